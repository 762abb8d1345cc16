import { notFound } from "next/navigation";
import { getCuration, getCurationDraft } from "@/lib/api/content";
import type { Curation } from "@/lib/api/schemas/content";
import type { PageDefinition, RouteOf } from "@/lib/pages/page-definition";
import { contentMetadata } from "@/lib/seo/metadata";
import { Front } from "./Front";

interface FrontData {
  curation: Curation;
  home: boolean;
}

/** A curated front: `curation/slug/{vertical}[/{subpath}]`. Hidden curations are not pages. */
export const frontPage: PageDefinition<RouteOf<"front">, FrontData> = {
  async load(route, { vertical, call }) {
    const curation = await getCuration(vertical.slug, route.subpath, call);
    if (curation.hidden) notFound();
    return { curation, home: route.subpath === "" };
  },
  metadata({ curation, home }, { vertical }) {
    return contentMetadata({
      vertical,
      title: curation.seoTitle,
      description: curation.seoDescription,
      canonical: curation.pageRoute,
      absoluteTitle: home,
    });
  },
  render({ curation }, { vertical }) {
    return <Front curation={curation} vertical={vertical} title={curation.seoTitle} />;
  },
};

/** An unpublished front, for editors: `curation/draft/{id}`, never cached, never indexed. */
export const draftPage: PageDefinition<RouteOf<"draft">, FrontData> = {
  async load(route, { call }) {
    return { curation: await getCurationDraft(route.id, call), home: false };
  },
  metadata({ curation }, context) {
    return { ...frontPage.metadata({ curation, home: false }, context), robots: { index: false, follow: false } };
  },
  render: (data, context) => frontPage.render(data, context),
};
