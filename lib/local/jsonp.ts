/**
 * The JSONP loader (spec 2 §7, §8, §9): adds a `callback` parameter, injects a script, and settles with the
 * payload, or fails with "JSONP request to {url} timed out" after 5000 ms or "JSONP request to {url} failed" when
 * the script does not load.
 */
export const JSONP_TIMEOUT_MS = 5000;

export const jsonpTimedOut = (url: string) => `JSONP request to ${url} timed out`;
export const jsonpFailed = (url: string) => `JSONP request to ${url} failed`;

let counter = 0;

export function jsonp<T>(url: string, options: { timeoutMs?: number; doc?: Document; win?: Window } = {}): Promise<T> {
  const doc = options.doc ?? document;
  const win = (options.win ?? window) as unknown as Record<string, unknown>;
  const timeoutMs = options.timeoutMs ?? JSONP_TIMEOUT_MS;
  const name = `__newsroomJsonp${Date.now().toString(36)}${(counter++).toString(36)}`;
  const src = `${url}${url.includes("?") ? "&" : "?"}callback=${name}`;
  return new Promise<T>((resolve, reject) => {
    const script = doc.createElement("script");
    const cleanup = () => {
      clearTimeout(timer);
      script.remove();
      // Keep a no-op in place: a late answer after the timeout must not throw in the page.
      win[name] = () => {};
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(jsonpTimedOut(url)));
    }, timeoutMs);
    win[name] = (payload: T) => {
      cleanup();
      resolve(payload);
    };
    script.onerror = () => {
      cleanup();
      reject(new Error(jsonpFailed(url)));
    };
    script.src = src;
    script.async = true;
    doc.head.appendChild(script);
  });
}
