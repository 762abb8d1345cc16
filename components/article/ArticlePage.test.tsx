import { screen, within } from "@testing-library/react";
import { articleFixture, paragraphs, teasableFixture } from "@/lib/article/test-fixtures";
import { VERTICALS } from "@/lib/verticals/verticals";
import { ArticlePage } from "./ArticlePage";
import { renderServer } from "./test-render";

jest.mock("next-intl/server", () => jest.requireActual("./test-render").intlServerMock());

const CANONICAL_URL = "https://nbcnews.com/politics/lawmakers-unveil-a-plan-rcna100000";
const related = [teasableFixture("rcna100001"), teasableFixture("rcna100002")];
const mostPopular = [teasableFixture("rcna100000"), teasableFixture("rcna100088"), teasableFixture("rcna100089")];

describe("ArticlePage", () => {
  beforeEach(async () => {
    await renderServer(<ArticlePage article={articleFixture()} vertical={VERTICALS.news} canonicalUrl={CANONICAL_URL} related={related} mostPopular={mostPopular} />);
  });

  it("has one h1, the dek and the unibrow linking to the section front", () => {
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Lawmakers unveil a plan"]);
    expect(screen.getByText("Residents are watching closely.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Politics" })).toHaveAttribute("href", "/politics");
  });

  it("has a byline with the authors and the published and updated times in New York time", () => {
    const byline = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "By Sophia Fisher and Olivia Hayes");
    expect(within(byline).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sophia Fisher", "/author/sophia-fisher-ncpr700006"],
      ["Olivia Hayes", "/author/olivia-hayes-ncpr700003"],
    ]);
    const published = screen.getByText(/^Published March 3, 2026 at 10:00/);
    expect(published.tagName).toBe("TIME");
    expect(published).toHaveAttribute("dateTime", "2026-03-03T15:00:00.000Z");
    expect(screen.getByText(/^Updated March 3, 2026 at 12:30/)).toHaveAttribute("dateTime", "2026-03-03T17:30:00.000Z");
  });

  it("loads the primary image first, with caption and credit", () => {
    const image = screen.getByRole("img", { name: "Alt of rcna100000-primary" });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading", "lazy");
    expect(screen.getByText("Caption of rcna100000-primary")).toBeInTheDocument();
  });

  it("offers the share link", () => {
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  });

  it("has author cards with safe social links only", () => {
    const about = screen.getByRole("region", { name: "About the authors" });
    expect(within(about).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Sophia Fisher", "Olivia Hayes"]);
    expect(within(about).getByText("Senior producer")).toBeInTheDocument();
    expect(within(about).getByText("Sophia Fisher is a senior producer.")).toBeInTheDocument();
    expect(within(about).getAllByRole("link").map((link) => [link.getAttribute("aria-label") ?? link.textContent, link.getAttribute("href")])).toEqual([
      ["Sophia Fisher", "/author/sophia-fisher-ncpr700006"],
      ["Sophia Fisher on X", "https://twitter.com/sophiafisher"],
      ["Olivia Hayes", "/author/olivia-hayes-ncpr700003"],
    ]);
  });

  it("lists related articles, and most popular without the article itself", () => {
    const relatedSection = screen.getByRole("region", { name: "Related" });
    expect(within(relatedSection).getByRole("link", { name: "Headline rcna100001" })).toHaveAttribute("href", "/politics/headline-rcna100001");
    const popular = screen.getByRole("region", { name: "Most popular" });
    expect(within(popular).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Headline rcna100088", "Headline rcna100089"]);
  });
});

describe("ArticlePage on a Spanish brand", () => {
  it("shows the related articles in the recommendation reel of a long article, not below it", async () => {
    const article = articleFixture({ body: paragraphs(8) });
    await renderServer(<ArticlePage article={article} vertical={VERTICALS.noticias} canonicalUrl={CANONICAL_URL} related={related} mostPopular={[]} />);
    expect(screen.getByRole("complementary", { name: "Recomendado" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Relacionados" })).not.toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Por Sophia Fisher y Olivia Hayes")).toBeInTheDocument();
    expect(screen.getByText(/^Publicado el 3 de marzo de 2026/)).toBeInTheDocument();
  });

  it("keeps related articles below a short article", async () => {
    await renderServer(<ArticlePage article={articleFixture({ body: paragraphs(6) })} vertical={VERTICALS.noticias} canonicalUrl={CANONICAL_URL} related={related} mostPopular={[]} />);
    expect(screen.queryByRole("complementary", { name: "Recomendado" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Relacionados" })).toBeInTheDocument();
  });
});

describe("ArticlePage without extras", () => {
  it("renders the story when related and most popular are empty", async () => {
    await renderServer(<ArticlePage article={articleFixture()} vertical={VERTICALS.news} canonicalUrl={CANONICAL_URL} related={[]} mostPopular={[]} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Related" })).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });
});
