/**
 * The `card/search` filters (spec 1 §7): `type:card AND taxonomy:{path} AND (subType:post OR subType:text)`, with an
 * optional upper bound on datePublished (its timezone offset stripped, spec 1 §5) and an optional `NOT id:{excluded}`.
 * "Load more" on a live blog asks for the posts of the blog's topic at or before the oldest one shown, that one
 * excluded.
 */
import { stripTimezoneOffset } from "./live-status";

export function cardSearchFilters({ taxonomyPath, publishedBefore, excludedId }: { taxonomyPath: string; publishedBefore?: string; excludedId?: string }): string {
  return [
    `type:card AND taxonomy:${taxonomyPath} AND (subType:post OR subType:text)`,
    ...(publishedBefore ? [`datePublished:[* TO ${stripTimezoneOffset(new Date(publishedBefore).toISOString())}]`] : []),
    ...(excludedId ? [`NOT id:${excludedId}`] : []),
  ].join(" AND ");
}
