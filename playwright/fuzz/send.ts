/** Sends a FuzzRequest as is with node:http (no URL normalisation) and checks the answer against the site's rules. */
import http from "node:http";
import type { FuzzRequest } from "./generate";

/** What any answer may be: success, redirect, or a client error that says what was wrong. */
export const ALLOWED_STATUSES = new Set([400, 401, 403, 404, 405, 413, 414, 429]);
/** Node answers 431 itself when the request line and headers pass 16 KiB (a margin for what it counts besides). */
const NODE_HEADER_LIMIT = 16 * 1024 - 512;
const headerBytes = (request: FuzzRequest) =>
  request.method.length + request.path.length + Object.entries(request.headers).reduce((sum, [name, value]) => sum + name.length + (value?.length ?? 0) + 4, 0);
const isAllowed = (status: number, request: FuzzRequest) =>
  (status >= 200 && status < 400) ||
  ALLOWED_STATUSES.has(status) ||
  (request.alsoAllowed ?? []).includes(status) ||
  (status === 431 && headerBytes(request) > NODE_HEADER_LIMIT);

/** Server internals that must never reach a reader: stack frames, Node error codes, Next's error shell. */
const LEAKS: Array<[string, RegExp]> = [
  ["stack frame", /\bat [\w.$<>[\] ]+ \((?:file:\/\/)?\/[^)\s]+:\d+:\d+\)/],
  ["stack frame", /\n\s+at \/[^\s]+:\d+:\d+/],
  ["node error", /\b(?:ECONNREFUSED|ECONNRESET|ENAMETOOLONG|ENOENT|EACCES|ERR_[A-Z_]{4,})\b/],
  ["internal path", /\/node_modules\/|\.next\/server\//],
];

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function send(port: number, request: FuzzRequest, agent: http.Agent, timeoutMs: number): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== null) headers[name] = value;
  if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body, "latin1"));
  return new Promise((resolve, reject) => {
    // A server may answer (405, 413…) before it reads a large body and then close the connection while the client
    // still writes: the answer it gave counts, and the write error after it does not.
    let status: number | null = null;
    const chunks: Buffer[] = [];
    const answer = () => ({ status: status ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: Date.now() - started });
    const req = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.path, headers, agent, setHost: false, maxHeaderSize: 256 * 1024 },
      (res) => {
        status = res.statusCode ?? 0;
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 2_000_000) chunks.push(chunk);
        });
        res.on("end", () => resolve(answer()));
        res.on("error", (error) => (status === null ? reject(error) : resolve(answer())));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (error) => (status === null ? reject(error) : resolve(answer())));
    if (request.body !== undefined) req.write(request.body, "latin1");
    req.end();
  });
}

/** Why an answer breaks the rules, or null when it is fine. */
export function problemWith(request: FuzzRequest, answer: Answer): string | null {
  if (!isAllowed(answer.status, request)) return `status ${answer.status}`;
  // Next marks its not-found answers with the error shell too; served as a success it is a broken page.
  if (answer.status < 300 && answer.body.includes('id="__next_error__"')) return "next error shell in a success answer";
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(answer.body);
    if (match) return `${what} in the body: ${JSON.stringify(match[0].slice(0, 120))}`;
  }
  return null;
}

/** Whether the request's path (before the query) is not valid percent-encoding, like `/%zz` or `/%c0%af`. */
export function hasUndecodablePath(request: FuzzRequest): boolean {
  try {
    decodeURIComponent(request.path.split("?")[0] ?? "");
    return false;
  } catch {
    return true;
  }
}

/** One line that reproduces the request with curl. */
export function describe(port: number, request: FuzzRequest): string {
  const headerArgs = Object.entries(request.headers)
    .map(([name, value]) => (value === null ? `-H '${name}:'` : `-H ${JSON.stringify(`${name}: ${value.length > 200 ? `${value.slice(0, 200)}…(${value.length})` : value}`)}`))
    .join(" ");
  const body = request.body === undefined ? "" : ` --data-binary ${JSON.stringify(request.body.length > 300 ? `${request.body.slice(0, 300)}…(${request.body.length})` : request.body)}`;
  const path = request.path.length > 300 ? `${request.path.slice(0, 300)}…(${request.path.length})` : request.path;
  return `[${request.kind}] curl --path-as-is -X ${request.method} ${JSON.stringify(`http://localhost:${port}${path}`)} ${headerArgs}${body}`;
}
