import { createHouseProvider, houseCreativeUrl, type AdRequest } from "./provider";

const REQUEST: AdRequest = { slot: "news/article/article-top", pos: "topbanner1", sizes: [[970, 250], [728, 90]], targeting: { site: "news", pos: "topbanner1" }, correlator: "c1" };

describe("house-ad provider", () => {
  it("asks the site's pass-through for the first (largest) size, with the targeting", () => {
    const url = new URL(houseCreativeUrl("/api/ads/creative", REQUEST, [970, 250], "en"), "http://site.test");
    expect(url.pathname).toBe("/api/ads/creative");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      slot: "news/article/article-top",
      pos: "topbanner1",
      size: "970x250",
      lang: "en",
      c: "c1",
      targeting: '{"site":"news","pos":"topbanner1"}',
    });
  });

  const provider = createHouseProvider({ creativeUrl: "/api/ads/creative", language: "es", alt: "Noticias Telemundo: mantente informado", clickUrl: "/" });

  it("has no ad for a slot without sizes at this width", async () => {
    expect(await provider.request({ ...REQUEST, sizes: [] })).toBeNull();
  });

  it("draws the creative as a sized image inside a sponsored link, and clears it", async () => {
    const creative = await provider.request(REQUEST);
    expect(creative).toMatchObject({ width: 970, height: 250, clickUrl: "/", alt: "Noticias Telemundo: mantente informado" });
    const box = document.createElement("div");
    const rendered = provider.render(box, creative!);
    const image = box.querySelector("img")!;
    expect(image).toHaveAttribute("width", "970");
    expect(image).toHaveAttribute("height", "250");
    expect(image.src).toContain("lang=es");
    expect(box.querySelector("a")).toHaveAttribute("rel", "sponsored");
    image.dispatchEvent(new Event("load"));
    await expect(rendered).resolves.toBeUndefined();
    provider.clear(box);
    expect(box).toBeEmptyDOMElement();
  });

  it("fails the render when the creative does not load", async () => {
    const box = document.createElement("div");
    const rendered = provider.render(box, (await provider.request(REQUEST))!);
    box.querySelector("img")!.dispatchEvent(new Event("error"));
    await expect(rendered).rejects.toThrow("ad creative failed to load");
  });
});
