import { AUTHOR_ID, AUTHOR_SEGMENT } from "@/lib/authors/author-path";
import { frontSubpath } from "./front-path";

/** Embedded views: reduced pages meant to be framed, excluded from web-notification prompts (spec 1 §2). */
export const EMBEDDED_VIEWS = ["embedded-newsletter", "embedded-pkg", "embedded-video", "playmaker"] as const;
export type EmbeddedView = (typeof EMBEDDED_VIEWS)[number];

export type PageKind =
  | { kind: "front"; subpath: string }
  | { kind: "draft"; id: string }
  | { kind: "article"; id: string }
  | { kind: "liveBlog"; id: string; cardId?: string }
  | { kind: "recipe"; id: string }
  | { kind: "product"; id: string }
  | { kind: "slideshow"; id: string }
  | { kind: "video"; id: string }
  | { kind: "playlist"; id: string }
  | { kind: "author"; id: string }
  | { kind: "showBlog"; show: string; id: string }
  | { kind: "embedded"; view: EmbeddedView; id: string }
  | { kind: "live" };

/** Live blogs and live TV: a CDN may keep their HTML only seconds (server/cache-policy.mjs). */
export function isLivePage(page: PageKind | null): boolean {
  return page?.kind === "liveBlog" || page?.kind === "live";
}

/** Content ids by the prefix that names their type. */
const CONTENT_ID = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?((rcna|rlna|tdrp|ncsl|mmvo|tmvo|ncpn|ncpd)\d{1,12})$/;
const CARD_ID = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?(ncrd\d{1,12})$/;
const PLAYLIST_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DRAFT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EMBEDDED_ID = DRAFT_ID;
const LIVE_BLOG_SEGMENT = "live-blog";
/** Live TV's canonical route (spec 2 §2). */
export const LIVE_TV_SEGMENT = "live";

/**
 * Resolves a vertical's decoded path segments to a page kind, or null (404). URL shapes:
 * - `/` and `/{section}[/{sub}…]`: fronts (sub-path rule of spec 1 §2)
 * - `/…/{slug}-rcna123`: article; `/{section}/live-blog/{slug}-rlna123` (or any live-blog third segment): live blog,
 *   and `…-rlna123/ncrd456` one of its posts (a permalink)
 * - `/…/{slug}-tdrp123`: recipe; `-ncsl123`: slideshow; `-mmvo123`/`-tmvo123`: video; `-ncpd123`: product
 *   (its page lives at `/{section}/product/{slug}-ncpd123`, lib/commerce/product-url)
 * - `/{show}/blog/{slug}-ncpn123`: show blog post
 * - `/playlist/{id}`, `/preview/curation/{draftId}`, `/{embedded-view}/{id}`
 * - `/author/{slug}-ncpr123`: an author's page (lib/authors/author-path)
 * - `/live`: live TV (spec 2 §2, canonical route `live`; brands without live TV answer 404 from the page)
 */
export function resolveRoute(segments: readonly string[]): PageKind | null {
  const [first, second] = segments;
  const last = segments.at(-1) ?? "";

  if (first && (EMBEDDED_VIEWS as readonly string[]).includes(first)) {
    return segments.length === 2 && second && EMBEDDED_ID.test(second) ? { kind: "embedded", view: first as EmbeddedView, id: second } : null;
  }
  if (first === LIVE_TV_SEGMENT && segments.length === 1) return { kind: "live" };
  if (first === "playlist") {
    return segments.length === 2 && second && PLAYLIST_ID.test(second) ? { kind: "playlist", id: second } : null;
  }
  if (first === AUTHOR_SEGMENT) {
    const person = segments.length === 2 && second ? AUTHOR_ID.exec(second) : null;
    return person?.[1] ? { kind: "author", id: person[1] } : null;
  }
  if (first === "preview" && second === "curation") {
    const id = segments[2];
    return segments.length === 3 && id && DRAFT_ID.test(id) ? { kind: "draft", id } : null;
  }

  const card = CARD_ID.exec(last);
  if (card?.[1]) {
    const blog = segments.length >= 3 ? resolveRoute(segments.slice(0, -1)) : null;
    return blog?.kind === "liveBlog" && !blog.cardId ? { ...blog, cardId: card[1] } : null;
  }

  const content = CONTENT_ID.exec(last);
  if (content?.[1] && segments.length >= 2) {
    const id = content[1];
    const type = content[2];
    // Spec 1 §2: the third segment of the URL path (the second here, after the leading slash) names a live blog.
    if (second === LIVE_BLOG_SEGMENT || type === "rlna") return segments.length >= 3 || type === "rlna" ? { kind: "liveBlog", id } : null;
    switch (type) {
      case "rcna":
        return { kind: "article", id };
      case "tdrp":
        return { kind: "recipe", id };
      case "ncpd":
        return { kind: "product", id };
      case "ncsl":
        return { kind: "slideshow", id };
      case "mmvo":
      case "tmvo":
        return { kind: "video", id };
      case "ncpn":
        return segments.length === 3 && second === "blog" && first ? { kind: "showBlog", show: first, id } : null;
    }
  }

  const subpath = frontSubpath(segments);
  return subpath === null ? null : { kind: "front", subpath };
}

/** Card searches take rcna ids: an article id starting with r maps to its rcna form (spec 1 §7). */
export function toCardSearchArticleId(id: string): string {
  return /^r[a-z]{3}\d+$/.test(id) ? `rcna${id.slice(4)}` : id;
}
