/** A placeholder origin to resolve site-relative paths against; never shown to readers. */
const SITE = "https://site.invalid";

export type SafeHref = { href: string; kind: "site" | "web" | "mailto" };

/**
 * An editorial link target, or null when it is not one of: a site-relative path, an http(s) URL,
 * a mailto address. Parsed the way browsers parse it, so tricks such as `/\evil.com`, tabs inside
 * `java\tscript:` or entity-encoded schemes cannot slip through. Absolute links to one of
 * `siteHosts` become site paths, so they stay on the reader's host.
 */
export function safeHref(raw: string, siteHosts: readonly string[] = []): SafeHref | null {
  const value = raw.trim();
  if (value === "") return null;
  if (value.startsWith("/")) {
    const url = parse(value, SITE);
    return url && url.origin === SITE ? { href: `${url.pathname}${url.search}${url.hash}`, kind: "site" } : null;
  }
  const url = parse(value);
  if (!url) return null;
  if (url.protocol === "mailto:") return { href: url.href, kind: "mailto" };
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (siteHosts.includes(url.hostname)) return { href: `${url.pathname}${url.search}${url.hash}`, kind: "site" };
  return { href: url.href, kind: "web" };
}

/** An absolute http(s) URL, normalised, or null. For links that must leave the site (embeds, social profiles). */
export function safeWebUrl(raw: string): URL | null {
  const url = parse(raw.trim());
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url : null;
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
