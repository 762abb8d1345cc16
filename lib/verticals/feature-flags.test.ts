import { verticalForView } from "./feature-flags";
import { VERTICALS } from "./verticals";

describe("verticalForView", () => {
  test("the brand as it is when features are on", () => {
    expect(verticalForView(VERTICALS.msnbc, { featureFlagsEnabled: true })).toBe(VERTICALS.msnbc);
  });

  test.each([
    ["news", { inlineArticleNewsletter: false, signupPopup: false, heroVideoAutoplayMuted: false, webNotificationSoftOptIn: null }],
    ["msnbc", { inlineArticleNewsletter: false, signupPopup: false, heroVideoAutoplayMuted: false, webNotificationSoftOptIn: null }],
    ["today", { inlineArticleNewsletter: false, signupPopup: false, heroVideoAutoplayMuted: false, webNotificationSoftOptIn: null }],
  ] as const)("featureFlag=false on %s turns the optional features off", (slug, off) => {
    expect(verticalForView(VERTICALS[slug], { featureFlagsEnabled: false }).flags).toMatchObject(off);
  });

  test("featureFlag=false keeps what the brand is: gate, subscriptions, saving, live TV, language", () => {
    for (const slug of ["news", "today", "msnbc", "noticias"] as const) {
      const { flags, language } = verticalForView(VERTICALS[slug], { featureFlagsEnabled: false });
      const brand = VERTICALS[slug];
      expect({ language, gated: flags.gatedContent, subscriptions: flags.subscriptions, save: flags.saveButtonStyle, liveTv: flags.liveTv, backend: flags.accountBackend }).toEqual({
        language: brand.language,
        gated: brand.flags.gatedContent,
        subscriptions: brand.flags.subscriptions,
        save: brand.flags.saveButtonStyle,
        liveTv: brand.flags.liveTv,
        backend: brand.flags.accountBackend,
      });
    }
  });
});
