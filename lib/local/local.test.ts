import { resolveLocalRoute } from "./route";
import { geolocationCookie, GEOLOCATION_COOKIE, GEOLOCATION_COOKIE_DAYS, parseGeolocationCookie, preferredZip } from "./geolocation";
import { DEFAULT_LOCATION, INITIAL_LOCAL_STATE, localReducer, ZIP_NOT_FOUND, type LocalState } from "./local-state";
import { formatForecastHour, stateTimeZone } from "./time-zone";
import { localPath, parseZipInput } from "./zip";

describe("zip input", () => {
  test.each([
    ["10001", { ok: true, zip: "10001" }],
    ["  90210 ", { ok: true, zip: "90210" }],
    ["10001-1234", { ok: true, zip: "10001" }],
    ["", { ok: false, error: "required" }],
    ["   ", { ok: false, error: "required" }],
    ["1000", { ok: false, error: "format" }],
    ["100011", { ok: false, error: "format" }],
    ["abcde", { ok: false, error: "format" }],
    ["10001-12", { ok: false, error: "format" }],
    ["１０００１", { ok: false, error: "format" }],
  ])("%j → %j", (input, result) => {
    expect(parseZipInput(input)).toEqual(result);
  });

  test("a zip's page", () => expect(localPath("10001")).toBe("/local/10001"));
});

describe("local news state (spec 2 §4)", () => {
  const filled: LocalState = {
    zip: "10001",
    location: { postal_code: "10001", city: "New York", state_code: "NY", latitude: 40.7, longitude: -74 },
    newsError: null,
    loading: true,
  };

  test("the lookup fills the location", () => {
    const location = { postal_code: "60601", city: "Chicago", state_code: "IL", latitude: 41.9, longitude: -87.6 };
    expect(localReducer({ ...INITIAL_LOCAL_STATE, loading: true }, { type: "lookupSucceeded", location })).toEqual({ ...INITIAL_LOCAL_STATE, location });
  });

  test("a failed lookup clears city and state and sets the news error Zip code not found.", () => {
    const next = localReducer(filled, { type: "lookupFailed" });
    expect(next.location).toEqual({ ...filled.location, city: "", state_code: "" });
    expect(next.newsError).toBe("Zip code not found.");
    expect(ZIP_NOT_FOUND).toBe("Zip code not found.");
    expect(next.loading).toBe(false);
  });

  test("reset restores the defaults", () => {
    expect(localReducer({ ...filled, newsError: ZIP_NOT_FOUND }, { type: "reset" })).toEqual(INITIAL_LOCAL_STATE);
    expect(INITIAL_LOCAL_STATE.location).toBe(DEFAULT_LOCATION);
  });

  test("a lookup starts with the zip and clears the previous zip's error", () => {
    expect(localReducer(INITIAL_LOCAL_STATE, { type: "lookupStarted", zip: "02108" })).toMatchObject({ zip: "02108", loading: true });
    const failed = localReducer(INITIAL_LOCAL_STATE, { type: "lookupFailed" });
    expect(localReducer(failed, { type: "lookupStarted", zip: "02108" })).toMatchObject({ newsError: null, loading: true });
  });
});

describe("remembered location (ng_geolocation)", () => {
  const place = { zip: "10001", city: "New York", state: "NY" };

  test("written as a cookie counted in days, Secure on https", () => {
    expect(GEOLOCATION_COOKIE).toBe("ng_geolocation");
    const cookie = geolocationCookie(place, true);
    expect(cookie).toContain(`Max-Age=${GEOLOCATION_COOKIE_DAYS * 86400}`);
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/; Secure$/);
    expect(geolocationCookie(place, false)).not.toContain("Secure");
  });

  test("read back from document.cookie", () => {
    const pair = geolocationCookie(place, false).split(";")[0];
    expect(parseGeolocationCookie(`a=1; ${pair}; b=2`)).toEqual(place);
  });

  test.each(["", "ng_geolocation=%7B", "ng_geolocation=" + encodeURIComponent('{"zip":"abc"}'), "other=1"])("%j is no location", (cookie) => {
    expect(parseGeolocationCookie(cookie)).toBeNull();
  });

  test.each([
    [{ remembered: null }, ""],
    [{ remembered: place }, "10001"],
    [{ customerZip: "60601", remembered: place }, "60601"],
    [{ customerZip: "bad", remembered: place }, "10001"],
    [{ customerZip: "60601-1234", remembered: place }, "60601"],
    [{ customerZip: "60601-12", remembered: place }, "10001"],
    [{ customerZip: "", remembered: place }, "10001"],
    [{ customerZip: null, remembered: null }, ""],
  ])("the form starts from %j → %j", (sources, zip) => {
    expect(preferredZip(sources)).toBe(zip);
  });
});

describe("forecast times", () => {
  test.each([
    ["NY", "America/New_York"],
    ["CA", "America/Los_Angeles"],
    ["IL", "America/Chicago"],
    ["AZ", "America/Phoenix"],
    ["HI", "Pacific/Honolulu"],
    ["ZZ", "America/New_York"],
  ])("%s → %s", (state, zone) => {
    expect(stateTimeZone(state)).toBe(zone);
  });

  test("hours in the location's zone, per language", () => {
    const iso = "2026-11-22T20:00:00.000Z";
    expect(formatForecastHour(iso, "America/New_York", "en")).toBe("3 PM");
    expect(formatForecastHour(iso, "America/Los_Angeles", "en")).toBe("12 PM");
    expect(formatForecastHour(iso, "America/New_York", "es")).toMatch(/^3 p\.\s?m\.$/);
  });
});

describe("local addresses", () => {
  test.each<[string[], ReturnType<typeof resolveLocalRoute>]>([
    [[], { kind: "local", zip: null }],
    [["10001"], { kind: "local", zip: "10001" }],
    [["abc"], null],
    [["1000"], null],
    [["100011"], null],
    [["10001", "news"], null],
    [["1000a"], null],
  ])("/local/%j", (segments, route) => {
    expect(resolveLocalRoute(segments)).toEqual(route);
  });
});
