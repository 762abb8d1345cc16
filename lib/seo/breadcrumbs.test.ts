import { VERTICALS } from "@/lib/verticals/verticals";
import { breadcrumbList } from "./breadcrumbs";

describe("breadcrumbList", () => {
  it("starts at the brand's home and numbers every crumb", () => {
    expect(breadcrumbList(VERTICALS.today, [{ name: "Food", url: "/food" }, { name: "Soup", url: "https://today.com/food/soup-tdrp1" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "TODAY", item: "https://today.com/" },
        { "@type": "ListItem", position: 2, name: "Food", item: "https://today.com/food" },
        { "@type": "ListItem", position: 3, name: "Soup", item: "https://today.com/food/soup-tdrp1" },
      ],
    });
  });
});
