/**
 * Where a save button shows and how it looks, per brand (docs/decisions.md "Save buttons show…", "Where saving is
 * offered"): SaveAction decides, SaveButton draws. The reader's state comes from the shared store.
 */
import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { savedStore } from "@/lib/saved/store";
import { initialSavedState } from "@/lib/saved/initial-state";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { SaveAction } from "./SaveAction";

jest.mock("next-intl/server", () => jest.requireActual("@/components/article/test-render").intlServerMock());
// The calls load on demand; here they must not run (the state arrives through the store).
jest.mock("@/lib/saved/actions", () => ({ loadBookmarkStates: jest.fn(), toggleBookmark: jest.fn() }));

const HEART = /^M12 20/;
const BOOKMARK = /^M6 3/;
const shapeOf = (button: HTMLElement) => button.querySelector("svg path")?.getAttribute("d") ?? "";

async function renderAction(slug: VerticalSlug, contentType: string, options: { tease?: boolean; itemName?: string } = {}) {
  const element = await SaveAction({ vertical: VERTICALS[slug], contentId: "rcna1", contentType, ...options });
  if (element) render(element as ReactElement);
  return element;
}

beforeEach(() => savedStore.setState(initialSavedState()));

describe("news: withText (bookmark icon and the word)", () => {
  it.each(["article", "video"])("a %s shows 'Save', then 'Saved' with aria-pressed once the state says so", async (type) => {
    await renderAction("news", type);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("data-state", "loading");
    expect(button.querySelector("span:not(.sr-only)")).toHaveTextContent(/^Save$/);
    expect(shapeOf(button)).toMatch(BOOKMARK);
    act(() => savedStore.setState({ authenticationState: "authenticated", bookmarks: { rcna1: true } }));
    const saved = screen.getByRole("button", { name: "Saved" });
    expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(saved).toHaveAttribute("data-state", "known");
  });

  it.each(["recipe", "product", "slideshow"])("no button for a %s (news does not extend the content types)", async (type) => {
    expect(await renderAction("news", type)).toBeNull();
  });

  it("no button on a tease (teaseSaveEnabled is off)", async () => {
    expect(await renderAction("news", "article", { tease: true, itemName: "A headline" })).toBeNull();
  });
});

describe("today: contentTypeShape (a round icon button; the word only for screen readers)", () => {
  it.each([
    ["article", BOOKMARK],
    ["video", BOOKMARK],
    ["recipe", HEART],
    ["product", HEART],
  ])("a %s gets its shape and no visible text", async (type, shape) => {
    await renderAction("today", type);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(shapeOf(button)).toMatch(shape);
    expect(button.querySelector("span:not(.sr-only)")).toBeNull();
    act(() => savedStore.setState({ authenticationState: "authenticated", bookmarks: { rcna1: true } }));
    expect(screen.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  });

  it("a tease button names its item for screen readers", async () => {
    await renderAction("today", "recipe", { tease: true, itemName: "Lemon cake" });
    // jsdom's name computation puts a space between the two spans ("Save : Lemon cake"); browsers join inline text.
    expect(screen.getByRole("button", { name: /^Save ?: Lemon cake$/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("signed out, the state is known and the button stays 'Save'", async () => {
    await renderAction("today", "article");
    act(() => savedStore.setState({ authenticationState: "unauthenticated" }));
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("data-state", "known");
    expect(button).toHaveAttribute("aria-pressed", "false");
  });

  it("no button for a slideshow", async () => {
    expect(await renderAction("today", "slideshow")).toBeNull();
  });
});

describe("brands without a save style", () => {
  it.each(["msnbc", "telemundo", "noticias", "think"] as const)("%s renders no save button, page or tease", async (slug) => {
    expect(await renderAction(slug, "article")).toBeNull();
    expect(await renderAction(slug, "article", { tease: true, itemName: "A headline" })).toBeNull();
  });
});
