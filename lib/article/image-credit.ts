/** The credit line of an image: its photographers, then its source, e.g. "Jane Doe / Reuters". */
export function imageCredit(image: { authors?: { person: { name: string } }[]; source?: { name: string } }): string | null {
  const parts = [...(image.authors ?? []).map((author) => author.person.name), ...(image.source ? [image.source.name] : [])];
  return parts.length > 0 ? parts.join(" / ") : null;
}
