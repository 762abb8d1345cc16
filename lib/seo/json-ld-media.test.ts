/** @jest-environment node */
import type { Recipe, Video } from "@/lib/api/schemas/content";
import { VERTICALS } from "@/lib/verticals/verticals";
import { canonicalSitePath, contentBreadcrumbs, imageGalleryJsonLd, recipeJsonLd, videoObjectJsonLd } from "./json-ld-media";

const image = { url: "https://img.example/a/1600x900.png", width: 1600, height: 900, altText: "Soup" };
const author = { person: { name: "Mason Price", url: "https://today.com/author/mason-price-ncpr700111" } };
const taxonomy = { primarySection: { name: "Recipes", path: "today/food/recipes", url: { primary: "https://today.com/food/recipes" } } };

const recipe: Recipe = {
  id: "tdrp401000",
  type: "recipe",
  headline: { primary: "Spicy chickpeas" },
  description: { primary: "Most saved.", seo: "Our readers' most-saved recipe." },
  url: { primary: "https://today.com/recipes/spicy-chickpeas-tdrp401000", canonical: "https://today.com/recipes/spicy-chickpeas-tdrp401000" },
  primaryImage: image,
  taxonomy,
  authors: [author],
  datePublished: "2026-11-20T12:00:00.000Z",
  ingredients: [{ ingredients: ["1 cup rice", "2 eggs"] }, { name: "For serving", ingredients: ["Parsley"] }],
  instructions: [{ instructions: ["Boil.", "Serve."] }],
  nutrition: { calories: "720 calories" },
  prepTime: "PT20M",
  cookTime: "PT55M",
  totalTime: "PT1H15M",
  servingSize: "7",
  yield: "7 servings",
};

const video: Video = {
  id: "mmvo2000000",
  type: "video",
  headline: { primary: "Inside the fight" },
  url: { primary: "https://nbcnews.com/video/inside-the-fight-mmvo2000000" },
  teaseImage: image,
  datePublished: "2026-11-20T10:08:00.000Z",
  duration: "PT6M46S",
  videoAssets: [
    { format: "MPEG4", assetType: "embedded", publicUrl: "https://m/v-400k.mp4", width: 640, height: 360, assetDuration: 406, bitrate: 400_000 },
    { format: "MPEG4", assetType: "embedded", publicUrl: "https://m/v-1200k.mp4", width: 1280, height: 720, assetDuration: 406, bitrate: 1_200_000 },
    { format: "M3U", assetType: "embedded", publicUrl: "https://m/v/master.m3u8", width: 1920, height: 1080, assetDuration: 406, bitrate: 0 },
  ],
};

describe("recipeJsonLd", () => {
  it("describes the recipe with its times, ingredients, steps and calories", () => {
    expect(recipeJsonLd(recipe, VERTICALS.today)).toEqual({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Spicy chickpeas",
      description: "Our readers' most-saved recipe.",
      url: "https://today.com/recipes/spicy-chickpeas-tdrp401000",
      image: [image.url],
      author: [{ "@type": "Person", name: "Mason Price", url: author.person.url }],
      publisher: { "@type": "Organization", name: "TODAY" },
      datePublished: "2026-11-20T12:00:00.000Z",
      prepTime: "PT20M",
      cookTime: "PT55M",
      totalTime: "PT1H15M",
      recipeYield: "7 servings",
      recipeIngredient: ["1 cup rice", "2 eggs", "Parsley"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Boil." },
        { "@type": "HowToStep", text: "Serve." },
      ],
      nutrition: { "@type": "NutritionInformation", calories: "720 calories" },
    });
  });

  it("leaves out what the recipe does not have", () => {
    const bare = recipeJsonLd({ ...recipe, nutrition: undefined, yield: undefined, primaryImage: undefined }, VERTICALS.today);
    expect(bare.nutrition).toBeUndefined();
    expect(bare.image).toBeUndefined();
    expect(bare.recipeYield).toBe("7");
  });
});

describe("imageGalleryJsonLd", () => {
  it("lists every slide as an image with its caption and credit", () => {
    const slides = [
      { headline: "First", caption: "One", source: { name: "Getty Images", copyright: "© 2026 Getty Images" }, image },
      { image: { ...image, caption: "Two" }, authors: [author] },
    ];
    const gallery = imageGalleryJsonLd(
      { id: "ncsl300000", type: "slideshow", headline: { primary: "In photos" }, url: { primary: "https://nbcnews.com/politics/in-photos-ncsl300000" }, slides },
      VERTICALS.news,
    );
    expect(gallery).toMatchObject({ "@type": "ImageGallery", name: "In photos", url: "https://nbcnews.com/politics/in-photos-ncsl300000" });
    expect(gallery.associatedMedia).toEqual([
      { "@type": "ImageObject", contentUrl: image.url, width: 1600, height: 900, name: "First", caption: "One", creditText: "Getty Images", copyrightNotice: "© 2026 Getty Images" },
      { "@type": "ImageObject", contentUrl: image.url, width: 1600, height: 900, caption: "Two", creditText: "Mason Price" },
    ]);
  });
});

describe("videoObjectJsonLd", () => {
  it("points at the playable MP4 and the embedded player", () => {
    expect(videoObjectJsonLd(video, VERTICALS.news)).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Inside the fight",
      description: "Inside the fight",
      url: "https://nbcnews.com/video/inside-the-fight-mmvo2000000",
      thumbnailUrl: [image.url],
      uploadDate: "2026-11-20T10:08:00.000Z",
      duration: "PT6M46S",
      contentUrl: "https://m/v-1200k.mp4",
      embedUrl: "https://nbcnews.com/embedded-video/mmvo2000000",
      publisher: { "@type": "Organization", name: "NBC News" },
    });
  });

  it("says when an expired video expired", () => {
    expect(videoObjectJsonLd({ ...video, expired: true, expirationDate: "2026-11-19T16:49:00.000Z" }, VERTICALS.news).expires).toBe("2026-11-19T16:49:00.000Z");
  });
});

describe("contentBreadcrumbs", () => {
  it("goes home, section, item", () => {
    expect(contentBreadcrumbs(VERTICALS.today, recipe).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "TODAY", item: "https://today.com/" },
      { "@type": "ListItem", position: 2, name: "Recipes", item: "https://today.com/food/recipes" },
      { "@type": "ListItem", position: 3, name: "Spicy chickpeas", item: "https://today.com/recipes/spicy-chickpeas-tdrp401000" },
    ]);
  });
});

describe("canonicalSitePath", () => {
  it.each([
    ["the canonical url on the vertical's host", { primary: "https://today.com/a-tdrp1", canonical: "https://www.today.com/b-tdrp1" }, "today", "/b-tdrp1"],
    ["the primary url without a canonical one", { primary: "https://today.com/a-tdrp1" }, "today", "/a-tdrp1"],
    ["a site path as it is", { primary: "/recipes/a-tdrp1" }, "today", "/recipes/a-tdrp1"],
    ["nothing for another site's url", { primary: "https://telemundo.com/noticias/a-ncsl1" }, "noticias", null],
    ["nothing for a malformed url", { primary: "not a url" }, "today", null],
  ] as const)("gives %s", (_, urls, slug, expected) => {
    expect(canonicalSitePath(urls, VERTICALS[slug])).toBe(expected);
  });
});
