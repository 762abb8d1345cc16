/** @jest-environment node */
import { xmlEscape } from "./xml";

describe("xmlEscape", () => {
  it.each([
    ["plain text", "plain text"],
    ["Salt & pepper", "Salt &amp; pepper"],
    ["<b>bold</b>", "&lt;b&gt;bold&lt;/b&gt;"],
    [`"quoted" 'single'`, "&quot;quoted&quot; &apos;single&apos;"],
    ["&amp; stays literal", "&amp;amp; stays literal"],
    ["https://today.com/a?b=1&c=2", "https://today.com/a?b=1&amp;c=2"],
    ["tab\tnew\nline\rreturn", "tab\tnew\nline\rreturn"],
    ["bell\u0007 null\u0000 vt\u000B", "bell null vt"],
    ["noncharacter\uFFFE\uFFFF", "noncharacter"],
    ["lone \uD83D surrogate \uDE00", "lone  surrogate "],
    ["emoji 😀 and ñ, é, 中文", "emoji 😀 and ñ, é, 中文"],
  ])("%j -> %j", (input, expected) => {
    expect(xmlEscape(input)).toBe(expected);
  });
});
