/**
 * `GET /images/{name}/{width}x{height}.png`: a deterministic placeholder picture for every image the seed names,
 * a diagonal two-colour gradient with a few soft discs, its colours derived from the name.
 */
import { fnv1a } from "./hash";
import { encodePng } from "./png";
import type { UpstreamRoute } from "./route-context";

const MIN_IMAGE_SIZE = 16;
const MAX_IMAGE_SIZE = 2400;
const CACHE_ENTRIES = 64;
const DISCS = 3;

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = hue / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export const clampImageSize = (value: number) => Math.min(MAX_IMAGE_SIZE, Math.max(MIN_IMAGE_SIZE, value));

/** RGB pixels of the placeholder for `name`. */
export function renderPlaceholder(name: string, width: number, height: number): Uint8Array {
  const hash = fnv1a(name);
  const hue = hash % 360;
  const from = hslToRgb(hue, 0.55, 0.62);
  const to = hslToRgb((hue + 40 + ((hash >>> 9) % 80)) % 360, 0.6, 0.36);
  const shortSide = Math.min(width, height);
  const discs = Array.from({ length: DISCS }, (_, k) => {
    const bits = fnv1a(`${name}#${k}`);
    const radius = shortSide * (0.15 + ((bits >>> 16) % 20) / 100);
    return { x: (bits % 1000) / 1000 * width, y: ((bits >>> 10) % 1000) / 1000 * height, r2: radius * radius };
  });

  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r2) light += 0.14;
      }
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = (from[c] as number) * (1 - t) + (to[c] as number) * t;
        pixels[offset + c] = Math.round(base + (255 - base) * light);
      }
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

/** The PNG for `name` at a size, from a small in-memory cache of recent pictures. */
export function placeholderPng(name: string, width: number, height: number): Buffer {
  const key = `${name}/${width}x${height}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const png = encodePng(width, height, renderPlaceholder(name, width, height));
  cache.set(key, png);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return png;
}

export const imageRoutes: UpstreamRoute[] = [
  {
    method: "GET",
    path: "/images/:name/:file",
    params: { file: /^\d{1,5}x\d{1,5}\.png$/ },
    handler: ({ res, params }) => {
      const [width, height] = (params.file as string).slice(0, -4).split("x").map((part) => clampImageSize(Number(part))) as [number, number];
      const png = placeholderPng(params.name as string, width, height);
      res.statusCode = 200;
      res.setHeader("content-type", "image/png");
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      res.setHeader("content-length", png.length);
      res.end(png);
    },
  },
];
