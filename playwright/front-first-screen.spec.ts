import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";

/**
 * Fronts lead with news (docs/decisions.md): from 1000 px wide the first screen of every front shows the lead
 * story's headline and at least four more headlines (at 1024 × 768 and 1280 × 720); on a phone the lead headline is
 * in the first screen.
 */
const on = (vertical: string, path = "/") => `http://${vertical === "news" ? "" : `${vertical}.`}localhost:${E2E_PORT}${path}`;

/** Home fronts of the main brands, a section front, a sub-brand's, a Spanish section, a shop and a sub-section. */
const FRONTS: [string, string][] = [
  ["news", "/"],
  ["today", "/"],
  ["msnbc", "/"],
  ["telemundo", "/"],
  ["noticias", "/"],
  ["deportes", "/"],
  ["news", "/politics"],
  ["today", "/shop"],
  ["think", "/"],
  ["news", "/business/economy"],
];

/** The front's story headlines (tease headings) by their box, in reading order, and which one leads. */
async function headlines(page: Page) {
  return page.getByRole("main").evaluate((main) => {
    const height = window.innerHeight;
    const shown = [...main.querySelectorAll("article h3, figure figcaption")]
      .map((element) => ({ text: (element.textContent ?? "").trim(), box: element.getBoundingClientRect() }))
      .filter(({ box, text }) => text && box.width > 0 && box.height > 0);
    return {
      lead: shown[0] ? { text: shown[0].text, bottom: shown[0].box.bottom } : null,
      inFirstScreen: shown.filter(({ box }) => box.top >= 0 && box.bottom <= height).map(({ text }) => text),
      height,
    };
  });
}

test.describe("fronts lead with news", () => {
  for (const [vertical, path] of FRONTS) {
    test(`${vertical}${path}: the first screen leads with news`, async ({ page }) => {
      const phone = test.info().project.name === "phone";
      // A tablet held sideways, the narrowest screen that gets the wide layout (l, 1000 px).
      if (!phone) await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(on(vertical, path));
      const first = await headlines(page);
      expect(first.lead, "a lead headline").not.toBeNull();
      expect(first.lead?.bottom ?? Infinity, `lead "${first.lead?.text}" ends within the first ${first.height} px`).toBeLessThanOrEqual(first.height);
      if (phone) return;
      expect(first.inFirstScreen.length, first.inFirstScreen.join(" | ")).toBeGreaterThanOrEqual(5);
      // A laptop's wide, short screen.
      await page.setViewportSize({ width: 1280, height: 720 });
      expect((await headlines(page)).inFirstScreen.length).toBeGreaterThanOrEqual(5);
    });
  }
});
