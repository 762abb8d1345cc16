import { getTranslations } from "next-intl/server";
import { Tease } from "@/components/front/Tease";
import type { ContentItem } from "@/lib/api/schemas/content";
import type { Vertical } from "@/lib/verticals/verticals";

/** The show's lead story (spec 1 §3 "Show blog state: showLead"), beside a show blog post. */
export async function ShowLead({ item, vertical }: { item: ContentItem; vertical: Vertical }) {
  const t = await getTranslations({ locale: vertical.language, namespace: "article.showBlog" });
  return (
    <section aria-labelledby="show-lead-title" className="flex flex-col gap-3">
      <h2 id="show-lead-title" className="border-b-2 border-accent pb-1 text-lg font-bold">
        {t("showLead")}
      </h2>
      <Tease item={item} vertical={vertical.slug} size="standard" />
    </section>
  );
}
