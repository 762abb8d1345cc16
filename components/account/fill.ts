/** Fills `{name}`-style placeholders left in a server-formatted text. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
