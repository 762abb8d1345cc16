import { providerFrameUrl, searchProviders } from "./providers";

const providers = ["Xfinity", "Spectrum", "AT&T U-verse", "Verizon Fios", "WOW!", "Hulu + Live TV", "Télé Câble"].map((displayName) => ({ displayName }));
const names = (list: { displayName: string }[]) => list.map((p) => p.displayName);

describe("searchProviders", () => {
  it.each([
    ["", names(providers)],
    ["  ", names(providers)],
    ["x", ["Xfinity"]],
    ["XFIN", ["Xfinity"]],
    ["fios", ["Verizon Fios"]],
    ["at&t", ["AT&T U-verse"]],
    ["att", ["AT&T U-verse"]],
    ["u-verse", ["AT&T U-verse"]],
    ["live", ["Hulu + Live TV"]],
    ["wow", ["WOW!"]],
    ["cable", ["Télé Câble"]],
    ["tele", ["Télé Câble"]],
    ["finity", []],
    ["zzz", []],
  ])("%j", (query, expected) => {
    expect(names(searchProviders(providers, query))).toEqual(expected);
  });
});

describe("providerFrameUrl", () => {
  it("sends the reader back to the site's callback", () => {
    expect(providerFrameUrl("http://localhost:4000/services/tve/login/Comcast_SSO", "http://msnbc.localhost:3000", "en")).toBe(
      "http://localhost:4000/services/tve/login/Comcast_SSO?redirect_uri=http%3A%2F%2Fmsnbc.localhost%3A3000%2Fapi%2Ftv%2Fcallback&lang=en",
    );
  });
});
