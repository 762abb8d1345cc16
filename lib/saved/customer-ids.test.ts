import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { CUSTOMER_IDS_FAILURE, customerIdsRequest, postCustomerIds } from "./customer-ids";

const ENDPOINT = "https://mynews.example/mynewsapi/customerids";
const ids = { customerId: "u1", mparticleId: "mp-1" };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the customer-ids POST (spec 2 §7)", () => {
  it("is a JSON POST of customerId and mparticleId with X-Auth-Token and credentials omitted", () => {
    expect(customerIdsRequest(ids, "token-1")).toEqual({
      method: "POST",
      headers: { "content-type": "application/json", "X-Auth-Token": "token-1" },
      body: JSON.stringify({ customerId: "u1", mparticleId: "mp-1" }),
      credentials: "omit",
      cache: "no-store",
    });
  });

  it.each([
    [200, null],
    [204, null],
    [401, CUSTOMER_IDS_FAILURE],
    [409, CUSTOMER_IDS_FAILURE],
    [500, CUSTOMER_IDS_FAILURE],
  ])("an answer %s fails with %s", async (status, failure) => {
    let received: { token: string | null; body: unknown } | null = null;
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        received = { token: request.headers.get("x-auth-token"), body: await request.json() };
        return new HttpResponse(status === 204 ? null : "{}", { status });
      }),
    );
    const sent = postCustomerIds(ENDPOINT, ids, "token-1");
    if (failure) await expect(sent).rejects.toThrow(failure);
    else await expect(sent).resolves.toBeUndefined();
    expect(received).toEqual({ token: "token-1", body: ids });
  });

  it("has the spec's failure text", () => {
    expect(CUSTOMER_IDS_FAILURE).toBe("Network response was not ok");
  });
});
