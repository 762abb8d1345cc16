/** @jest-environment node */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { isApiError } from "@/lib/api/api-error";
import { RELATED_PRODUCTS_SIZE } from "@/lib/commerce/offers";
import type { PageContext } from "@/lib/pages/page-definition";
import { DEFAULT_VIEW_FLAGS } from "@/lib/request-context/request-context";
import { VERTICALS } from "@/lib/verticals/verticals";
import { productPage } from "./product-page";

// The page's render side needs next-intl's server runtime (ESM only); load and metadata do not.
jest.mock("next-intl/server", () => ({}));

const server = setupServer();
const context: PageContext = { vertical: VERTICALS.today, view: DEFAULT_VIEW_FLAGS, segments: ["shop", "x-ncpd501000"], call: {} };
const BASE = "http://upstream.test/content";

const taxonomy = {
  primarySection: { name: "Shop", path: "today/shop", url: { primary: "https://today.com/shop" } },
  primaryVertical: { name: "TODAY", path: "today" },
  allTerms: [{ path: "today" }, { path: "today/shop" }, { path: "today/shop/kitchen" }],
};
const product = (id: string, name = `Product ${id}`) => ({
  id,
  type: "product",
  name,
  description: "Our testers liked it.",
  url: { primary: "https://www.amazon.com/dp/x", slug: name.toLowerCase().replace(/ /g, "-") },
  teaseImage: { url: "http://127.0.0.1/images/a.png", width: 1200, height: 1200, altText: name },
  taxonomy,
  offers: [{ externalUrl: "https://www.amazon.com/dp/x", prices: [{ type: "list", price: "129.99" }], state: "AVAILABLE", isPrimaryOffer: true }],
});
const search = (items: unknown[]) => ({ pagination: { page: 1, size: items.length, totalPages: 1, totalItems: items.length }, items });

let searchQuery: URLSearchParams | null = null;
function upstream({ productStatus = 200, searchStatus = 200, body = product("ncpd501000", "Lumen air fryer") }: { productStatus?: number; searchStatus?: number; body?: unknown } = {}) {
  server.use(
    http.get(`${BASE}/product/:id`, () => (productStatus === 200 ? HttpResponse.json({ data: { product: body } }) : HttpResponse.json({ error: "x" }, { status: productStatus }))),
    http.get(`${BASE}/products/search`, ({ request }) => {
      searchQuery = new URL(request.url).searchParams;
      return searchStatus === 200 ? HttpResponse.json({ data: { search: search([product("ncpd501007"), product("ncpd501014")]) } }) : new HttpResponse(null, { status: searchStatus });
    }),
  );
}

beforeAll(() => {
  process.env.CONTENT_API_URL = BASE;
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  searchQuery = null;
});
afterAll(() => server.close());

async function thrown(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("productPage", () => {
  it("loads the product and related products of its category through products/search", async () => {
    upstream();
    const data = await productPage.load({ kind: "product", id: "ncpd501000" }, context);
    expect(data.product.name).toBe("Lumen air fryer");
    expect(data.related.map((item) => item.id)).toEqual(["ncpd501007", "ncpd501014"]);
    expect(searchQuery?.get("filters")).toBe("type:product AND taxonomy:today/shop/kitchen AND NOT id:ncpd501000");
    expect(searchQuery?.get("size")).toBe(String(RELATED_PRODUCTS_SIZE));
    expect(productPage.canonicalPath?.(data, context)).toBe("/shop/product/lumen-air-fryer-ncpd501000");
    const metadata = productPage.metadata(data, context);
    expect(metadata.alternates?.canonical).toBe("https://today.com/shop/product/lumen-air-fryer-ncpd501000");
    expect(metadata.title).toBe("Lumen air fryer");
  });

  it("shows no related products when products/search fails", async () => {
    upstream({ searchStatus: 500 });
    expect((await productPage.load({ kind: "product", id: "ncpd501000" }, context)).related).toEqual([]);
  });

  it.each([
    [404, 404],
    [500, 500],
  ])("passes the upstream's %i on (the dispatcher maps it to the error page)", async (status, expected) => {
    upstream({ productStatus: status });
    const error = await thrown(productPage.load({ kind: "product", id: "ncpd501000" }, context));
    expect(isApiError(error) && error.status).toBe(expected);
  });

  it("is not a page on another brand's site", async () => {
    upstream();
    const error = await thrown(productPage.load({ kind: "product", id: "ncpd501000" }, { ...context, vertical: VERTICALS.news }));
    expect((error as { digest?: string }).digest).toMatch(/404/);
  });
});
