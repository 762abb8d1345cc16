/**
 * The gated part of a story as HTML, for the gated-body route (server only): the same blocks and classes as
 * components/article/BodyBlock, rendered to a string so a route handler can answer it. Paragraph HTML goes through the
 * same allowlist sanitizer; every other text is escaped; embeds become plain links (their frames need the page's
 * scripts, which a late-inserted fragment does not run).
 */
import { parseBodyBlocks, type BodyBlock } from "@/lib/article/body-blocks";
import { safeWebUrl } from "@/lib/article/safe-url";
import { sanitizeInlineHtml } from "@/lib/article/sanitize";
import { escapeHtml } from "@/lib/format/escape-html";


const LINKS = "[&_a]:font-semibold [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2";
const HEADING_SIZE = { 2: "text-2xl", 3: "text-xl", 4: "text-lg" } as const;

export function blockHtml(block: BodyBlock, siteHosts: readonly string[]): string {
  switch (block.type) {
    case "paragraph": {
      const html = sanitizeInlineHtml(block.html, { siteHosts: [...siteHosts] });
      return html.trim() ? `<p class="${LINKS}">${html}</p>` : "";
    }
    case "heading":
      return `<h${block.level} class="font-serif font-bold leading-tight ${HEADING_SIZE[block.level]}">${escapeHtml(block.text)}</h${block.level}>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
      return `<${tag} class="flex flex-col gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}">${items}</${tag}>`;
    }
    case "image": {
      const src = safeWebUrl(block.image.url);
      if (!src) return "";
      const caption = block.image.caption ? `<figcaption class="font-sans text-sm text-neutral-700">${escapeHtml(block.image.caption)}</figcaption>` : "";
      const size = block.image.width && block.image.height ? ` width="${block.image.width}" height="${block.image.height}"` : "";
      return `<figure class="flex flex-col gap-2"><img src="${escapeHtml(src.href)}" alt="${escapeHtml(block.image.altText ?? "")}"${size} loading="lazy" decoding="async" class="h-auto w-full bg-neutral-200">${caption}</figure>`;
    }
    case "pullQuote": {
      const attribution = block.attribution ? `<figcaption class="mt-2 text-sm text-neutral-700">— ${escapeHtml(block.attribution)}</figcaption>` : "";
      return `<figure class="border-l-4 border-accent pl-4"><blockquote class="font-serif text-2xl font-semibold leading-snug"><p>${escapeHtml(block.text)}</p></blockquote>${attribution}</figure>`;
    }
    case "embed": {
      const url = safeWebUrl(block.url);
      return url ? `<p class="${LINKS}"><a href="${escapeHtml(url.href)}" rel="noopener noreferrer">${escapeHtml(url.href)}</a></p>` : "";
    }
  }
}

/** The gated blocks (raw, as the content API serves them) of `source` as one HTML fragment; bad blocks are dropped. */
export function gatedBodyHtml(blocks: readonly unknown[], siteHosts: readonly string[], source: string): string {
  return parseBodyBlocks(blocks, source)
    .map((block) => blockHtml(block, siteHosts))
    .filter(Boolean)
    .join("");
}
