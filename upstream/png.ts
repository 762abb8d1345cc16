/** A minimal PNG encoder: 8-bit truecolour (RGB), one IDAT chunk, "Sub" filter on every row. */
import { deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;
const FILTER_SUB = 1;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/** Encodes `rgb` (width × height × 3 bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const rowBytes = width * BYTES_PER_PIXEL;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: bad size ${width}x${height}`);
  }
  if (rgb.length !== rowBytes * height) throw new RangeError("encodePng: pixel buffer does not match the size");

  const filtered = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const source = y * rowBytes;
    const target = y * (rowBytes + 1);
    filtered[target] = FILTER_SUB;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= BYTES_PER_PIXEL ? (rgb[source + x - BYTES_PER_PIXEL] as number) : 0;
      filtered[target + 1 + x] = ((rgb[source + x] as number) - left) & 0xff;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  // bytes 10–12: compression, filter method, interlace — all 0

  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(filtered)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
