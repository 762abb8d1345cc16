import type { BodyBlock as BodyBlockData } from "@/lib/article/body-blocks";
import { sanitizeInlineHtml } from "@/lib/article/sanitize";
import { html, innerHtml } from "@/lib/html/html";
import type { Vertical } from "@/lib/verticals/verticals";
import { ArticleFigure } from "./ArticleFigure";
import { EmbedBlock } from "./EmbedBlock";

const HEADING_CLASS = "font-serif font-bold leading-tight";
const HEADING_SIZE = { 2: "text-2xl", 3: "text-xl", 4: "text-lg" } as const;
const LINKS = "[&_a]:font-semibold [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2";

/** One block of an article body. Paragraph HTML is editorial and goes through the allowlist sanitizer. */
export function BodyBlock({ block, vertical }: { block: BodyBlockData; vertical: Vertical }) {
  switch (block.type) {
    case "paragraph": {
      const html = sanitizeInlineHtml(block.html, { siteHosts: vertical.hosts });
      return html.trim() ? <p className={LINKS} dangerouslySetInnerHTML={{ __html: html }} /> : null;
    }
    case "heading": {
      const Heading = `h${block.level}` as const;
      return <Heading className={`${HEADING_CLASS} ${HEADING_SIZE[block.level]}`}>{block.text}</Heading>;
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`flex flex-col gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}
          {...innerHtml(html`${block.items.map((item) => html`<li>${item}</li>`)}`)}
        />
      );
    }
    case "image":
      return <ArticleFigure image={block.image} language={vertical.language} sizes="(min-width: 758px) 680px, 100vw" />;
    case "pullQuote":
      return (
        <figure
          className="border-l-4 border-accent pl-4"
          {...innerHtml(
            html`<blockquote class="font-serif text-2xl font-semibold leading-snug"><p>${block.text}</p></blockquote>${
              block.attribution && html`<figcaption class="mt-2 text-sm text-neutral-700">— ${block.attribution}</figcaption>`
            }`,
          )}
        />
      );
    case "embed":
      return <EmbedBlock block={block} language={vertical.language} />;
  }
}
