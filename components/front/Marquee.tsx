/** The front's marquee embed: html preloaded on the server and sanitized by lib/front/marquee. */
export function Marquee({ html }: { html: string }) {
  return (
    <aside
      className="rounded border-l-4 border-accent bg-neutral-50 p-4 text-neutral-900 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
