import { act, renderHook } from "@testing-library/react";
import { LOADER_DELAY_MS } from "@/lib/shell/loader-delay";
import { useDelayedLoader } from "./useDelayedLoader";

describe("useDelayedLoader (spec 2 §9: loader default delay 200 ms)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("the delay is the spec's", () => {
    expect(LOADER_DELAY_MS).toBe(200);
  });

  test("a wait shorter than 200 ms shows no loader; a longer one shows it from 200 ms", () => {
    const { result, rerender } = renderHook(({ waiting }) => useDelayedLoader(waiting), { initialProps: { waiting: true } });
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    act(() => jest.advanceTimersByTime(150));
    rerender({ waiting: false });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
