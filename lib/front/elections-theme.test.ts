/** @jest-environment node */
import { VERTICALS } from "@/lib/verticals/verticals";
import { electionsNavThemeYear } from "./elections-theme";

describe("electionsNavThemeYear", () => {
  it.each([
    ["news", "elections-2020", 2020],
    ["news", "elections-2022", 2022],
    ["news", "elections-2024", 2024],
    ["noticias", "elections-2024", 2024],
    ["news", "elections-2018", null],
    ["news", "elections-2026", null],
    ["msnbc", "elections-2024", null],
    ["today", "elections-2024", null],
    ["news", undefined, null],
    ["news", "elections-24", null],
    ["news", "Elections-2024", null],
    ["news", "holiday", null],
  ] as const)("%s %s -> %p", (slug, theme, expected) => {
    expect(electionsNavThemeYear(VERTICALS[slug], theme)).toBe(expected);
  });
});
