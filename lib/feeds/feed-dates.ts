function parsed(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The W3C datetime (ISO 8601, UTC) sitemaps take, or null when the text is not a date. */
export function w3cDate(text: string | undefined): string | null {
  return parsed(text)?.toISOString() ?? null;
}

/** The RFC 822 date RSS 2.0 takes (`Fri, 20 Nov 2026 11:48:00 GMT`), or null when the text is not a date. */
export function rfc822Date(text: string | undefined): string | null {
  return parsed(text)?.toUTCString() ?? null;
}

/** Milliseconds since the epoch, or null when the text is not a date. */
export function timeOf(text: string | undefined): number | null {
  return parsed(text)?.getTime() ?? null;
}
