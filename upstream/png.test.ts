/** @jest-environment node */
import { inflateSync } from "node:zlib";
import { clampImageSize, placeholderPng, renderPlaceholder } from "./images";
import { crc32, encodePng } from "./png";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunks(png: Buffer): Chunk[] {
  const found: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    found.push({ type, data: png.subarray(offset + 8, offset + 8 + length), crc: png.readUInt32BE(offset + 8 + length) });
    offset += 12 + length;
  }
  return found;
}

/** Undoes the Sub filter the encoder applies, giving back the RGB bytes. */
function decodePixels(png: Buffer, width: number, height: number): Uint8Array {
  const raw = inflateSync(Buffer.concat(chunks(png).filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)));
  const rowBytes = width * 3;
  const pixels = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(1);
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= 3 ? (pixels[y * rowBytes + x - 3] as number) : 0;
      pixels[y * rowBytes + x] = ((raw[y * (rowBytes + 1) + 1 + x] as number) + left) & 0xff;
    }
  }
  return pixels;
}

describe("crc32", () => {
  test.each([
    ["", 0x00000000],
    ["123456789", 0xcbf43926],
    ["IEND", 0xae426082],
  ])("crc32(%j)", (text, expected) => {
    expect(crc32(Buffer.from(text, "ascii"))).toBe(expected);
  });
});

describe("encodePng", () => {
  const width = 7;
  const height = 3;
  const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);
  const png = encodePng(width, height, rgb);

  test("starts with the PNG signature", () => {
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  });

  test("has IHDR with the size, 8-bit truecolour, then IDAT and IEND", () => {
    const [header, ...rest] = chunks(png);
    expect(header?.type).toBe("IHDR");
    expect(header?.data.readUInt32BE(0)).toBe(width);
    expect(header?.data.readUInt32BE(4)).toBe(height);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0]);
    expect(rest.map((chunk) => chunk.type)).toEqual(["IDAT", "IEND"]);
  });

  test("every chunk carries a correct CRC", () => {
    for (const chunk of chunks(png)) {
      expect(chunk.crc).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, "ascii"), chunk.data])));
    }
  });

  test("round-trips the pixels", () => {
    expect([...decodePixels(png, width, height)]).toEqual([...rgb]);
  });

  test("refuses a buffer that does not match the size", () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
  });
});

describe("placeholder images", () => {
  test("are deterministic per name and differ between names", () => {
    expect(placeholderPng("rcna100000-tease", 64, 36).equals(placeholderPng("rcna100000-tease", 64, 36))).toBe(true);
    expect(Buffer.from(renderPlaceholder("a", 32, 32)).equals(Buffer.from(renderPlaceholder("b", 32, 32)))).toBe(false);
  });

  test("decode to the pixels that were rendered", () => {
    const png = placeholderPng("slide", 40, 30);
    expect([...decodePixels(png, 40, 30)]).toEqual([...renderPlaceholder("slide", 40, 30)]);
  });

  test.each([
    [1, 16],
    [16, 16],
    [900, 900],
    [2400, 2400],
    [99999, 2400],
  ])("size %i is clamped to %i", (input, expected) => {
    expect(clampImageSize(input)).toBe(expected);
  });
});
