import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { announceSession, OPEN_SIGN_IN_EVENT } from "@/lib/auth/modal-events";
import { PENDING_SAVE_KEY, setPendingSave, takePendingSave, PENDING_SAVE_TTL_MS } from "./pending-save";

/** The site's saved-items routes as a test server: a signed-in flag and a set of saved ids; failures on demand. */
const site = { authenticated: false, saved: new Set<string>(), failDelete: false, failCreate: false, creates: 0, customerCalls: 0, stateCalls: 0 };
/** Signing in sets the session cookies and, readable by scripts, the signed-in hint (lib/auth/signed-in-hint). */
const signIn = () => {
  site.authenticated = true;
  document.cookie = "signed_in=1; path=/";
};
const CUSTOMER = { customerId: "u-ann", mparticleId: "mp-ann", zipCode: "60601-1234" };
const server = setupServer(
  http.get("*/api/saved/state", ({ request }) => {
    site.stateCalls += 1;
    const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean);
    const bookmarks = site.authenticated ? Object.fromEntries(ids.map((id) => [id, site.saved.has(id)])) : {};
    return HttpResponse.json({ success: true, data: { authenticated: site.authenticated, ...(site.authenticated ? { userId: "u-ann" } : {}), bookmarks } });
  }),
  http.get("*/api/saved/customer", () => {
    site.customerCalls += 1;
    if (!site.authenticated) return HttpResponse.json({ success: false, error: { user_message: null } }, { status: 401 });
    return HttpResponse.json({ success: true, data: CUSTOMER });
  }),
  http.post("*/api/saved/bookmarks", async ({ request }) => {
    site.creates += 1;
    if (!site.authenticated) return HttpResponse.json({ success: false, error: { user_message: null } }, { status: 401 });
    const { contentId } = (await request.json()) as { contentId: string };
    site.saved.add(contentId);
    // A failure after the service saved it: only the re-check can tell.
    if (site.failCreate) return HttpResponse.json({ success: false, error: { user_message: null } }, { status: 502 });
    return HttpResponse.json({ success: true, data: { contentId, contentType: "article", bookmarked: true } });
  }),
  http.delete("*/api/saved/bookmarks", ({ request }) => {
    if (site.failDelete) return HttpResponse.json({ success: false, error: { user_message: null } }, { status: 502 });
    site.saved.delete(new URL(request.url).searchParams.get("contentId") ?? "");
    return HttpResponse.json({ success: true, data: { bookmarked: false } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

type Actions = typeof import("./actions");
type Stores = typeof import("./store");
let actions: Actions;
let stores: Stores;

beforeEach(async () => {
  Object.assign(site, { authenticated: false, saved: new Set<string>(), failDelete: false, failCreate: false, creates: 0, customerCalls: 0, stateCalls: 0 });
  document.cookie = "signed_in=; max-age=0; path=/";
  window.sessionStorage.clear();
  jest.resetModules();
  stores = await import("./store");
  actions = await import("./actions");
  stores.shownIds.add("rcna1");
});

const bookmark = (id: string) => stores.savedStore.getState().bookmarks[id];
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe("save button actions", () => {
  it("signed out: a click asks for sign-in and keeps the save; after sign-in the save happens once", async () => {
    const asked = jest.fn();
    window.addEventListener(OPEN_SIGN_IN_EVENT, asked);
    await actions.toggleBookmark("rcna1", "article");
    expect(asked).toHaveBeenCalledTimes(1);
    expect(site.creates).toBe(0);
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_SAVE_KEY) ?? "{}")).toMatchObject({ contentId: "rcna1", contentType: "article" });

    signIn();
    announceSession("authenticated");
    await until(() => bookmark("rcna1") === true && site.saved.has("rcna1"));
    expect(site.creates).toBe(1);
    expect(window.sessionStorage.getItem(PENDING_SAVE_KEY)).toBeNull();
    window.removeEventListener(OPEN_SIGN_IN_EVENT, asked);
  });

  it("create: saved at once, then the server's value (a failed answer re-checks with the server)", async () => {
    signIn();
    const creating = actions.toggleBookmark("rcna1", "article");
    await until(() => bookmark("rcna1") === true);
    await creating;
    expect(bookmark("rcna1")).toBe(true);

    site.failCreate = true;
    const failing = actions.createBookmark("rcna2", "article");
    expect(bookmark("rcna2")).toBe(true);
    await failing;
    // The service kept it although the answer failed: the re-check shows it saved.
    expect(bookmark("rcna2")).toBe(true);
    site.saved.clear();
    await actions.createBookmark("rcna3", "article");
    expect(site.saved.has("rcna3")).toBe(true);
  });

  it("delete: unsaved at once; a failure re-checks with the server (still saved); success leaves it unsaved", async () => {
    signIn();
    site.saved.add("rcna1");
    await actions.loadBookmarkStates();
    expect(bookmark("rcna1")).toBe(true);

    site.failDelete = true;
    const failing = actions.toggleBookmark("rcna1", "article");
    await until(() => bookmark("rcna1") === false);
    await failing;
    expect(bookmark("rcna1")).toBe(true);

    site.failDelete = false;
    await actions.toggleBookmark("rcna1", "article");
    expect(bookmark("rcna1")).toBe(false);
    expect(site.saved.has("rcna1")).toBe(false);
  });

  it("sign-in in the modal: the store gets the user, then the customer (asked once)", async () => {
    await actions.loadBookmarkStates();
    expect(stores.savedStore.getState()).toMatchObject({ authenticationState: "unauthenticated", user: null, customer: null });
    expect(site.customerCalls).toBe(0);

    signIn();
    announceSession("authenticated");
    await until(() => stores.savedStore.getState().customer !== null);
    expect(stores.savedStore.getState()).toMatchObject({ authenticationState: "authenticated", user: { id: "u-ann" }, customer: CUSTOMER });
    await actions.loadCustomer();
    expect(site.customerCalls).toBe(1);
  });

  it("signed out, loadCustomer asks no customer", async () => {
    await actions.loadCustomer();
    expect(site.customerCalls).toBe(0);
    expect(stores.savedStore.getState().customer).toBeNull();
  });

  it.each([
    ["without the signed-in hint: signed out, nothing asked", "", 0],
    ["with a stale hint: the server says signed out", "signed_in=1; path=/", 1],
  ])("%s", async (_, hint, stateCalls) => {
    if (hint) document.cookie = hint;
    await actions.loadBookmarkStates();
    expect(stores.savedStore.getState()).toMatchObject({ authenticationState: "unauthenticated", user: null });
    expect(site.stateCalls).toBe(stateCalls);
  });

  it.each([
    ["without the signed-in hint, the eager store knows the reader is signed out", "", true, "unauthenticated"],
    ["with it, the store waits for the state call", "signed_in=1; path=/", false, "initial"],
  ])("%s", (_, hint, signedOut, authenticationState) => {
    if (hint) document.cookie = hint;
    expect(stores.signedOutByHint()).toBe(signedOut);
    expect(stores.savedStore.getState().authenticationState).toBe(authenticationState);
    expect(site.stateCalls).toBe(0);
  });

  it("sign-out announced: bookmarks, customer and user reset", async () => {
    signIn();
    site.saved.add("rcna1");
    await actions.loadCustomer();
    expect(stores.savedStore.getState()).toMatchObject({ authenticationState: "authenticated", bookmarks: { rcna1: true }, customer: CUSTOMER, user: { id: "u-ann" } });
    announceSession("unauthenticated");
    expect(stores.savedStore.getState()).toMatchObject({ authenticationState: "unauthenticated", bookmarks: {}, customer: null, user: null });
  });
});

describe("pending save", () => {
  it.each([
    ["fresh", 0, true],
    ["at the limit", PENDING_SAVE_TTL_MS, true],
    ["stale", PENDING_SAVE_TTL_MS + 1, false],
  ])("%s → taken: %s, and removed either way", (_, age, taken) => {
    setPendingSave({ contentId: "rcna1", contentType: "article" }, 1_000_000);
    expect(takePendingSave(1_000_000 + age) !== null).toBe(taken);
    expect(takePendingSave(1_000_000)).toBeNull();
  });
});
