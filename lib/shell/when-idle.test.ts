import { IDLE_FALLBACK_MS, whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  test("asks the browser for an idle moment, with the timeout; cancelling cancels that request", () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    const timeouts: (number | undefined)[] = [];
    window.requestIdleCallback = (callback, options) => {
      callbacks.set(callbacks.size + 1, callback);
      timeouts.push(options?.timeout);
      return callbacks.size;
    };
    window.cancelIdleCallback = (handle) => void callbacks.delete(handle);
    const ran: string[] = [];
    whenIdle(() => ran.push("first"), 2000);
    const cancel = whenIdle(() => ran.push("cancelled"), 3000);
    cancel();
    expect(timeouts).toEqual([2000, 3000]);
    for (const callback of callbacks.values()) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(ran).toEqual(["first"]);
  });

  test(`without requestIdleCallback (Safari) it runs ${IDLE_FALLBACK_MS} ms later, unless cancelled`, () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push("kept"), 5000);
    whenIdle(() => ran.push("cancelled"), 5000)();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(["kept"]);
  });

  test("a caller may wait longer than that where there is no idle callback", () => {
    jest.useFakeTimers();
    const ran: string[] = [];
    whenIdle(() => ran.push("later"), 4000, 1500);
    jest.advanceTimersByTime(1499);
    expect(ran).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ran).toEqual(["later"]);
  });
});
