#!/usr/bin/env node
/**
 * A counting reverse proxy between the site and the embedded upstream:
 * `node bench/upstream-counter.mjs <port> <upstream origin>`. GET /__bench/count answers how many
 * requests it has forwarded.
 */
import http from "node:http";

const [port, upstreamOrigin] = process.argv.slice(2);
const upstream = new URL(upstreamOrigin);
const agent = new http.Agent({ keepAlive: true });
let forwarded = 0;

http
  .createServer((req, res) => {
    if (req.url === "/__bench/count") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ forwarded }));
      return;
    }
    forwarded++;
    const headers = { ...req.headers, host: upstream.host };
    const proxied = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    proxied.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`upstream-counter: ${error.message}`);
    });
    req.pipe(proxied);
  })
  .listen(Number(port), "127.0.0.1");
