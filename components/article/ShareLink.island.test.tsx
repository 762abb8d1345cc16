import { act, fireEvent, render, screen } from "@testing-library/react";
import { COPIED_RESET_MS, ShareLink } from "./ShareLink.island";

const CANONICAL_URL = "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000";
const labels = { copyLink: "Copy link", copied: "Copied", shareLinkCopied: "Share link copied", shareLinkFallback: "Copy this link" };

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

afterEach(() => {
  setClipboard(undefined);
  jest.useRealTimers();
});

describe("ShareLink", () => {
  it("copies the canonical CANONICAL_URL, announces it and reads Copied for 2 s", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<ShareLink url={CANONICAL_URL} labels={labels} />);
    expect(screen.getByRole("status")).toHaveTextContent("");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(CANONICAL_URL);
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Share link copied");

    act(() => jest.advanceTimersByTime(COPIED_RESET_MS - 1));
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it.each([
    ["the clipboard is unavailable", undefined],
    ["the clipboard refuses", { writeText: jest.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")) }],
  ])("offers the CANONICAL_URL selected in a read-only field when %s", async (_name, clipboard) => {
    setClipboard(clipboard);
    render(<ShareLink url={CANONICAL_URL} labels={labels} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    const field = screen.getByRole("textbox", { name: "Copy this link" }) as HTMLInputElement;
    expect(field).toHaveValue(CANONICAL_URL);
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, CANONICAL_URL.length]);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
