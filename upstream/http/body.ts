import type { IncomingMessage } from "node:http";
import { badRequest, HttpError } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

/** The request body parsed as JSON; 413 past 64 KiB, 400 when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "body too large");
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw badRequest("body must be JSON");
  }
}
