import { expect, test } from "./test";
import { type Browser, type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

/** Saved items, history and save-after-sign-in on today (articles, videos, recipes and products can be saved). */
const SITE = `http://today.localhost:${E2E_PORT}`;
const IDENTITY = `http://127.0.0.1:${E2E_UPSTREAM_PORT}/identity`;
/** Any slug redirects to the canonical path. */
const ARTICLE = "/food/x-rcna101000";
const RECIPE = "/food/recipes/x-tdrp401000";
/** The embedded upstream's first today product. */
const PRODUCT = "/shop/product/x-ncpd501000";
const HISTORY_ARTICLES = Array.from({ length: 12 }, (_, index) => `/food/x-rcna1010${String(index + 10).padStart(2, "0")}`);

let counter = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;

async function identity(path: string, body: unknown) {
  const response = await fetch(`${IDENTITY}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await response.json()) as { success: boolean; data: Record<string, string> };
}

async function outboxCode(email: string): Promise<string> {
  const { data } = (await (await fetch(`${IDENTITY}/outbox?email=${encodeURIComponent(email)}`)).json()) as { data: { messages: { code: string }[] } };
  const code = data.messages[0]?.code;
  if (!code) throw new Error(`no mail for ${email}`);
  return code;
}

/** A verified reader with a first name, made directly against the identity service. */
async function newReader(firstName: string) {
  const email = newEmail(firstName.toLowerCase());
  const password = "correct horse 1";
  await identity("/auth/users/register", { email, password, brand: "today" });
  const { data } = await identity("/auth/users/otp/verify", { email, brand: "today", one_time_code: await outboxCode(email) });
  await fetch(`${IDENTITY}/auth/users/${data.user_id}/profile`, {
    method: "PATCH",
    headers: { "content-type": "application/json", "x-auth-token": data.access_token as string },
    body: JSON.stringify({ first_name: firstName, access_token: data.access_token, bedrock_session: data.bedrock_session }),
  });
  return { email, password, firstName };
}
type Reader = Awaited<ReturnType<typeof newReader>>;

async function signIn(page: Page, reader: Reader) {
  await page.goto(`${SITE}/`);
  const status = await page.evaluate(
    (body) => fetch("/api/account/signin", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status),
    { email: reader.email, password: reader.password },
  );
  expect(status).toBe(200);
}

async function signedInPage(browser: Browser, reader: Reader): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, reader);
  return page;
}

const main = (page: Page) => page.getByRole("main");
const saveButton = (page: Page) => main(page).getByRole("button", { name: "Save", exact: true });
const savedButton = (page: Page) => main(page).getByRole("button", { name: "Saved", exact: true });
/** The saved list of the tab named `tab` on /account/saved. */
const savedList = (page: Page, tab = "All") => main(page).getByRole("list", { name: tab, exact: true });
const headline = async (page: Page) => (await main(page).getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

/** Opens a content page and waits until its save button knows the reader's saved state (server HTML says "Save"). */
async function open(page: Page, path: string) {
  await page.goto(`${SITE}${path}`);
  await expect(main(page).getByRole("button", { name: /^Saved?$/ })).toHaveAttribute("data-state", "known");
}

async function save(page: Page) {
  const created = page.waitForResponse((r) => r.url().endsWith("/api/saved/bookmarks") && r.request().method() === "POST");
  await saveButton(page).click();
  await expect(savedButton(page)).toHaveAttribute("aria-pressed", "true");
  expect((await created).status()).toBe(200);
}

test.describe("saved items", () => {
  test.describe.configure({ timeout: 90_000 });

  test("save an article and a recipe: under the right tabs after a reload and on another device; unsave from the list; another reader sees none", async ({ page, browser }) => {
    const ann = await newReader("Ann");
    await signIn(page, ann);

    await open(page, ARTICLE);
    const article = await headline(page);
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
    await save(page);
    await open(page, RECIPE);
    const recipe = await headline(page);
    await save(page);

    // After a reload the page (shared, cached HTML) shows the saved state again.
    await open(page, RECIPE);
    await expect(savedButton(page)).toHaveAttribute("aria-pressed", "true");

    await page.goto(`${SITE}/account/saved`);
    await expect(page.getByRole("heading", { name: "Saved items", level: 1 })).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: article })).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: recipe })).toBeVisible();
    // Newest first: the recipe was saved last.
    await expect(savedList(page).getByRole("listitem").first()).toContainText(recipe);

    const tabs = page.getByRole("navigation", { name: "Saved item types" });
    await tabs.getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/account\/saved\/articles$/);
    await expect(tabs.getByRole("link", { name: "Articles" })).toHaveAttribute("aria-current", "page");
    await expect(savedList(page, "Articles").getByRole("link", { name: article })).toBeVisible();
    await expect(savedList(page, "Articles").getByRole("link", { name: recipe })).toHaveCount(0);
    await tabs.getByRole("link", { name: "Recipes" }).click();
    await expect(page).toHaveURL(/\/account\/saved\/recipes$/);
    await expect(savedList(page, "Recipes").getByRole("link", { name: recipe })).toBeVisible();
    await expect(savedList(page, "Recipes").getByRole("link", { name: article })).toHaveCount(0);
    await tabs.getByRole("link", { name: "Wishlist" }).click();
    await expect(page).toHaveURL(/\/account\/saved\/wishlist$/);
    await expect(page.getByText("Your wishlist is empty. Save products to find them here.")).toBeVisible();

    // The personal page is never shared.
    const cacheControl = await page.evaluate(() => fetch("/account/saved").then((r) => r.headers.get("cache-control") ?? ""));
    expect(cacheControl).toContain("private");

    // Another device (browser context) signed in as Ann sees the same items.
    const other = await signedInPage(browser, ann);
    await other.goto(`${SITE}/account/saved/recipes`);
    await expect(savedList(other, "Recipes").getByRole("link", { name: recipe })).toBeVisible();
    await open(other, ARTICLE);
    await expect(savedButton(other)).toHaveAttribute("aria-pressed", "true");

    // Unsave from the list: gone at once, and after a reload.
    await page.goto(`${SITE}/account/saved`);
    const deleted = page.waitForResponse((r) => r.url().includes("/api/saved/bookmarks?contentId=") && r.request().method() === "DELETE");
    await main(page).getByRole("button", { name: `Remove: ${article}` }).click();
    expect((await deleted).status()).toBe(200);
    await expect(savedList(page).getByRole("link", { name: article })).toHaveCount(0);
    await page.reload();
    await expect(savedList(page).getByRole("link", { name: recipe })).toBeVisible();
    await expect(savedList(page).getByRole("link", { name: article })).toHaveCount(0);
    await open(page, ARTICLE);
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");

    // A second reader sees none of Ann's items.
    const bob = await signedInPage(browser, await newReader("Bob"));
    await bob.goto(`${SITE}/account/saved`);
    await expect(bob.getByText("You haven't saved anything yet. Use the Save button on stories you want to come back to.")).toBeVisible();
    await expect(main(bob).getByRole("link", { name: recipe })).toHaveCount(0);
    await expect(savedList(bob)).toHaveCount(0);
    await open(bob, RECIPE);
    await expect(saveButton(bob)).toHaveAttribute("aria-pressed", "false");
    await other.context().close();
    await bob.context().close();
  });

  test("history lists the articles opened, newest first, and pages by cursor", async ({ page }) => {
    await signIn(page, await newReader("Cy"));
    const opened: string[] = [];
    for (const path of HISTORY_ARTICLES) {
      const recorded = page.waitForResponse((r) => r.url().endsWith("/api/saved/history") && r.request().method() === "POST");
      await page.goto(`${SITE}${path}`);
      opened.push(await headline(page));
      expect((await recorded).status()).toBe(200);
    }
    const newestFirst = [...opened].reverse();

    await page.goto(`${SITE}/account/saved`);
    const history = main(page).getByRole("list", { name: "Recently read" });
    await expect(history.getByRole("listitem")).toHaveCount(10);
    await expect(history.getByRole("heading")).toHaveText(newestFirst.slice(0, 10));
    // A click may reach the list while its island is still hydrating; it counts once the island asks for the next page.
    await expect(async () => {
      const asked = page.waitForRequest((r) => r.url().includes("/api/saved/history?cursor="), { timeout: 2_000 });
      await main(page).getByRole("button", { name: "Show more history" }).click({ timeout: 2_000 });
      await asked;
    }).toPass();
    await expect(history.getByRole("listitem")).toHaveCount(12);
    await expect(history.getByRole("heading")).toHaveText(newestFirst);
    await expect(main(page).getByRole("button", { name: "Show more history" })).toHaveCount(0);

    // Reopening an article moves it to the top.
    const again = page.waitForResponse((r) => r.url().endsWith("/api/saved/history") && r.request().method() === "POST");
    await page.goto(`${SITE}${HISTORY_ARTICLES[0]}`);
    await again;
    await page.goto(`${SITE}/account/saved`);
    await expect(history.getByRole("heading").first()).toHaveText(opened[0] as string);
    await expect(history.getByRole("listitem")).toHaveCount(10);
  });

  test("a signed-out save opens the sign-in modal, and the item is saved after sign-in", async ({ page }) => {
    const dee = await newReader("Dee");
    await open(page, ARTICLE);
    const article = await headline(page);
    await saveButton(page).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Sign in or create an account" })).toBeVisible();
    await dialog.getByLabel("Email").fill(dee.email);
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await dialog.getByLabel("Password").fill(dee.password);
    const created = page.waitForResponse((r) => r.url().endsWith("/api/saved/bookmarks") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "You're signed in" })).toBeVisible();
    expect((await created).status()).toBe(200);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(savedButton(page)).toHaveAttribute("aria-pressed", "true");

    await page.goto(`${SITE}/account/saved/articles`);
    await expect(savedList(page, "Articles").getByRole("link", { name: article })).toBeVisible();
  });

  test("the zip code is saved on the customer, an empty one changes nothing, and /local starts from it", async ({ page }) => {
    await signIn(page, await newReader("Zed"));
    await page.goto(`${SITE}/account/saved`);
    const zip = page.getByRole("textbox", { name: "Zip code" });
    await zip.fill("12ab");
    await page.getByRole("button", { name: "Save zip code" }).click();
    await expect(page.getByText("Enter a 5-digit zip code.")).toBeVisible();
    await zip.fill("10001");
    await page.getByRole("button", { name: "Save zip code" }).click();
    await expect(page.getByText("Zip code saved: 10001.")).toBeVisible();

    // An empty field sends nothing and changes nothing: the message and the saved zip code stay.
    let saves = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/saved/customer") && r.method() === "POST") saves += 1;
    });
    await zip.fill("");
    await page.getByRole("button", { name: "Save zip code" }).click();
    await expect(page.getByText("Zip code saved: 10001.")).toBeVisible();
    await expect(page.getByText("Enter a 5-digit zip code.")).toHaveCount(0);
    await page.reload();
    await expect(zip).toHaveValue("10001");
    expect(saves).toBe(0);
    const customer = await page.evaluate(() => fetch("/api/saved/customer").then((r) => r.json()));
    expect(customer.data).toMatchObject({ zipCode: "10001" });

    // Local news starts from the customer's zip code (the first five digits of a ZIP+4).
    await page.goto(`${SITE}/local`);
    await expect(page.getByRole("textbox", { name: "Zip code" })).toHaveValue("10001");
    await page.goto(`${SITE}/account/saved`);
    await zip.fill("60601-1234");
    await page.getByRole("button", { name: "Save zip code" }).click();
    await expect(page.getByText("Zip code saved: 60601-1234.")).toBeVisible();
    await page.goto(`${SITE}/local`);
    await expect(page.getByRole("textbox", { name: "Zip code" })).toHaveValue("60601");
  });

  test("a product saved from its page is in the wishlist", async ({ page }) => {
    await signIn(page, await newReader("Pat"));
    await open(page, PRODUCT);
    const product = await headline(page);
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
    await save(page);
    await page.goto(`${SITE}/account/saved/wishlist`);
    await expect(savedList(page, "Wishlist").getByRole("link", { name: product })).toBeVisible();
    await page.goto(`${SITE}/account/saved/articles`);
    await expect(main(page).getByRole("link", { name: product })).toHaveCount(0);
  });

  test("signed out, /account/saved asks to sign in and the save-state call says so", async ({ page }) => {
    await page.goto(`${SITE}/account/saved`);
    await expect(page.getByText("Sign in to see the articles, videos and recipes you saved.")).toBeVisible();
    await expect(page).toHaveTitle(/^Saved items \| /);
    const refused = await page.evaluate(() => fetch("/api/saved/bookmarks").then((r) => r.json()));
    expect(refused.error.user_message).toBe("Please sign in to see your saved items.");
    const state = await page.evaluate(() => fetch("/api/saved/state?ids=rcna101000").then((r) => r.json()));
    expect(state.data).toEqual({ authenticated: false, bookmarks: {} });
    expect(await page.evaluate(() => fetch("/api/saved/bookmarks").then((r) => r.status))).toBe(401);
    // A Spanish-language brand answers in Spanish (the browser resolves *.localhost; Node does not).
    await page.goto(`http://noticias.localhost:${E2E_PORT}/account/saved`);
    const spanish = await page.evaluate(() => fetch("/api/saved/bookmarks").then((r) => r.json()));
    expect(spanish.error.user_message).toBe("Inicia sesión para ver tus elementos guardados.");
  });
});

test.describe("saved items are for bedrock accounts only", () => {
  test("on msnbc (forgerock-type accounts) no Save button shows and /account/saved is a 404", async ({ page }) => {
    const response = await page.goto(`http://msnbc.localhost:${E2E_PORT}/account/saved`);
    expect(response?.status()).toBe(404);
    await page.goto(`http://msnbc.localhost:${E2E_PORT}/x/x-rcna102000`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: /^Save/ })).toHaveCount(0);
    await page.goto(`http://localhost:${E2E_PORT}/x/x-rcna100000`);
    await expect(page.getByRole("main").getByRole("button", { name: /^Save/ }).first()).toBeVisible();
  });
});
