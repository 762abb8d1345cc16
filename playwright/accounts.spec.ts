import { expect, test } from "./test";
import { type BrowserContext, type Page } from "@playwright/test";
import { E2E_PORT, E2E_UPSTREAM_PORT } from "../playwright.config";

const SITE = `http://today.localhost:${E2E_PORT}`;
const ARTICLE = "/food/analysis-a-food-scientist-recommends-a-five-ingredient-dessert-rcna101000";
const IDENTITY = `http://127.0.0.1:${E2E_UPSTREAM_PORT}/identity`;

let counter = 0;
/** A new address per test and project, so reruns against the same database never collide. */
const newEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;

async function identity(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${IDENTITY}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; data: Record<string, unknown> };
}

/** The newest one-time code the identity service mailed to `email` (its outbox). */
async function outboxCode(email: string): Promise<string> {
  const response = await fetch(`${IDENTITY}/outbox?email=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { messages: { code: string }[] } };
  const code = data.messages[0]?.code;
  if (!code) throw new Error(`no mail for ${email}`);
  return code;
}

/** A verified account with a first name, made directly against the identity service. */
async function existingAccount(firstName: string, password = "correct horse 1"): Promise<{ email: string; password: string }> {
  const email = newEmail(firstName.toLowerCase());
  await identity("/auth/users/register", { email, password, brand: "today" });
  const verified = await identity("/auth/users/otp/verify", { email, brand: "today", one_time_code: await outboxCode(email) });
  const { user_id, access_token, bedrock_session } = verified.data as Record<string, string>;
  await fetch(`${IDENTITY}/auth/users/${user_id}/profile`, {
    method: "PATCH",
    headers: { "content-type": "application/json", "x-auth-token": access_token as string },
    body: JSON.stringify({ first_name: firstName, access_token, bedrock_session }),
  });
  return { email, password };
}

/** Signs in through the site's own route, as the modal does: the context gets the HttpOnly cookies. */
async function signInByApi(page: Page, account: { email: string; password: string }) {
  if (!page.url().startsWith(SITE)) await page.goto(`${SITE}/`);
  const status = await page.evaluate(
    (body) => fetch("/api/account/signin", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status),
    account,
  );
  expect(status).toBe(200);
}


/** The session's cookies: the HttpOnly tokens and the signed-in hint that tells page scripts to ask. */
const SESSION_COOKIES = ["access_token", "bedrock_session", "signed_in"];

const header = (page: Page) => page.getByRole("banner");
const dialog = (page: Page) => page.getByRole("dialog");

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(SITE)).find((c) => c.name === name);
}

test.describe("accounts", () => {
  test.describe.configure({ timeout: 60_000 });

  test("every email field of TODAY says \"Your email address\"; other brands \"Enter your email\"", async ({ page }) => {
    for (const [site, placeholder] of [
      [SITE, "Your email address"],
      [`http://localhost:${E2E_PORT}`, "Enter your email"],
    ] as const) {
      await page.goto(`${site}/`);
      await header(page).getByRole("button", { name: "Sign in" }).click();
      await expect(dialog(page).getByLabel("Email")).toHaveAttribute("placeholder", placeholder);
    }
  });

  test("register, verify with the mailed code, give a first name: signed in after a reload; shared HTML unchanged", async ({ page, context, request }) => {
    const email = newEmail("new");
    await page.goto(`${SITE}${ARTICLE}`);
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Sign in or create an account" })).toBeVisible();

    await dialog(page).getByLabel("Email").fill("not-an-email");
    await dialog(page).getByRole("button", { name: "Continue", exact: true }).click();
    await expect(dialog(page).getByText("Invalid email")).toBeVisible();
    await expect(dialog(page).getByLabel("Email")).toBeFocused();
    await expect(dialog(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await dialog(page).getByLabel("Email").fill(email);
    await dialog(page).getByRole("button", { name: "Continue", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Create your account" })).toBeVisible();
    await dialog(page).getByLabel("Password").fill("short");
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await expect(dialog(page).getByText("Your password must have at least 8 characters.")).toBeVisible();
    await expect(dialog(page).getByLabel("Password")).toBeFocused();
    await dialog(page).getByLabel("Password").fill("a good password");
    await dialog(page).getByRole("button", { name: "Create account" }).click();

    await expect(dialog(page).getByRole("heading", { name: "Check your email" })).toBeVisible();
    await dialog(page).getByLabel("6-digit code").fill(await outboxCode(email));
    await dialog(page).getByRole("button", { name: "Verify" }).click();

    await expect(dialog(page).getByRole("heading", { name: "What should we call you?" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByText("Enter your first name.")).toBeVisible();
    await dialog(page).getByLabel("First name").fill("Ann");
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByRole("heading", { name: "You're all set" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Done" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Hi, Ann" })).toBeVisible();

    // The token is HttpOnly, SameSite=Lax and never readable by page scripts.
    const token = await cookie(context, "access_token");
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("access_token");

    await page.reload();
    await expect(header(page).getByRole("link", { name: "Hi, Ann" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Sign in" })).toHaveCount(0);

    // The article's HTML is the same for a signed-in and a signed-out reader, and stays publicly cacheable.
    const signedIn = await page.evaluate(
      (path) => fetch(path, { credentials: "include" }).then(async (r) => ({ html: await r.text(), cacheControl: r.headers.get("cache-control") ?? "" })),
      ARTICLE,
    );
    // Node does not resolve *.localhost: a cookie-less request to the loopback with the brand's Host header.
    const signedOut = await request.get(`http://localhost:${E2E_PORT}${ARTICLE}`, { headers: { host: `today.localhost:${E2E_PORT}` } });
    // Each answer has its own script nonce (server/serve.mjs); everything else is the same bytes.
    const withoutNonce = (html: string) => html.replaceAll(/nonce="([A-Za-z0-9_-]{22})"/.exec(html)?.[1] ?? "no nonce", "NONCE");
    expect(withoutNonce(signedIn.html)).toBe(withoutNonce(await signedOut.text()));
    expect(signedIn.html).toContain("rcna101000");
    expect(signedIn.cacheControl).not.toContain("private");
  });

  test("sign in with a password (a wrong one shows the service's message), then sign out", async ({ page }) => {
    const account = await existingAccount("Bea");
    await page.goto(`${SITE}/`);
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByRole("button", { name: "Continue", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "Welcome back" })).toBeVisible();

    await dialog(page).getByLabel("Password").fill("not my password");
    await dialog(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("The email or password you entered is incorrect.");
    await expect(dialog(page).getByLabel("Password")).toBeFocused();

    // Back to the start and forward again: the screen change clears the error.
    await dialog(page).getByRole("button", { name: "Back" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
    await dialog(page).getByRole("button", { name: "Continue", exact: true }).click();
    await dialog(page).getByLabel("Password").fill(account.password);
    await dialog(page).getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog(page).getByRole("heading", { name: "You're signed in" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Done" }).click();
    await expect(header(page).getByRole("link", { name: "Hi, Bea" })).toBeVisible();

    await header(page).getByRole("link", { name: "Hi, Bea" }).click();
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Sign in to manage your profile and newsletters.")).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("sign in with a one-time code instead of the password", async ({ page }) => {
    const account = await existingAccount("Eve");
    await page.goto(`${SITE}/`);
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await dialog(page).getByLabel("Email").fill(account.email);
    await dialog(page).getByRole("button", { name: "Continue", exact: true }).click();
    await dialog(page).getByRole("button", { name: "Sign in with a one-time code instead" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Sign in with a one-time code" })).toBeVisible();
    await dialog(page).getByLabel("6-digit code").fill("12345");
    await dialog(page).getByRole("button", { name: "Verify" }).click();
    await expect(dialog(page).getByText("Enter the 6-digit code from the email.")).toBeVisible();
    await dialog(page).getByLabel("6-digit code").fill(await outboxCode(account.email));
    await dialog(page).getByRole("button", { name: "Verify" }).click();
    await expect(dialog(page).getByRole("heading", { name: "You're signed in" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Done" }).click();
    await expect(header(page).getByRole("link", { name: "Hi, Eve" })).toBeVisible();
  });

  test("a signed-out page view asks no session; a session whose hint was lost is found by Sign in, not asked for again", async ({ page, context }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/api/session" || path === "/api/saved/state") asked.push(path);
    });
    const saveButton = page.getByRole("main").getByRole("button", { name: /^Saved?$/ });
    await page.goto(`${SITE}${ARTICLE}`);
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(saveButton).toHaveAttribute("data-state", "known");
    expect(asked).toEqual([]);

    await signInByApi(page, await existingAccount("Dee"));
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Hi, Dee" })).toBeVisible();
    await expect(saveButton).toHaveAttribute("data-state", "known");
    expect(asked.sort()).toEqual(["/api/saved/state", "/api/session"]);

    // Without the hint (a cookie cleared by hand, a session older than the hint) the page takes the reader as signed
    // out; Sign in asks first and finds the session, so no modal opens, and the answer sets the hint again.
    await context.clearCookies({ name: "signed_in" });
    await page.reload();
    await expect(saveButton).toHaveAttribute("data-state", "known");
    asked.length = 0;
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await expect(header(page).getByRole("link", { name: "Hi, Dee" })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    expect(asked[0]).toBe("/api/session");
    expect(await cookie(context, "signed_in")).toMatchObject({ value: "1", httpOnly: false, sameSite: "Lax" });
  });

  test("an msnbc identity does not pass into TODAY, nor a TODAY identity into msnbc", async ({ page, context }) => {
    const msnbc = `http://msnbc.localhost:${E2E_PORT}`;
    const account = await existingAccount("Flo");
    await signInByApi(page, account);
    const todayCookies = (await context.cookies(SITE)).filter((c) => SESSION_COOKIES.includes(c.name));
    // The same cookies on the msnbc host (as a shared parent domain would send them): not signed in there.
    await context.addCookies(todayCookies.map(({ name, value }) => ({ name, value, url: msnbc })));
    await page.goto(`${msnbc}/`);
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();

    // Signed in on msnbc, the identity does not carry into TODAY.
    await context.clearCookies();
    await page.evaluate(
      (body) => fetch("/api/account/signin", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      account,
    );
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Hi, Flo" })).toBeVisible();
    const msnbcCookies = (await context.cookies(msnbc)).filter((c) => SESSION_COOKIES.includes(c.name));
    await context.addCookies(msnbcCookies.map(({ name, value }) => ({ name, value, url: SITE })));
    await page.goto(`${SITE}/`);
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("the modal keeps focus inside and closes on Escape", async ({ page }) => {
    await page.goto(`${SITE}/`);
    const opener = header(page).getByRole("button", { name: "Sign in" });
    await opener.click();
    await expect(dialog(page).getByLabel("Email")).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  });

  test("a tampered token cookie, or an expired one without its session, means signed out; an expired one with its session is refreshed", async ({
    page,
    context,
  }) => {
    const account = await existingAccount("Cy");
    await signInByApi(page, account);
    await page.goto(`${SITE}/`);
    await expect(header(page).getByRole("link", { name: "Hi, Cy" })).toBeVisible();
    const genuine = (await cookie(context, "access_token"))!;
    const session = (await cookie(context, "bedrock_session"))!;
    const hint = (await cookie(context, "signed_in"))!;

    // Tampered: another subject in the payload, the signature left as it was.
    const [head, payload, signature] = genuine.value.split(".");
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")}.${signature}`;
    await context.addCookies([{ ...genuine, value: forged }]);
    await page.reload();
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();

    // Expired (genuinely signed) with its session: refreshed, still signed in. (The tampered token's answer cleared the hint.)
    const expired = (await identity("/testing/expired-token", { email: account.email })).data.access_token as string;
    await context.addCookies([{ ...genuine, value: expired }, session, hint]);
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Hi, Cy" })).toBeVisible();
    expect((await cookie(context, "access_token"))?.value).not.toBe(expired);

    // Expired without a session to refresh it with: signed out.
    await context.clearCookies();
    await context.addCookies([{ ...genuine, value: expired }, hint]);
    await page.reload();
    await expect(header(page).getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("newsletter choices persist; a failing update is reverted with the spec's text", async ({ page }) => {
    const account = await existingAccount("Dee");
    await signInByApi(page, account);
    await page.goto(`${SITE}/account`);
    const food = page.getByRole("checkbox", { name: "TODAY Food" });
    await expect(food).not.toBeChecked();
    // Each option is described by the services API's catalogue (spec 2 §3 "Newsletter option").
    await expect(food).toHaveAccessibleDescription("Easy recipes, cooking tips and what to make for dinner tonight.");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/newsletters") && r.request().method() === "PATCH");
    await food.check();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "TODAY Food" })).toBeChecked();

    await identity("/testing/failures", { email: account.email, operation: "updateSubscriptions", fail: true });
    try {
      const jenna = page.getByRole("checkbox", { name: "Read with Jenna" });
      await jenna.click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to update subscriptions");
      await expect(jenna).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "TODAY Food" })).toBeChecked();
    } finally {
      await identity("/testing/failures", { email: account.email, operation: "updateSubscriptions", fail: false });
    }

    await page.getByRole("button", { name: "Subscribe to all" }).click();
    await expect(page.getByRole("checkbox")).toHaveCount(8);
    for (const box of await page.getByRole("checkbox").all()) await expect(box).toBeChecked();
    await page.reload();
    for (const box of await page.getByRole("checkbox").all()) await expect(box).toBeChecked();
  });

  test("social sign-in with the test identity provider: a new identity registers with a first name", async ({ page }) => {
    const email = newEmail("social");
    await page.goto(`${SITE}/`);
    await header(page).getByRole("button", { name: "Sign in" }).click();
    await dialog(page).getByLabel("Email").fill(email);
    await dialog(page).getByRole("button", { name: "Continue with Test ID" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Finish creating your account" })).toBeVisible();
    await dialog(page).getByLabel("First name").fill("Sol");
    await dialog(page).getByRole("button", { name: "Create account" }).click();
    await expect(dialog(page).getByRole("heading", { name: "You're all set" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Done" }).click();
    await expect(header(page).getByRole("link", { name: "Hi, Sol" })).toBeVisible();
  });
});
