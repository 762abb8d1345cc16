/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localNewsResponseSchema, localWeatherResponseSchema, zipInfoResponseSchema } from "../../lib/api/schemas/local";
import { startUpstream, type Upstream } from "../app";
import { FORECAST_HOURS, LOCAL_STORY_COUNT, localForecast, localStories, lookupZip } from "./local-data";

jest.setTimeout(60_000);

describe("zip data (the zipcodes package)", () => {
  test.each([
    ["10001", "New York", "NY"],
    ["90210", "Beverly Hills", "CA"],
    ["60601", "Chicago", "IL"],
    ["02108", "Boston", "MA"],
  ])("%s is %s, %s", (zip, city, state) => {
    expect(lookupZip(zip)).toMatchObject({ zip, city, state });
  });

  test.each(["00000", "99999", "abcde", "1000", "K1A0B1"])("%s is unknown", (zip) => {
    expect(lookupZip(zip)).toBeNull();
  });

  test.each([
    ["10001", undefined, "New York"],
    ["10001", "US", "New York"],
    ["10001", "CA", null],
  ])("%s in country %s (default US) is %s", (zip, country, city) => {
    expect(lookupZip(zip, country)?.city ?? null).toBe(city);
  });
});

describe("generated stories and forecasts", () => {
  const nyc = lookupZip("10001")!;
  const now = Date.UTC(2026, 10, 22, 15, 30);

  test("deterministic per zip and time, different between zips", () => {
    expect(localStories(nyc, now, "en")).toEqual(localStories(nyc, now, "en"));
    expect(localForecast(nyc, now)).toEqual(localForecast(nyc, now));
    expect(localStories(lookupZip("90210")!, now, "en").map((s) => s.headline)).not.toEqual(localStories(nyc, now, "en").map((s) => s.headline));
  });

  test("stories name the city, newest first, in the asked language", () => {
    const stories = localStories(nyc, now, "en");
    expect(stories).toHaveLength(LOCAL_STORY_COUNT);
    expect(stories.every((story) => `${story.headline} ${story.summary}`.includes("New York"))).toBe(true);
    const times = stories.map((story) => Date.parse(story.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((time) => time < now)).toBe(true);
    expect(localStories(nyc, now, "es")[0]?.headline).not.toEqual(stories[0]?.headline);
  });

  test("the forecast covers the next 12 hours with plausible temperatures", () => {
    const hours = localForecast(nyc, now);
    expect(hours).toHaveLength(FORECAST_HOURS);
    expect(Date.parse(hours[0]!.time)).toBe(Date.UTC(2026, 10, 22, 16));
    for (const hour of hours) expect(hour.temperatureF).toBeGreaterThan(-10);
    for (const hour of hours) expect(hour.temperatureF).toBeLessThan(80);
    const miami = localForecast(lookupZip("33101")!, now);
    const average = (list: typeof hours) => list.reduce((sum, h) => sum + h.temperatureF, 0) / list.length;
    expect(average(miami)).toBeGreaterThan(average(hours));
  });
});

describe("the local routes", () => {
  let upstream: Upstream;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-local-"));
    upstream = await startUpstream({ port: 0, dbPath: path.join(dir, "upstream.sqlite") });
  });

  afterAll(async () => {
    await upstream.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string) => fetch(`${upstream.url}${pathname}`);

  test("zip info: city_data, state_data, location_data", async () => {
    const response = await get("/local/zipinfo/10001");
    expect(response.status).toBe(200);
    expect(zipInfoResponseSchema.parse(await response.json())).toEqual({
      city_data: { city: "New York" },
      state_data: { state_code: "NY", state_name: "New York" },
      location_data: { postal_code: "10001", latitude: 40.7484, longitude: -73.9967 },
    });
  });

  test("news and weather by zip", async () => {
    const news = localNewsResponseSchema.parse(await (await get("/local/news/10001?lang=es")).json());
    expect(news.stories).toHaveLength(LOCAL_STORY_COUNT);
    const weather = localWeatherResponseSchema.parse(await (await get("/local/weather/e/10001")).json());
    expect(weather.hours).toHaveLength(FORECAST_HOURS);
  });

  test.each(["/local/zipinfo/00000", "/local/news/00000", "/local/weather/e/00000"])("unknown zip: %s is 404", async (pathname) => {
    expect((await get(pathname)).status).toBe(404);
  });

  test.each(["/local/zipinfo/abc", "/local/news/123456"])("malformed zip: %s is 400", async (pathname) => {
    expect((await get(pathname)).status).toBe(400);
  });

  test("JSONP with ?callback=", async () => {
    const response = await get("/local/zipinfo/10001?callback=cb_1");
    expect(response.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    const body = await response.text();
    expect(body).toMatch(/^cb_1\(\{"city_data":\{"city":"New York"/);
    expect(body.endsWith(");")).toBe(true);
  });

  test("a callback that is not an identifier is refused", async () => {
    expect((await get(`/local/zipinfo/10001?callback=${encodeURIComponent("alert(1)//")}`)).status).toBe(400);
  });
});
