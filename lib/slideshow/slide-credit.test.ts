/** @jest-environment node */
import { slideCredit } from "./slide-credit";

const image = { url: "https://example.com/a.png", width: 1600, height: 900 };
const person = (name: string) => ({ person: { name } });

describe("slideCredit", () => {
  it.each([
    ["the slide's source", { image, source: { name: "Getty Images" } }, "Getty Images"],
    ["authors then source", { image, authors: [person("Jane Doe")], source: { name: "Reuters" } }, "Jane Doe / Reuters"],
    ["several authors", { image, authors: [person("Jane Doe"), person("Ali Khan")] }, "Jane Doe / Ali Khan"],
    ["the image's source", { image: { ...image, source: { name: "AP" } } }, "AP"],
    ["the image's authors", { image: { ...image, authors: [person("Mia Foster")] } }, "Mia Foster"],
    ["the slide's source over the image's", { image: { ...image, source: { name: "AP" } }, source: { name: "NBC News" } }, "NBC News"],
    ["a name given twice once", { image, authors: [person("NBC News")], source: { name: "NBC News" } }, "NBC News"],
    ["nobody", { image }, null],
  ])("credits %s", (_, slide, expected) => {
    expect(slideCredit(slide)).toBe(expected);
  });
});
