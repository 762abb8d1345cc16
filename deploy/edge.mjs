/**
 * The edge cache for tests, the bench and `npm run stack`: Debian's varnishd (with varnish-modules' xkey) as a child
 * in the foreground, on a port of the loopback, with deploy/edge.vcl and a generated edge-site.vcl (the instances as
 * probed backends, the purge secret) in a private working folder. Never the system's service.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./redis.mjs";

export const VARNISHD = process.env.VARNISHD || "/usr/sbin/varnishd";
const deployDir = new URL(".", import.meta.url).pathname;

/** A VCL string literal (the secret is hex; anything else is refused rather than escaped). */
const literal = (value) => {
  if (!/^[\w.-]+$/.test(value)) throw new Error(`not usable in VCL: ${value}`);
  return `"${value}"`;
};

/** edge-site.vcl: one probed backend per instance port, the round-robin director `site`, and the purge check. */
export function siteVcl({ backends, purgeSecret }) {
  const declared = backends.map(
    (port, index) => `backend instance${index} {
    .host = "127.0.0.1";
    .port = "${port}";
    .connect_timeout = 1s;
    .first_byte_timeout = 8s;
    .probe = { .url = "/api/health"; .timeout = 1s; .interval = 1s; .window = 3; .threshold = 2; .initial = 2; }
}`,
  );
  return `${declared.join("\n")}
sub vcl_init {
    new site = directors.round_robin();
${backends.map((_, index) => `    site.add_backend(instance${index});`).join("\n")}
}
sub edge_purge_secret {
    if (req.http.x-purge-secret == ${literal(purgeSecret)}) {
        set req.http.x-purge-authorized = "yes";
    } else {
        set req.http.x-purge-authorized = "no";
    }
}
`;
}

/**
 * Starts varnishd on `port` (a free one by default) in front of the instances on `backends` (ports). Resolves
 * `{ port, url, purgeSecret, process, stop() }` once it answers.
 */
export async function startEdge({ backends, port, purgeSecret = randomBytes(16).toString("hex") }) {
  port ??= await freePort();
  const workDir = mkdtempSync(join(tmpdir(), "edge-"));
  // Run as root, varnishd compiles the VCL as its own unprivileged user, which must read the folder.
  chmodSync(workDir, 0o755);
  writeFileSync(join(workDir, "edge-site.vcl"), siteVcl({ backends, purgeSecret }));
  const args = [
    "-F",
    "-n", join(workDir, "varnish"),
    "-a", `127.0.0.1:${port}`,
    "-T", "none",
    "-f", join(deployDir, "edge.vcl"),
    "-p", `vcl_path=${workDir}:${deployDir}`,
    // A page's hash-based script policy lists each inline script: far longer than Varnish's default 8 kB of headers.
    "-p", "http_resp_hdr_len=65536",
    "-p", "http_resp_size=98304",
    "-p", "workspace_backend=256k",
    "-p", "workspace_client=256k",
    "-s", "malloc,256m",
  ];
  const child = spawn(VARNISHD, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd exited (${child.exitCode}) before it answered:\n${output}`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/`, { method: "PURGE", signal: AbortSignal.timeout(1000) }).then(
      (response) => response.status === 403,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer on :${port} within 30 s:\n${output}`);
    }
  }
  return { port, url: `http://127.0.0.1:${port}`, purgeSecret, process: child, stop, output: () => output };
}
