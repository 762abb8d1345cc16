/** @jest-environment node */
import { sanitizeInlineHtml } from "./sanitize";

const SITE = { siteHosts: ["nbcnews.com", "www.nbcnews.com"] };

describe("sanitizeInlineHtml keeps the allowlist", () => {
  it.each([
    ["<em>a</em> <strong>b</strong> <b>c</b> <i>d</i>", "<em>a</em> <strong>b</strong> <b>c</b> <i>d</i>"],
    ["line<br>break", "line<br />break"],
    ['<a href="/politics/x-rcna1">site</a>', '<a href="/politics/x-rcna1">site</a>'],
    ['<a href="https://example.com/a">web</a>', '<a href="https://example.com/a" rel="noopener noreferrer">web</a>'],
    ['<a href="mailto:tips@nbcnews.com">mail</a>', '<a href="mailto:tips@nbcnews.com">mail</a>'],
    ['<a href="https://nbcnews.com/politics/x-rcna2">own brand</a>', '<a href="/politics/x-rcna2">own brand</a>'],
    ['<a href="https://example.com/?a=1&amp;b=2">q</a>', '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">q</a>'],
    ["“Quotes” — and &amp; entities &lt;kept&gt;", "“Quotes” — and &amp; entities &lt;kept&gt;"],
    ["a < b & c", "a &lt; b &amp; c"],
  ])("%s", (html, expected) => {
    expect(sanitizeInlineHtml(html, SITE)).toBe(expected);
  });
});

describe("sanitizeInlineHtml removes XSS vectors", () => {
  it.each([
    ["script tag", "<script>alert(1)</script>text", "text"],
    ["script with src", '<script src="https://evil.example/x.js"></script>ok', "ok"],
    ["img onerror", '<img src=x onerror="alert(1)">caption', "caption"],
    ["event handler on an allowed tag", '<b onclick="alert(1)" onmouseover="alert(2)">bold</b>', "<b>bold</b>"],
    ["style attribute", '<em style="background:url(javascript:alert(1))">e</em>', "<em>e</em>"],
    ["style element", "<style>body{display:none}</style>seen", "seen"],
    ["iframe", '<iframe src="https://evil.example"></iframe>after', "after"],
    ["javascript: link", '<a href="javascript:alert(1)">click</a>', "click"],
    ["mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">click</a>', "click"],
    ["entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">click</a>', "click"],
    ["hex-entity javascript: link", '<a href="&#x6A;avascript&#x3A;alert(1)">click</a>', "click"],
    ["tab inside the scheme", '<a href="java&#9;script:alert(1)">click</a>', "click"],
    ["data: link", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">click</a>', "click"],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">click</a>', "click"],
    ["protocol-relative link", '<a href="//evil.example">click</a>', "click"],
    ["backslash protocol-relative link", '<a href="/\\evil.example">click</a>', "click"],
    ["link without href", "<a name=x>click</a>", "click"],
    ["link target and extra attributes", '<a href="/x" target="_blank" onclick="x()" id="y">t</a>', '<a href="/x">t</a>'],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>rest', "rest"],
    ["svg script", "<svg><script>alert(1)</script></svg>rest", "rest"],
    ["math xlink", '<math><mi xlink:href="javascript:alert(1)">m</mi></math>rest', "rest"],
    ["nested script trick", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["unclosed script", "<script>alert(1)", ""],
    ["encoded tags stay text", "&lt;script&gt;alert(1)&lt;/script&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["html comment", "<!--<script>alert(1)</script>-->t", "t"],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">t', "t"],
    ["form and input", '<form action="https://evil.example"><input name="p" value="v"><button>go</button></form>', "go"],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">t', "t"],
    ["base tag", '<base href="https://evil.example/">t', "t"],
    ["template", "<template><img src=x onerror=alert(1)></template>t", "t"],
    ["noscript mXSS", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ""],
  ])("%s", (_name, html, expected) => {
    expect(sanitizeInlineHtml(html, SITE)).toBe(expected);
  });

  it("unwraps other markup to its text", () => {
    expect(sanitizeInlineHtml('<span class="x"><u>under</u> <font color="red">red</font></span>')).toBe("under red");
  });
});
