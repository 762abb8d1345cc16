/**
 * Spec 1 §5 ad validation rules and §8 shell and ad messages, word for word. They are developer-facing
 * (console), not reader-facing, so they live here rather than in messages/.
 */
export const AD_ERROR_MESSAGES = {
  admantxNeedsCanonicalUrlAndKey: "Admantx requires a canonical url and publisher key",
  notConfigured: "MPS has not been configured",
  unknownPreprocessor: (name: string) => `MPS does not support a ${name} preprocessor`,
  elementAndSlot: "Element and slot must be set",
  missingGlobalConfig: "window.__mpsconfig has not been set",
} as const;

/** A misconfigured ad setup. Thrown by the ad manager; the runtime logs it and leaves the reserved space empty. */
export class AdError extends Error {
  override name = "AdError";
}
