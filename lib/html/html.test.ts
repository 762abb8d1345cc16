import { html, innerHtml, trustedHtml } from "./html";

describe("html", () => {
  it.each([
    ["a text", "Q&A <b>", "<p>Q&amp;A &lt;b&gt;</p>"],
    ["quotes in a text", `"it's"`, "<p>&quot;it&#39;s&quot;</p>"],
    ["a number", 3, "<p>3</p>"],
    ["nothing", undefined, "<p></p>"],
    ["null", null, "<p></p>"],
    ["false", false, "<p></p>"],
    ["a list of texts", ["a", "<b>"], "<p>a&lt;b&gt;</p>"],
    ["nested markup", html`<i>${"<x>"}</i>`, "<p><i>&lt;x&gt;</i></p>"],
    ["trusted markup", trustedHtml("<em>ok</em>"), "<p><em>ok</em></p>"],
  ] as const)("draws %s", (_, value, expected) => {
    expect(html`<p>${value}</p>`.value).toBe(expected);
  });

  it("escapes a slot inside an attribute value, so it cannot close the quote", () => {
    expect(html`<a href="${`/x" onclick="alert(1)`}">y</a>`.value).toBe('<a href="/x&quot; onclick=&quot;alert(1)">y</a>');
  });

  it("draws a list of markup in order", () => {
    expect(html`<ul>${["a", "b"].map((item) => html`<li>${item}</li>`)}</ul>`.value).toBe("<ul><li>a</li><li>b</li></ul>");
  });

  it("gives React the markup as an element's inner HTML", () => {
    expect(innerHtml(html`<b>${"&"}</b>`)).toEqual({ dangerouslySetInnerHTML: { __html: "<b>&amp;</b>" } });
  });
});
