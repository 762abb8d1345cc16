import en from "@/messages/en.json";
import es from "@/messages/es.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("messages", () => {
  it("has the same keys in English and Spanish", () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it.each([
    ["403", "You don't have access to this page. Get the latest from <link>{brand}</link>."],
    ["404", "This page isn't available now. Get the latest from <link>{brand}</link>."],
    ["500", "Access to <link>{brand}</link> is temporarily unavailable. The problem will be resolved as soon as possible."],
  ] as const)("has the spec's %s text", (status, body) => {
    expect(en.errors[status].body).toBe(body);
  });

  it("has the Spanish 404 starting with Lo sentimos", () => {
    expect(es.errors["404"].body).toMatch(/^Lo sentimos.*<link>\{brand\}<\/link>/);
  });

  it("has the IE 11 alert in both languages", () => {
    expect(en.shell.ie11).toBe("IE 11 is not supported. For an optimal experience visit our site on another browser.");
    expect(es.shell.ie11).toMatch(/^IE 11 no es compatible/);
  });
});
