/**
 * /account/saved's "Load more" (spec 2 §4: bookmark pages merge by contentId with a cursor): the island asks the
 * site's route for the next page and shows each item once, in order, the newest copy of a repeated item winning.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { SavedEntry, SavedPage } from "@/lib/api/schemas/mynews";
import { savedPageTexts } from "./saved-texts";
import { SavedItems } from "./SavedItems.island";

jest.mock("next-intl/server", () => jest.requireActual("@/components/article/test-render").intlServerMock());

const entry = (id: string, headline: string): SavedEntry => ({
  contentId: id,
  contentType: "article",
  date: "2025-03-01T12:00:00Z",
  item: { id, type: "article", headline: { primary: headline }, url: { primary: `https://www.today.com/news/${id}` } },
});

const firstPage: SavedPage = { data: [entry("rcna1", "One"), entry("rcna2", "Two")], pageInfo: { nextPage: "c1" } };
// The second page repeats rcna2 (saved again while the reader was paging), with its newer copy.
const secondPage: SavedPage = { data: [entry("rcna2", "Two, updated"), entry("rcna3", "Three")], pageInfo: { nextPage: null } };

const asked: string[] = [];
const server = setupServer(
  http.get("*/api/saved/bookmarks", ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query.toString());
    return query.get("cursor") === "c1"
      ? HttpResponse.json({ success: true, data: secondPage })
      : HttpResponse.json({ success: false, error: { user_message: null } }, { status: 400 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("Load more appends the next page without repeating an item present in both", async () => {
  const texts = await savedPageTexts("en");
  render(
    <SavedItems
      vertical="today"
      language="en"
      filterType="all"
      initialSaved={firstPage}
      initialHistory={{ data: [], pageInfo: { nextPage: null } }}
      recommendations={[]}
      customer={null}
      texts={texts}
    />,
  );
  const list = screen.getByRole("list", { name: "All" });
  const headlines = () => within(list).getAllByRole("link").map((link) => link.textContent);
  expect(headlines()).toEqual(["One", "Two"]);

  fireEvent.click(screen.getByRole("button", { name: "Load more" }));

  await screen.findByRole("link", { name: "Three" });
  expect(asked).toEqual(["filterType=all&cursor=c1"]);
  expect(headlines()).toEqual(["One", "Two, updated", "Three"]);
  expect(within(list).getAllByRole("button", { name: /^Remove: / })).toHaveLength(3);
  // The last page has no cursor: nothing more to load.
  expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
});
