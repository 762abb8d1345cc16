/** @jest-environment node */
import { createHash } from "node:crypto";
import { hashedPage } from "./hashed-policy.mjs";

const P = "PLACEHOLDER0123456789ab";
const sha = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("hashedPage", () => {
  test("drops the placeholder nonce and lists every inline script's hash, and no data block's", () => {
    const html = `<head><script src="/_next/a.js" async nonce="${P}"></script><script nonce="${P}">self.__next_f=[]</script>` +
      `<script type="application/ld+json">{"@type":"NewsArticle"}</script></head><body><script nonce='${P}'>self.__next_f.push([1,"x"])</script>` +
      `<script type="module">go()</script></body>`;
    const { body, policy } = hashedPage(html, P);
    expect(body).not.toContain(P);
    expect(body).not.toContain("nonce");
    expect(policy).toBe(["script-src 'self'", sha("self.__next_f=[]"), sha('self.__next_f.push([1,"x"])'), sha("go()")].join(" "));
  });

  test.each([
    ["no script", "<p>hi</p>", "script-src 'self'"],
    ["the same script twice, one hash", "<script>a()</script><script>a()</script>", `script-src 'self' ${sha("a()")}`],
    ["an empty inline script", "<script></script>", `script-src 'self' ${sha("")}`],
  ])("%s", (_, html, policy) => {
    expect(hashedPage(html, P).policy).toBe(policy);
  });

  test("names the script origins it is given", () => {
    expect(hashedPage("", P, { scriptOrigins: ["https://paywall.example"] }).policy).toBe("script-src 'self' https://paywall.example");
  });
});
