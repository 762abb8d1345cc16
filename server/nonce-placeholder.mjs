/**
 * The placeholder nonce of a build (a secret never sent to a browser): pages are rendered with it and stored,
 * and server/respond.mjs swaps it for a fresh nonce in every answer. It belongs to the build, not to a process:
 * `npm run build` and `npm start` write it into `.next/` right after building, and every instance started from
 * that folder (on this host or another it is copied to) reads the same one, so any of them can serve a page
 * another stored in the shared cache. A build made by bare `next build` gets one on its first start.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const placeholderFile = (root) => join(root, ".next", "csp-nonce-placeholder");

/** This build's placeholder, written first if it has none (`wx`: two servers starting at once agree on the first). */
export function buildPlaceholder(root) {
  try {
    writeFileSync(placeholderFile(root), randomBytes(16).toString("base64url"), { flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  return readFileSync(placeholderFile(root), "utf8");
}

/** A new build gets a new placeholder. */
export function newBuildPlaceholder(root) {
  writeFileSync(placeholderFile(root), randomBytes(16).toString("base64url"));
}

if (import.meta.url === `file://${process.argv[1]}`) newBuildPlaceholder(new URL("..", import.meta.url).pathname);
