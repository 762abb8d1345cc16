/** @jest-environment node */
import { isPreviewEnvironment } from "./preview-environment";

describe("isPreviewEnvironment", () => {
  it.each([
    ["https://preview.api.today.com/content", true],
    ["https://preview-api.example.com", true],
    ["http://preview/content", true],
    ["https://api.today.com/content", false],
    ["https://api.today.com/preview/content", false],
    ["https://nopreview.api.today.com", false],
    ["http://127.0.0.1:4000/content", false],
    ["", false],
  ])("%p → %p", (address, expected) => {
    expect(isPreviewEnvironment(address)).toBe(expected);
  });
});
