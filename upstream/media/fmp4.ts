/**
 * Reads the layout of a fragmented MP4 (one video track, as MediaRecorder writes it): the init segment (everything
 * before the first `moof`) and each fragment's byte range and duration, so HLS can address the one file by byte ranges.
 */

export interface ByteRange {
  offset: number;
  length: number;
}

export interface Fragment extends ByteRange {
  /** Seconds. */
  duration: number;
}

export interface Fmp4Layout {
  /** The RFC 6381 codec of the track, e.g. `avc1.42c01e`. */
  codec: string;
  width: number;
  height: number;
  init: ByteRange;
  fragments: Fragment[];
  /** Seconds. */
  duration: number;
}

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

function boxes(bytes: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    let body = offset + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(offset + 8));
      body = offset + 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < body - offset || offset + size > end) throw new Error(`malformed box at ${offset}`);
    found.push({ type: bytes.toString("latin1", offset + 4, offset + 8), start: offset, body, end: offset + size });
    offset += size;
  }
  return found;
}

function child(bytes: Buffer, parent: Box, type: string): Box {
  const box = boxes(bytes, parent.body, parent.end).find((candidate) => candidate.type === type);
  if (!box) throw new Error(`no ${type} in ${parent.type}`);
  return box;
}

const path = (bytes: Buffer, root: Box, ...types: string[]) => types.reduce((box, type) => child(bytes, box, type), root);

/** The media timescale (ticks per second) of the first track. */
function timescale(bytes: Buffer, moov: Box): number {
  const mdhd = path(bytes, moov, "trak", "mdia", "mdhd");
  const version = bytes.readUInt8(mdhd.body);
  return bytes.readUInt32BE(mdhd.body + (version === 1 ? 20 : 12));
}

/** The first sample entry's codec (`avc1.PPCCLL` from its avcC) and picture size. */
function sampleEntry(bytes: Buffer, moov: Box): { codec: string; width: number; height: number } {
  const stsd = path(bytes, moov, "trak", "mdia", "minf", "stbl", "stsd");
  const [entry] = boxes(bytes, stsd.body + 8, stsd.end);
  if (!entry) throw new Error("no sample entry");
  const size = { width: bytes.readUInt16BE(entry.body + 24), height: bytes.readUInt16BE(entry.body + 26) };
  // A visual sample entry's fixed fields take 78 bytes; its child boxes (avcC) follow.
  const avcC = boxes(bytes, entry.body + 78, entry.end).find((box) => box.type === "avcC");
  if (!avcC) return { codec: entry.type, ...size };
  return { codec: `${entry.type}.${bytes.subarray(avcC.body + 1, avcC.body + 4).toString("hex")}`, ...size };
}

function trexDefaultDuration(bytes: Buffer, moov: Box): number {
  const mvex = boxes(bytes, moov.body, moov.end).find((box) => box.type === "mvex");
  const trex = mvex && boxes(bytes, mvex.body, mvex.end).find((box) => box.type === "trex");
  return trex ? bytes.readUInt32BE(trex.body + 12) : 0;
}

/** A fragment's duration in ticks: the trun's sample durations, else the tfhd's or trex's default per sample. */
function fragmentTicks(bytes: Buffer, moof: Box, trexDefault: number): number {
  const traf = child(bytes, moof, "traf");
  const tfhd = child(bytes, traf, "tfhd");
  const tfhdFlags = bytes.readUInt32BE(tfhd.body) & 0xffffff;
  let cursor = tfhd.body + 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0);
  const defaultDuration = tfhdFlags & 0x8 ? bytes.readUInt32BE(cursor) : trexDefault;
  let ticks = 0;
  for (const trun of boxes(bytes, traf.body, traf.end).filter((box) => box.type === "trun")) {
    const flags = bytes.readUInt32BE(trun.body) & 0xffffff;
    const count = bytes.readUInt32BE(trun.body + 4);
    cursor = trun.body + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
    for (let i = 0; i < count; i++) {
      ticks += flags & 0x100 ? bytes.readUInt32BE(cursor) : defaultDuration;
      cursor += perSample;
    }
  }
  return ticks;
}

export function readFmp4Layout(bytes: Buffer): Fmp4Layout {
  const top = boxes(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === "moov");
  const firstMoof = top.find((box) => box.type === "moof");
  if (!moov || !firstMoof) throw new Error("not a fragmented MP4");
  const scale = timescale(bytes, moov);
  const trexDefault = trexDefaultDuration(bytes, moov);
  const fragments: Fragment[] = [];
  top.forEach((box, i) => {
    if (box.type !== "moof") return;
    const mdat = top[i + 1];
    if (mdat?.type !== "mdat") throw new Error(`moof at ${box.start} has no mdat`);
    fragments.push({ offset: box.start, length: mdat.end - box.start, duration: fragmentTicks(bytes, box, trexDefault) / scale });
  });
  return {
    ...sampleEntry(bytes, moov),
    init: { offset: 0, length: firstMoof.start },
    fragments,
    duration: fragments.reduce((sum, fragment) => sum + fragment.duration, 0),
  };
}
