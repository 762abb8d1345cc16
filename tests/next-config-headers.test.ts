/** @jest-environment node */
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import nextConfig from "@/next.config";

/** The header rules that apply to a request on `host`, matched the way Next matches `has`/`missing`. */
async function headersFor(host: string): Promise<string[]> {
  const rules = (await nextConfig.headers?.()) ?? [];
  const req = { headers: { host } } as unknown as Parameters<typeof matchHas>[0];
  return rules.filter((rule) => matchHas(req, {}, rule.has, rule.missing)).flatMap((rule) => rule.headers.map(({ key }) => key));
}

describe("HSTS by host", () => {
  test.each([
    ["localhost:3000", false],
    ["localhost", false],
    ["today.localhost:3000", false],
    ["127.0.0.1:3100", false],
    ["www.nbcnews.com", true],
    ["today.com", true],
    ["localhost.example.com", true],
    ["x127.0.0.1", true],
    ["127.0.0.1.example.com", true],
    ["notlocalhost.example.com:443", true],
  ])("%s gets Strict-Transport-Security: %s", async (host, hsts) => {
    expect((await headersFor(host)).includes("Strict-Transport-Security")).toBe(hsts);
  });
});
