import { act, render, screen } from "@testing-library/react";
import { VERTICALS, type VerticalSlug } from "@/lib/verticals/verticals";
import { IDLE_FALLBACK_MS } from "@/lib/shell/when-idle";
import { ShellExtras, SoftOptInSlot } from "./ShellExtras.island";

jest.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));
// The prompt's own chunk: what it decides is tested in lib/notifications; here only when the shell loads it.
jest.mock("@/components/notifications/SoftOptIn", () => ({ SoftOptIn: () => <p>soft opt-in loaded</p> }));

const texts = { title: "Get alerts", body: "Body", allow: "Allow alerts", notNow: "Not now" };

/** Lets the dynamic import of the prompt settle. */
const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});

describe("the soft opt-in's 8 s (spec 1 §9), counted by the shell", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test.each<[VerticalSlug, string, boolean]>([
    ["msnbc", "/", true],
    ["msnbc", "/embedded-video/x", false],
    ["today", "/", false],
    ["today", "/shop", true],
    ["news", "/", false],
  ])("%s %s → loads at 8000 ms: %s", async (vertical, path, shown) => {
    window.history.pushState({}, "", path);
    render(<SoftOptInSlot scope={VERTICALS[vertical].flags.webNotificationSoftOptIn} softOptInTexts={texts} />);
    await act(async () => jest.advanceTimersByTime(7_999));
    await settle();
    expect(screen.queryByText("soft opt-in loaded")).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(screen.queryByText("soft opt-in loaded") !== null).toBe(shown);
  });

  test("without texts (a brand without the prompt) nothing is rendered or scheduled", async () => {
    window.history.pushState({}, "", "/");
    const { container } = render(<SoftOptInSlot scope="/" softOptInTexts={null} />);
    await act(async () => jest.advanceTimersByTime(20_000));
    await settle();
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the cable-provider bar (spec 1 §6)", () => {
  const cableTexts = { label: "TV provider", welcome: "Welcome, TV provider customer", watchLive: "Watch live", back: "Back to {host}" };
  const shell = () => <ShellExtras liveTv cableTexts={cableTexts} pingTargets={[]} vitalsSampleRate={0} />;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.cookie = "tvProvider=; max-age=0";
  });

  test("a reader with the provider cookie gets the bar once the page is idle; storage is not read before", async () => {
    document.cookie = "tvProvider=xfinity";
    const getItem = jest.spyOn(Storage.prototype, "getItem");
    render(shell());
    expect(screen.queryByRole("complementary", { name: "TV provider" })).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(IDLE_FALLBACK_MS));
    expect(screen.getByRole("complementary", { name: "TV provider" })).toHaveTextContent("Welcome, TV provider customer");
    expect(screen.getByRole("link", { name: "Watch live" })).toHaveAttribute("href", "/live");
  });

  test("an ordinary reader gets nothing, before or after", async () => {
    const { container } = render(shell());
    await act(async () => jest.advanceTimersByTime(IDLE_FALLBACK_MS));
    expect(container).toBeEmptyDOMElement();
  });
});
