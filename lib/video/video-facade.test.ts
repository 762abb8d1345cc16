/** @jest-environment jsdom */
import { listenForVideoFacades, VIDEO_FACADE_ATTRIBUTE } from "./video-facade";

function mount() {
  document.body.innerHTML =
    `<div id="player"><video preload="none" poster="/poster.png"><source src="/media/v/master.m3u8" type="application/vnd.apple.mpegurl"></video>` +
    `<a href="/media/v-1200k.mp4" ${VIDEO_FACADE_ATTRIBUTE}="" aria-label="Play video: A story"></a></div>`;
  const video = document.querySelector("video")!;
  // Chromium focuses a player with controls; jsdom only an element with a tabindex.
  video.tabIndex = 0;
  const play = jest.fn(() => Promise.resolve());
  Object.defineProperty(video, "play", { value: play });
  return { link: document.querySelector<HTMLAnchorElement>(`a[${VIDEO_FACADE_ATTRIBUTE}]`)!, video, play };
}

describe("native video facade", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenForVideoFacades(document);
  });
  afterEach(() => stop());

  it("is a player without controls under a link to the video file", () => {
    const { link, video, play } = mount();
    expect(video.controls).toBe(false);
    expect(link.href).toMatch(/\/media\/v-1200k\.mp4$/);
    expect(play).not.toHaveBeenCalled();
  });

  it("on click gives the same player its controls and the focus, starts it, and takes the link away", () => {
    const { link, video, play } = mount();
    link.click();
    expect(document.querySelector("video")).toBe(video);
    expect(video.controls).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(video);
    expect(document.querySelector(`a[${VIDEO_FACADE_ATTRIBUTE}]`)).toBeNull();
  });

  it("keeps the controls when the browser refuses to start the video", async () => {
    const { link, video, play } = mount();
    play.mockImplementation(() => Promise.reject(new DOMException("not allowed", "NotAllowedError")));
    link.click();
    await Promise.resolve();
    expect(video.controls).toBe(true);
  });

  it.each([
    ["a modifier key (new tab)", { ctrlKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the link", (_, init) => {
    const { link, video } = mount();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    expect(video.controls).toBe(false);
    expect(link.isConnected).toBe(true);
  });
});
