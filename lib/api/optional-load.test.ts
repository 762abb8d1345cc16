/** @jest-environment node */
import { ApiError } from "@/lib/api/api-error";
import { optionalLoad } from "./optional-load";

describe("optionalLoad", () => {
  it("passes a successful load through", async () => {
    await expect(optionalLoad(Promise.resolve([1]), [])).resolves.toEqual([1]);
  });
  it.each([
    ["http 500", new ApiError("http", "Internal Server Error (500) @ x", "x", 500)],
    ["timeout", new ApiError("timeout", "Timed out", "x")],
    ["schema", new ApiError("schema", "Unexpected answer", "x", 200)],
  ])("swallows an upstream error (%s)", async (_name, error) => {
    await expect(optionalLoad(Promise.reject(error), [])).resolves.toEqual([]);
  });
  it("lets a bug through", async () => {
    await expect(optionalLoad(Promise.reject(new TypeError("bug")), [])).rejects.toThrow("bug");
  });
});
