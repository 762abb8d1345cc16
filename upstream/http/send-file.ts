/** Sending a file with byte ranges, as media elements ask for them (one range per request, RFC 9110 §14). */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface FileAnswer {
  /** The whole file's bytes. */
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

/** 200 with the whole file, 206 with one `bytes=a-b`, `a-` or `-n` range, 416 for a range outside the file. */
export function sendFileWithRanges(req: IncomingMessage, res: ServerResponse, { bytes, contentType, cacheControl }: FileAnswer): void {
  const size = bytes.length;
  res.setHeader("content-type", contentType);
  res.setHeader("accept-ranges", "bytes");
  res.setHeader("cache-control", cacheControl);
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
  let start = 0;
  let end = size - 1;
  if (range && (range[1] || range[2])) {
    if (range[1]) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(range[2]));
    }
    if (start > end || start >= size) {
      res.statusCode = 416;
      res.setHeader("content-range", `bytes */${size}`);
      res.end();
      return;
    }
    res.statusCode = 206;
    res.setHeader("content-range", `bytes ${start}-${end}/${size}`);
  } else {
    res.statusCode = 200;
  }
  res.setHeader("content-length", end - start + 1);
  res.end(req.method === "HEAD" ? undefined : bytes.subarray(start, end + 1));
}
