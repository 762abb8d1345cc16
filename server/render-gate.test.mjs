import { createRenderGate, passesGate, renderConcurrency } from "./render-gate.mjs";

describe("render gate", () => {
  test.each([
    [{}, 8],
    [{ RENDER_CONCURRENCY: "2" }, 2],
    [{ RENDER_CONCURRENCY: "0" }, 8],
    [{ RENDER_CONCURRENCY: "many" }, 8],
  ])("RENDER_CONCURRENCY %j allows %i renders at once", (env, limit) => {
    expect(renderConcurrency(env)).toBe(limit);
  });

  test.each([
    ["/api/live-blog/rlna1/latest", true],
    ["/api/session", true],
    ["/_next/static/chunks/main.js", true],
    ["/", false],
    ["/politics/some-story-rcna1", false],
    ["/politics?_rsc=abc", false],
    ["/_next/image?url=x&w=640&q=75", false],
  ])("%s goes straight to Next: %s", (url, straight) => {
    expect(passesGate(url)).toBe(straight);
  });

  test("past the limit, requests wait their turn in arrival order; a slot given back twice counts once", () => {
    const gate = createRenderGate(2);
    const started = [];
    const dones = {};
    for (const name of ["a", "b", "c", "d"]) gate.enter((done) => { started.push(name); dones[name] = done; });
    expect(started).toEqual(["a", "b"]);
    expect(gate.waiting).toBe(2);
    dones.a();
    dones.a();
    expect(started).toEqual(["a", "b", "c"]);
    dones.b();
    expect(started).toEqual(["a", "b", "c", "d"]);
    dones.c();
    dones.d();
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
    gate.enter((done) => { started.push("e"); done(); });
    expect(started.at(-1)).toBe("e");
    expect(gate.active).toBe(0);
  });
});
