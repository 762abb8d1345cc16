import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's links: client-side navigation without prefetching. Next prefetches every link that scrolls into view,
 * and on a cold cache each prefetch is a render: a front's header and teases cost the server five or more renders per
 * page view for pages the reader mostly never opens. A news site's readers open one or two of the dozens of links they
 * see; the page they open comes from the page caches anyway (docs/decisions.md).
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
