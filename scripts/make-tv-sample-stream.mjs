// Makes upstream/assets/tv-sample-stream.webm: a 4-second 320x180 VP8 clip (colour bars, a moving bar, a clock)
// recorded by Chromium's MediaRecorder from a canvas. Run once: `node scripts/make-tv-sample-stream.mjs`.
// The embedded upstream serves the file as the live TV stream, so the site needs no network video.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  const colours = ["#c0c0c0", "#c0c000", "#00c0c0", "#00c000", "#c000c0", "#c00000", "#0000c0"];
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / 1000;
    colours.forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.fillRect((i * 320) / 7, 0, 320 / 7 + 1, 135);
    });
    ctx.fillStyle = "#111";
    ctx.fillRect(0, 135, 320, 45);
    ctx.fillStyle = "#fff";
    ctx.fillRect(((t * 80) % 360) - 40, 140, 40, 6);
    ctx.font = "bold 20px sans-serif";
    ctx.fillText(`LIVE  ${t.toFixed(1)}s`, 12, 172);
  };
  draw();
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 150_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const timer = setInterval(draw, 40);
  await new Promise((r) => setTimeout(r, 4000));
  recorder.stop();
  clearInterval(timer);
  await done;
  const buffer = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  let binary = "";
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
const out = new URL("../upstream/assets/tv-sample-stream.webm", import.meta.url);
fs.writeFileSync(out, Buffer.from(base64, "base64"));
console.log(`wrote ${out.pathname} (${Buffer.from(base64, "base64").length} bytes)`);
