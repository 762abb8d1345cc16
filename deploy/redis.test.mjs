import assert from "node:assert/strict";
import { test } from "node:test";
import { freePort } from "./redis.mjs";

test("freePort never hands out a port twice: a stack draws every port before its servers bind them", async () => {
  // 500 draws from 12,000 ports: about ten would repeat by chance alone.
  const ports = [];
  for (let draw = 0; draw < 500; draw++) ports.push(await freePort());
  assert.equal(new Set(ports).size, ports.length);
  assert.ok(ports.every((port) => port >= 20000 && port < 32768), "below the ephemeral range");
});
