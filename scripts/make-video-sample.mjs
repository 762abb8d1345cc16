// Makes upstream/assets/video-sample.mp4: a 6-second 640x360 H.264 clip (a test card, a moving bar, a clock) recorded
// by Chromium's MediaRecorder from a canvas as fragmented MP4. Run once: `node scripts/make-video-sample.mjs`.
// The embedded upstream serves it for every rendition of every seeded video (MP4 and, by byte ranges, HLS), so video
// pages play with no network and no encoder at seed time.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const SECONDS = 6;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  const colours = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"];
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / 1000;
    colours.forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.fillRect((i * 640) / 7, 0, 640 / 7 + 1, 270);
    });
    ctx.fillStyle = "#111";
    ctx.fillRect(0, 270, 640, 90);
    ctx.fillStyle = "#fff";
    ctx.fillRect(((t * 160) % 720) - 80, 282, 80, 10);
    ctx.font = "bold 40px sans-serif";
    ctx.fillText(`VIDEO  ${t.toFixed(1)}s`, 24, 342);
  };
  draw();
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: "video/mp4;codecs=avc1.42E01E", videoBitsPerSecond: 250_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(2000);
  const timer = setInterval(draw, 40);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  recorder.stop();
  clearInterval(timer);
  await done;
  const buffer = new Uint8Array(await new Blob(chunks, { type: "video/mp4" }).arrayBuffer());
  let binary = "";
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary);
}, SECONDS);
await browser.close();
const out = new URL("../upstream/assets/video-sample.mp4", import.meta.url);
fs.writeFileSync(out, Buffer.from(base64, "base64"));
console.log(`wrote ${out.pathname} (${Buffer.from(base64, "base64").length} bytes)`);
