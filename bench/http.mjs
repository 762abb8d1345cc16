/**
 * GET over node:http, because a brand is chosen by the Host header (`today.localhost:…`) and fetch
 * does not send a Host header of our choosing.
 */
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** The development host of a vertical's site: `today.localhost:5102`. */
export const siteHost = (vertical, port) => `${vertical}.localhost:${port}`;

/** Resolves { status, headers, body }. */
export function get(port, path, host = `localhost:${port}`, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { ...headers, host }, agent }, (response) => {
      const parts = [];
      response.on("data", (part) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(parts).toString("utf8") }));
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${host}${path} timed out`)));
    request.on("error", reject);
  });
}

export async function getJson(port, path) {
  const { status, body } = await get(port, path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  return JSON.parse(body);
}

/** POSTs JSON; resolves { status, headers, body } with the body parsed (null when it is not JSON). */
export function postJson(port, path, host, payload, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const headers = { ...extraHeaders, host, "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent }, (response) => {
      const parts = [];
      response.on("data", (part) => parts.push(part));
      response.on("end", () => {
        const text = Buffer.concat(parts).toString("utf8");
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode, headers: response.headers, body: json });
      });
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`POST ${host}${path} timed out`)));
    request.on("error", reject);
    request.end(body);
  });
}
