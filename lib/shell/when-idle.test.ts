import { IDLE_FALLBACK_MS, startWhenIdle, whenIdle } from "./when-idle";

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

describe("startWhenIdle", () => {
  afterEach(() => jest.useRealTimers());

  /** A module load the test settles by hand, and a log of what was loaded, started and stopped. */
  function setUp() {
    const log: string[] = [];
    let arrive: (loaded: string) => void = () => undefined;
    const load = () => {
      log.push("load");
      return new Promise<string>((resolve) => (arrive = resolve));
    };
    const start = (loaded: string) => {
      log.push(`start ${loaded}`);
      return () => log.push(`stop ${loaded}`);
    };
    // Two turns of the microtask queue: the load's promise, then startWhenIdle's `then`.
    return { log, load, start, arrive: async (loaded: string) => (arrive(loaded), await Promise.resolve(), await Promise.resolve()) };
  }

  test("loads when idle, starts what arrived, and stops it on cleanup", async () => {
    jest.useFakeTimers();
    const { log, load, start, arrive } = setUp();
    const cleanUp = startWhenIdle(load, start, 3000);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(log).toEqual([]);
    jest.advanceTimersByTime(1);
    await arrive("ads");
    expect(log).toEqual(["load", "start ads"]);
    cleanUp();
    expect(log).toEqual(["load", "start ads", "stop ads"]);
  });

  test.each([
    ["before the idle moment: nothing is loaded", 0, []],
    ["while the module is on its way: it is never started", IDLE_FALLBACK_MS, ["load"]],
  ])("cleaned up %s", async (_, waited, expected) => {
    jest.useFakeTimers();
    const { log, load, start, arrive } = setUp();
    const cleanUp = startWhenIdle(load, start, 3000);
    jest.advanceTimersByTime(waited);
    cleanUp();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    await arrive("poll");
    expect(log).toEqual(expected);
  });
});
