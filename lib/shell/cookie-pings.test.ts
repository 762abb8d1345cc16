import { cookiePingTargets, cookiePingUrls } from "./cookie-pings";

describe("cookie ping targets (COOKIE_PING_URLS)", () => {
  test.each<[string | undefined, string[]]>([
    [undefined, []],
    ["", []],
    ["https://a.example/push.gif, https://b.example/push.gif", ["https://a.example/push.gif", "https://b.example/push.gif"]],
    ["https://a.example/1,https://b.example/2,https://c.example/3", ["https://a.example/1", "https://b.example/2"]],
    ["http://a.example/push.gif", []],
    ["javascript:alert(1),https://a.example/x", ["https://a.example/x"]],
    ["http://localhost:4600/ping", ["http://localhost:4600/ping"]],
    ["not a url", []],
  ])("%s", (configured, targets) => {
    expect(cookiePingTargets(configured)).toEqual(targets);
  });

  test("each ping carries the timestamp", () => {
    expect(cookiePingUrls(["https://a.example/push.gif", "https://b.example/p?x=1"], 1234)).toEqual([
      "https://a.example/push.gif?ts=1234",
      "https://b.example/p?x=1&ts=1234",
    ]);
  });
});
