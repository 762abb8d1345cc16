/**
 * First-load JavaScript per route from a build's own output: the chunks Next lists in
 * `.next/diagnostics/route-bundle-stats.json`, each gzipped at zlib's default level (what `next start` sends).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Every route of the build in `projectDir`: { route: { gzipBytes, rawBytes, chunks } }. */
export function firstLoadJs(projectDir) {
  const stats = JSON.parse(readFileSync(join(projectDir, ".next", "diagnostics", "route-bundle-stats.json"), "utf8"));
  return Object.fromEntries(
    stats.map(({ route, firstLoadChunkPaths }) => {
      const chunks = firstLoadChunkPaths.map((path) => {
        const bytes = readFileSync(join(projectDir, path));
        return { path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
      });
      const sum = (key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
      return [route, { gzipBytes: sum("gzipBytes"), rawBytes: sum("rawBytes"), chunks }];
    }),
  );
}

/** The route's figures, or an error naming the routes the build has. */
export function routeOf(routes, route, buildName) {
  const found = routes[route];
  if (!found) throw new Error(`${buildName} has no route ${route} in route-bundle-stats.json (it has ${Object.keys(routes).join(", ")})`);
  return found;
}
