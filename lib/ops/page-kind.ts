/** The kind of page a path shows, as the site routes it (lib/routing), as the operators' metrics and logs name it. */
import { resolveRoute, type PageKind } from "@/lib/routing/resolve-route";
import type { RequestKind } from "./labels.mjs";

const LABELS: Record<PageKind["kind"], RequestKind> = {
  front: "front",
  draft: "draft",
  article: "article",
  liveBlog: "live_blog",
  recipe: "recipe",
  product: "product",
  slideshow: "slideshow",
  video: "video",
  playlist: "playlist",
  author: "author",
  showBlog: "show_blog",
  embedded: "embedded",
  live: "live_tv",
};

/** A path no page has (the 404 page) is "error". */
export function pageKindOfPath(path: string): RequestKind {
  let segments: string[];
  try {
    segments = path.split("?")[0]!.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return "error";
  }
  if (segments[0] === "start-today-app-view") segments = segments.slice(1);
  if (segments[0] === "account") return "account";
  if (segments[0] === "local") return "local";
  const page = resolveRoute(segments);
  return page ? LABELS[page.kind] : "error";
}
