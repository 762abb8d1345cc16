import Image from "next/image";
import { deferredLoading } from "@/lib/request-context/lazy-load";
import type { CardBlockView, CardView } from "@/lib/live-blog/card-view";

const LINKS = "[&_a]:font-semibold [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2";

/** Texts a card shows, resolved by whoever renders it (server page or island). */
export interface LiveBlogCardTexts {
  showMore: string;
  permalink: string;
}

function Block({ block }: { block: CardBlockView }) {
  switch (block.type) {
    case "paragraph":
      // Sanitized on the server by the article allowlist (lib/live-blog/card-view).
      return <p className={LINKS} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "heading": {
      const Heading = `h${Math.min(block.level + 1, 4)}` as "h3" | "h4";
      return <Heading className="font-serif text-lg font-bold">{block.text}</Heading>;
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`flex flex-col gap-1 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case "image":
      return (
        <figure className="flex flex-col gap-1">
          <Image src={block.url} alt={block.alt} width={block.width} height={block.height} sizes="(min-width: 1000px) 680px, 100vw" loading={deferredLoading()} className="h-auto w-full" />
          {(block.caption || block.credit) && (
            <figcaption className="text-sm text-neutral-700">
              {block.caption} {block.credit && <span className="text-xs uppercase">{block.credit}</span>}
            </figcaption>
          )}
        </figure>
      );
    case "pullQuote":
      return (
        <blockquote className="border-l-4 border-accent pl-4 font-serif text-xl">
          <p>{block.text}</p>
          {block.attribution && <footer className="mt-1 text-sm text-neutral-700">— {block.attribution}</footer>}
        </blockquote>
      );
    case "youtube":
      return (
        <div className="relative aspect-video">
          <iframe
            src={block.embedUrl}
            title={block.title}
            loading={deferredLoading()}
            allow="encrypted-media; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            className="absolute inset-0 h-full w-full"
          />
        </div>
      );
    case "link":
      return (
        <p>
          <a href={block.url} rel="noopener noreferrer" className="font-semibold underline">
            {block.label}
          </a>
        </p>
      );
  }
}

/**
 * One live-blog post. Renders in the server HTML and in the browser alike: its content arrives
 * already made safe (CardView), so it needs no sanitizer and no translations of its own.
 */
export function LiveBlogCard({
  card,
  texts,
  permalink,
  isNew = false,
  highlighted = false,
}: {
  card: CardView;
  texts: LiveBlogCardTexts;
  permalink: string;
  isNew?: boolean;
  highlighted?: boolean;
}) {
  return (
    <article
      id={card.id}
      aria-labelledby={`${card.id}-headline`}
      className={`flex scroll-mt-4 flex-col gap-3 border-t-2 py-5 ${highlighted ? "border-accent bg-neutral-50 px-4" : "border-neutral-200"} ${isNew ? "motion-safe:animate-[arrived_3s_ease-out]" : ""}`}
    >
      <p className="text-sm font-semibold text-neutral-700">
        <a href={permalink} className="hover:underline">
          <time dateTime={card.publishedAt}>{card.time}</time>
          <span className="sr-only"> — {texts.permalink}</span>
        </a>
      </p>
      <h2 id={`${card.id}-headline`} className="font-serif text-2xl font-bold leading-tight">
        {card.headline}
      </h2>
      {card.byline && <p className="text-sm text-neutral-700">{card.byline}</p>}
      <div className="flex flex-col gap-3 leading-relaxed">
        {card.visible.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      {card.hidden.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer font-semibold text-neutral-900 underline decoration-accent">{texts.showMore}</summary>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed">
            {card.hidden.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </details>
      )}
    </article>
  );
}
