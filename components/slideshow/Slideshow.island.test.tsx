import { act, fireEvent, render, screen } from "@testing-library/react";
import { Slideshow } from "./Slideshow.island";

const TOTAL = 4;
const labels = {
  region: "Slideshow",
  previous: "Previous photo",
  next: "Next photo",
  counters: Array.from({ length: TOTAL }, (_, i) => `${i + 1} of ${TOTAL}`),
};
const slides = Array.from({ length: TOTAL }, (_, i) => (
  <figure key={i} id={`slide-${i + 1}`}>
    <figcaption>Caption {i + 1}</figcaption>
  </figure>
));

function renderSlideshow() {
  render(<Slideshow slides={slides} labels={labels} />);
  return {
    region: screen.getByRole("region", { name: "Slideshow" }),
    previous: screen.getByRole("button", { name: "Previous photo" }),
    next: screen.getByRole("button", { name: "Next photo" }),
  };
}

/** The caption of the one slide on show (jsdom applies no Tailwind: `hidden` marks the others). */
function shownCaptions() {
  return screen
    .getAllByRole("listitem")
    .filter((item) => !item.classList.contains("hidden"))
    .map((item) => item.textContent);
}

/** jsdom has no PointerEvent; fireEvent then makes a bare Event without coordinates. */
class TestPointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? false;
  }
}

beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

beforeEach(() => {
  window.history.replaceState(null, "", "/news/in-photos-ncsl300000");
});

describe("Slideshow island", () => {
  it("renders every slide with its id, showing the first", () => {
    renderSlideshow();
    expect(screen.getAllByRole("listitem")).toHaveLength(TOTAL);
    expect(document.getElementById("slide-3")).toBeInTheDocument();
    expect(shownCaptions()).toEqual(["Caption 1"]);
    expect(screen.getByText("1 of 4")).toHaveAttribute("aria-live", "polite");
  });

  it("moves with the buttons, keeps the hash in sync and stops at both ends", () => {
    const { previous, next } = renderSlideshow();
    expect(previous).toHaveAttribute("aria-disabled", "true");

    fireEvent.click(next);
    expect(shownCaptions()).toEqual(["Caption 2"]);
    expect(screen.getByText("2 of 4")).toBeInTheDocument();
    expect(window.location.hash).toBe("#slide-2");
    expect(previous).toHaveAttribute("aria-disabled", "false");

    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shownCaptions()).toEqual(["Caption 4"]);
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(window.location.hash).toBe("#slide-4");

    fireEvent.click(previous);
    expect(shownCaptions()).toEqual(["Caption 3"]);
    expect(window.location.hash).toBe("#slide-3");
  });

  it("moves with the arrow keys while focus is inside the slideshow", () => {
    const { region, next } = renderSlideshow();
    next.focus();
    fireEvent.keyDown(next, { key: "ArrowRight" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(shownCaptions()).toEqual(["Caption 3"]);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(shownCaptions()).toEqual(["Caption 2"]);
    expect(screen.getByText("2 of 4")).toBeInTheDocument();
    fireEvent.keyDown(region, { key: "Enter" });
    expect(shownCaptions()).toEqual(["Caption 2"]);
  });

  it("ignores arrow keys pressed outside it", () => {
    renderSlideshow();
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(shownCaptions()).toEqual(["Caption 1"]);
  });

  it("opens at the slide the hash names and follows later hash changes", () => {
    window.history.replaceState(null, "", "#slide-3");
    renderSlideshow();
    expect(shownCaptions()).toEqual(["Caption 3"]);
    expect(screen.getByText("3 of 4")).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, "", "#slide-2");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(shownCaptions()).toEqual(["Caption 2"]);
  });

  it("opens at the first slide when the hash names no slide", () => {
    window.history.replaceState(null, "", "#slide-9");
    renderSlideshow();
    expect(shownCaptions()).toEqual(["Caption 1"]);
  });

  it("goes forward on a swipe to the left and back on a swipe to the right", () => {
    renderSlideshow();
    const list = screen.getByRole("list");
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(list, { isPrimary: true, clientX: from, clientY: 100 });
      fireEvent.pointerUp(list, { isPrimary: true, clientX: to, clientY: 105 });
    };
    swipe(300, 100);
    expect(shownCaptions()).toEqual(["Caption 2"]);
    swipe(100, 130);
    expect(shownCaptions()).toEqual(["Caption 2"]);
    swipe(100, 300);
    expect(shownCaptions()).toEqual(["Caption 1"]);
  });
});
