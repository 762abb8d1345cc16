import type { PageKind } from "@/lib/routing/resolve-route";
import type { PageDefinition, PageKindName } from "@/lib/pages/page-definition";
import { articlePage, showBlogPage } from "@/components/article/article-page";
import { authorPage } from "@/components/author/author-page";
import { productPage } from "@/components/commerce/product-page";
import { embeddedPage } from "@/components/embedded/embedded-page";
import { draftPage, frontPage } from "@/components/front/front-page";
import { liveBlogPage } from "@/components/live-blog/live-blog-page";
import { recipePage } from "@/components/recipe/recipe-page";
import { slideshowPage } from "@/components/slideshow/slideshow-page";
import { livePage } from "@/components/tv/live-page";
import { playlistPage } from "@/components/video/playlist-page";
import { videoPage } from "@/components/video/video-page";

/** Every page kind's definition. */
export const PAGES: Record<PageKindName, PageDefinition<PageKind, unknown>> = {
  front: frontPage,
  draft: draftPage,
  article: articlePage,
  liveBlog: liveBlogPage,
  showBlog: showBlogPage,
  recipe: recipePage,
  product: productPage,
  slideshow: slideshowPage,
  video: videoPage,
  playlist: playlistPage,
  author: authorPage,
  embedded: embeddedPage,
  live: livePage,
};
