/** @jest-environment jsdom */
import { listenForYouTubeFacades, YOUTUBE_SANDBOX, youtubeFacadeHtml, youtubeWatchUrl } from "./youtube-facade";

const facade = { embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", watchUrl: youtubeWatchUrl("dQw4w9WgXcQ"), title: "YouTube \"video\"", play: "Play <video>" };

function mount() {
  document.body.innerHTML = `<div id="post">${youtubeFacadeHtml(facade)}</div>`;
  return document.querySelector<HTMLAnchorElement>(".yt-facade a")!;
}

describe("YouTube facade", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenForYouTubeFacades(document);
  });
  afterEach(() => stop());

  it("is a link to the video with its label escaped, and no frame", () => {
    const link = mount();
    expect(link.href).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(link.textContent).toBe("Play <video>");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("becomes the sandboxed, privacy-enhanced player, playing and focused, in the same box on click", () => {
    const link = mount();
    const box = link.parentElement;
    link.click();
    const frame = document.querySelector("iframe")!;
    expect(frame.parentElement).toBe(box);
    expect(frame.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(frame.title).toBe('YouTube "video"');
    expect(frame.getAttribute("sandbox")).toBe(YOUTUBE_SANDBOX);
    expect(frame.allow).toContain("autoplay");
    expect(document.activeElement).toBe(frame);
    expect(document.querySelector(".yt-facade a")).toBeNull();
  });

  it.each([
    ["a modifier key (new tab)", { ctrlKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the link", (_, init) => {
    const link = mount();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("plays facades added after it started listening, and stops when told", () => {
    mount().click();
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    stop();
    const late = mount();
    late.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(document.querySelector("iframe")).toBeNull();
    stop = () => {};
  });
});
