import { jsonp, JSONP_TIMEOUT_MS } from "./jsonp";

function lastScript(): HTMLScriptElement {
  const scripts = document.head.querySelectorAll("script");
  return scripts[scripts.length - 1] as HTMLScriptElement;
}

function callbackOf(script: HTMLScriptElement): string {
  return new URL(script.src, "http://localhost").searchParams.get("callback") as string;
}

describe("JSONP loader (spec 2 §7–§9)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = "";
  });

  test("adds a callback parameter and resolves with what the script passes it", async () => {
    const answer = jsonp<{ found: boolean }>("/api/local/zipinfo?zip=10001");
    const script = lastScript();
    expect(script.src).toMatch(/\/api\/local\/zipinfo\?zip=10001&callback=__newsroomJsonp/);
    (window as unknown as Record<string, (value: unknown) => void>)[callbackOf(script)]?.({ found: true });
    await expect(answer).resolves.toEqual({ found: true });
    expect(document.head.querySelector("script")).toBeNull();
  });

  test("times out after 5000 ms with the spec's message", async () => {
    expect(JSONP_TIMEOUT_MS).toBe(5000);
    const answer = jsonp("/slow");
    const settled = jest.fn();
    answer.catch(settled);
    jest.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(answer).rejects.toThrow("JSONP request to /slow timed out");
    expect(document.head.querySelector("script")).toBeNull();
  });

  test("a script that fails to load fails with the spec's message", async () => {
    const answer = jsonp("/broken");
    lastScript().dispatchEvent(new Event("error"));
    await expect(answer).rejects.toThrow("JSONP request to /broken failed");
  });

  test("a late answer after the timeout is ignored without an error", async () => {
    const answer = jsonp("/late");
    const name = callbackOf(lastScript());
    jest.advanceTimersByTime(JSONP_TIMEOUT_MS);
    await expect(answer).rejects.toThrow("timed out");
    expect(() => (window as unknown as Record<string, (value: unknown) => void>)[name]?.({})).not.toThrow();
  });
});
