/** Builds the site (as `npm start` does) and the floor, each only when its sources changed. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FLOOR_DIR, SITE_DIR } from "./config.mjs";
import { run } from "./processes.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const FLOOR_SOURCES = ["app", "proxy.ts", "next.config.ts", "tsconfig.json"];
export const NEXT_BIN = join(SITE_DIR, "node_modules", "next", "dist", "bin", "next");

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** The floor's proxy must run on the site's matcher, or the floor would skip a cost the site pays. */
function assertSameMatcher() {
  const matcher = (dir) => /matcher:\s*(\[[^\]]*\])/.exec(readFileSync(join(dir, "proxy.ts"), "utf8"))?.[1];
  const site = matcher(SITE_DIR);
  const floor = matcher(FLOOR_DIR);
  if (!site || site !== floor) throw new Error(`bench/floor/proxy.ts must use the site's proxy matcher ${site}, not ${floor}`);
}

export async function ensureSiteBuild() {
  console.log("Site: building if its sources changed (scripts/start.mjs --build-only)…");
  await run("site-build", process.execPath, [join(SITE_DIR, "scripts", "start.mjs"), "--build-only"], { cwd: SITE_DIR, env });
}

/** Written after a floor build succeeds: the versions it was built with. */
const FLOOR_STAMP = join(FLOOR_DIR, ".next", "bench-floor.json");
const floorStamp = () =>
  JSON.stringify(Object.fromEntries(["next", "react", "react-dom"].map((name) => [name, JSON.parse(readFileSync(join(SITE_DIR, "node_modules", name, "package.json"), "utf8")).version])));

function floorNeedsBuild() {
  if (!existsSync(FLOOR_STAMP) || readFileSync(FLOOR_STAMP, "utf8") !== floorStamp()) return true;
  const builtAt = statSync(FLOOR_STAMP).mtimeMs;
  return FLOOR_SOURCES.some((source) => newestMtime(join(FLOOR_DIR, source)) > builtAt);
}

export async function ensureFloorBuild() {
  assertSameMatcher();
  if (!floorNeedsBuild()) return;
  console.log("Floor: building bench/floor…");
  await run("floor-build", process.execPath, [NEXT_BIN, "build"], { cwd: FLOOR_DIR, env });
  writeFileSync(FLOOR_STAMP, floorStamp());
}
