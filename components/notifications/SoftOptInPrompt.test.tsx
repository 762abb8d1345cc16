import { fireEvent, render, screen } from "@testing-library/react";
import { SoftOptInPrompt } from "./SoftOptInPrompt";

const texts = { title: "Get breaking news alerts", body: "Body", allow: "Allow alerts", notNow: "Not now" };

describe("soft opt-in card", () => {
  test("a labelled region that takes no focus", () => {
    render(<SoftOptInPrompt texts={texts} onAnswer={() => {}} />);
    expect(screen.getByRole("region", { name: "Get breaking news alerts" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  test.each([
    ["Escape elsewhere on the page (a menu, a modal)", false, false],
    ["Escape with focus in the card", true, true],
  ])("%s → an opt-out: %s", (_, inCard, optedOut) => {
    const onAnswer = jest.fn();
    render(<SoftOptInPrompt texts={texts} onAnswer={onAnswer} />);
    fireEvent.keyDown(inCard ? screen.getByRole("button", { name: "Not now" }) : document.body, { key: "Escape" });
    expect(onAnswer).toHaveBeenCalledTimes(optedOut ? 1 : 0);
    if (optedOut) expect(onAnswer).toHaveBeenCalledWith(false);
  });
});
