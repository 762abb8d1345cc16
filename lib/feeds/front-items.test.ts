/** @jest-environment node */
import { curation, story } from "./feed-fixtures";
import { frontStories } from "./front-items";

describe("frontStories", () => {
  it("keeps page order, the first place of a repeat, and leaves product teases out", () => {
    const front = curation([
      [story({ id: "rcna1" }), story({ id: "rcna2" })],
      [story({ id: "ncpd9", type: "product", url: "https://www.bestbuy.com/p" }), story({ id: "rcna1" }), story({ id: "mmvo3", type: "video" })],
    ]);
    expect(frontStories(front).map((item) => item.id)).toEqual(["rcna1", "rcna2", "mmvo3"]);
  });

  it("is empty for a front without items", () => {
    expect(frontStories(curation([[]]))).toEqual([]);
  });
});
