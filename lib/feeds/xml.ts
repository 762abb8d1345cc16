/** Characters XML 1.0 forbids outright (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element or a quoted attribute: markup escaped, forbidden characters dropped. */
export function xmlEscape(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
