import { ApiError } from "@/lib/api/api-error";
import { orErrorPage } from "./page-errors";

/** next/navigation signals 404 and 403 by throwing errors whose digest names the status. */
async function outcome(load: Promise<unknown>): Promise<string> {
  try {
    return `value ${String(await load)}`;
  } catch (error) {
    const digest = (error as { digest?: string }).digest;
    return digest ? `digest ${digest}` : `error ${(error as Error).message}`;
  }
}

// next.config.ts enables experimental.authInterrupts; the build inlines this flag, jest does not.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";

describe("orErrorPage", () => {
  const url = "http://upstream/content/x";
  it.each([
    ["a value", Promise.resolve(1), "value 1"],
    ["404", Promise.reject(ApiError.fromResponse({ status: 404, statusText: "Not Found" }, url)), "digest NEXT_HTTP_ERROR_FALLBACK;404"],
    ["400 (an id the upstream refuses)", Promise.reject(ApiError.fromResponse({ status: 400, statusText: "Bad Request" }, url)), "digest NEXT_HTTP_ERROR_FALLBACK;404"],
    ["403", Promise.reject(ApiError.fromResponse({ status: 403, statusText: "Forbidden" }, url)), "digest NEXT_HTTP_ERROR_FALLBACK;403"],
    ["500", Promise.reject(ApiError.fromResponse({ status: 500, statusText: "Server Error" }, url)), `error Server Error (500) @ ${url}`],
    ["a timeout", Promise.reject(new ApiError("timeout", "Timed out", url)), "error Timed out"],
    ["any other error", Promise.reject(new Error("boom")), "error boom"],
  ])("maps %s", async (_, load, expected) => {
    expect(await outcome(orErrorPage(load))).toBe(expected);
  });
});
