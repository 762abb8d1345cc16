/**
 * Upstream base addresses, read at run time (never inlined at build time), so one build serves any environment.
 * Unset addresses point at the embedded upstream on UPSTREAM_PORT. Plain JavaScript: the server in front
 * (server/upstream-watch.mjs) names the service of each call it sees with the same bases the pages call.
 */

/** Each base and the variable that sets it. */
const API_BASE_ENV = {
  content: "CONTENT_API_URL",
  services: "SERVICES_API_URL",
  mynews: "MYNEWS_API_URL",
  identity: "IDENTITY_API_URL",
  local: "LOCAL_API_URL",
};

const DEFAULT_UPSTREAM_PORT = 4000;

export function embeddedUpstreamOrigin(env = process.env) {
  return `http://127.0.0.1:${env.UPSTREAM_PORT || DEFAULT_UPSTREAM_PORT}`;
}

export function apiBaseUrl(base, env = process.env) {
  const configured = env[API_BASE_ENV[base]];
  return (configured || `${embeddedUpstreamOrigin(env)}/${base}`).replace(/\/+$/, "");
}

/**
 * The ad server's base: `ADS_API_URL`; else `/ads` beside the content API (the embedded upstream serves both, also
 * behind the bench's counting proxy); else the embedded upstream's `/ads`.
 */
export function adsApiUrl(env = process.env) {
  if (env.ADS_API_URL) return env.ADS_API_URL.replace(/\/+$/, "");
  if (env.CONTENT_API_URL) {
    try {
      return `${new URL(env.CONTENT_API_URL).origin}/ads`;
    } catch {
      // fall through to the embedded upstream
    }
  }
  return `${embeddedUpstreamOrigin(env)}/ads`;
}

/**
 * Names the service of an address: the base it starts with (the longest, where bases nest), or null. The bases are
 * read from `env` once, when this is called.
 */
export function upstreamServices(env = process.env) {
  const bases = [...Object.keys(API_BASE_ENV).map((name) => [name, apiBaseUrl(name, env)]), ["ads", adsApiUrl(env)]].sort(([, a], [, b]) => b.length - a.length);
  return (url) => bases.find(([, base]) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))?.[0] ?? null;
}
