/** @jest-environment node */
import { formatRecipeTime } from "./recipe-time";

describe("formatRecipeTime", () => {
  it.each([
    ["PT20M", "en", "20 minutes"],
    ["PT1M", "en", "1 minute"],
    ["PT1H", "en", "1 hour"],
    ["PT1H15M", "en", "1 hour 15 minutes"],
    ["PT2H5M", "en", "2 hours 5 minutes"],
    ["PT90M", "en", "1 hour 30 minutes"],
    ["PT45S", "en", "45 seconds"],
    ["P1DT2H", "en", "1 day 2 hours"],
    ["PT24H", "en", "1 day"],
    ["PT20M", "es", "20 minutos"],
    ["PT1M", "es", "1 minuto"],
    ["PT1H15M", "es", "1 hora 15 minutos"],
    ["PT2H", "es", "2 horas"],
    ["P2D", "es", "2 días"],
  ] as const)("%s in %s is %s", (iso, language, expected) => {
    expect(formatRecipeTime(iso, language)).toBe(expected);
  });

  it.each(["", "20 minutes", "P", "PT", "PT0M", "1H", "PT-5M"])("%p is not a recipe time", (iso) => {
    expect(formatRecipeTime(iso, "en")).toBeNull();
  });
});
