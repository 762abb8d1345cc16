/** @jest-environment node */
import { normaliseEmbed } from "./embed";

describe("normaliseEmbed", () => {
  it.each([
    ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtube", "https://youtube.com/watch?v=a_b-c1234Z9&t=10s", "a_b-c1234Z9"],
    ["youtube", "https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtube", "https://m.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtube", "https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("%s %s plays %s in the privacy-enhanced player at medium size", (embedType, url, videoId) => {
    expect(normaliseEmbed({ embedType, url })).toEqual({
      kind: "youtube",
      size: "medium",
      videoId,
      embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
      url: new URL(url).href,
    });
  });

  it.each([
    ["tweet", "https://twitter.com/rcna100003/status/123456789987654321"],
    ["tweet", "https://x.com/NBCNews/status/1"],
    ["facebookPost", "https://www.facebook.com/rcna100003/posts/269006965"],
    ["instagram", "https://www.instagram.com/p/Ab_c-12345Z/"],
    ["instagram", "https://instagram.com/reel/Ab12/"],
  ] as const)("%s %s is a medium static card", (embedType, url) => {
    expect(normaliseEmbed({ embedType, url })).toEqual({ kind: embedType, size: "medium", url });
  });

  it.each([
    ["unknownWidget", "https://widgets.example.com/poll/rcna100011", "widgets.example.com"],
    ["youtube", "https://www.youtube.com/watch?v=short", "www.youtube.com"],
    ["youtube", "https://evil.example/watch?v=dQw4w9WgXcQ", "evil.example"],
    ["youtube", "http://www.youtube.com/watch?v=dQw4w9WgXcQ", "www.youtube.com"],
    ["tweet", "https://twitter.com/home", "twitter.com"],
    ["tweet", "https://twitter.com.evil.example/a/status/1", "twitter.com.evil.example"],
    ["facebookPost", "https://www.instagram.com/p/Abc/", "www.instagram.com"],
    ["instagram", "https://www.instagram.com/someone/", "www.instagram.com"],
  ])("%s %s falls back to a plain link", (embedType, url, host) => {
    expect(normaliseEmbed({ embedType, url })).toEqual({ kind: "link", url: new URL(url).href, host });
  });

  it.each([["javascript:alert(1)"], ["data:text/html,x"], ["/relative"], ["not a url"]])("renders nothing for %s", (url) => {
    expect(normaliseEmbed({ embedType: "youtube", url })).toBeNull();
    expect(normaliseEmbed({ embedType: "unknownWidget", url })).toBeNull();
  });
});
