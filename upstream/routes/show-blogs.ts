/** Show-blog navigation: the next (newer), previous (older) and latest post around a post of a show blog. */
import { showBlogNavigationResponseSchema } from "../../lib/api/schemas/content";
import { compileFilter } from "../filters-sql";
import { notFound } from "../http/errors";
import { sendValid } from "../http/respond";
import type { UpstreamRoute } from "../route-context";
import { search, typeIs } from "../search";
import { POSTS_PER_SHOW, SHOWS, showTermPath } from "../seed/show-blogs";
import { storedTeasable } from "../content-items";

export const showBlogRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/content/showBlogNavigation/:show/:blog/:post",
    handler: ({ res, params, services }) => {
      const show = SHOWS.find((candidate) => candidate.slug === params.show);
      if (!show || params.blog !== "blog") throw notFound(`no show blog ${params.show}/${params.blog}`);
      const { rows } = search(services.store.db, {
        conditions: [typeIs("showblog"), compileFilter({ kind: "term", field: "taxonomy", value: { kind: "exact", value: showTermPath(show) } })],
        page: 1,
        size: POSTS_PER_SHOW * 2,
      });
      const posts = rows.map((row) => storedTeasable(row.type, row.json));
      const index = posts.findIndex((post) => post.id === params.post);
      if (index < 0) throw notFound(`no post ${params.post} on ${params.show}`);
      const at = (position: number) => (posts[position] ? [posts[position]] : []);
      sendValid(res, showBlogNavigationResponseSchema, {
        data: { next: { items: at(index - 1) }, previous: { items: at(index + 1) }, latest: { items: at(0) } },
      });
    },
  },
];
