import { newsletterOptions } from "./options";

const image = (key: string) => ({ url: `http://localhost:4000/images/newsletter-${key.replace(/_/g, "-")}/240x240.png`, width: 240, height: 240 });
const entry = (key: string, description: string, withImage = true) => ({
  key,
  title: `catalogue title of ${key}`,
  description,
  includedTaxonomyPaths: ["today"],
  signupSource: "today-newsletters",
  ...(withImage ? { image: image(key) } : {}),
});

describe("newsletterOptions", () => {
  it("lists the spec's eight newsletters in order with their ids and titles", () => {
    expect(newsletterOptions([]).map(({ id, newsletterId, title }) => [id, newsletterId, title])).toEqual([
      ["sub_today", "sub_today", "This is TODAY"],
      ["sub_food", "sub_food", "TODAY Food"],
      ["sub_starttodaywellness", "sub_starttodaywellness", "Start TODAY"],
      ["sub_ontheshow", "sub_ontheshow", "TODAY On the Show"],
      ["sub_parenting", "sub_parenting", "TODAY Parents"],
      ["sub_stuffwelove", "sub_stuffwelove", "Stuff We Love"],
      ["sub_bookclub", "sub_bookclub", "Read with Jenna"],
      ["sub_todayupdates", "sub_todayupdates", "Today updates"],
    ]);
  });

  it.each([
    ["described and pictured by the catalogue", [entry("sub_food", "Easy recipes.")], { description: "Easy recipes.", image: image("sub_food") }],
    ["without a picture in the catalogue", [entry("sub_food", "Easy recipes.", false)], { description: "Easy recipes.", image: null }],
    ["missing from the catalogue", [entry("sub_today", "The best of TODAY.")], { description: null, image: null }],
    ["with the catalogue failed (empty)", [], { description: null, image: null }],
  ])("sub_food %s", (_, catalogue, expected) => {
    expect(newsletterOptions(catalogue).find((option) => option.newsletterId === "sub_food")).toMatchObject({ title: "TODAY Food", ...expected });
  });
});
