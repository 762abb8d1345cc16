/**
 * The ad manager's setup rules (spec 1 §5): a global config before anything, configure before
 * reconfigure, known preprocessors only, an element and a slot for every ad, and content targeting
 * (Admantx) only with a canonical url and a publisher key. Preprocessors wait at most 1500 ms (§9).
 */
import { AD_PREPROCESSOR_MAX_WAIT_MS } from "./constants";
import { AD_ERROR_MESSAGES, AdError } from "./errors";
import type { Targeting } from "./slots";

/** The page's ad setup (the spec's `window.__mpsconfig`), rendered by the server into the ads island. */
export interface AdGlobalConfig {
  /** Brand (the `site` targeting key) and its publisher (the content-targeting key). */
  site: string;
  publisherKey: string;
  /** Page kind (`type`) and content id (`pageid`). */
  type: string;
  pageid: string;
  canonicalUrl: string;
  language: string;
  /** Preprocessors run before the first request, by name. */
  preprocessors: readonly string[];
}

export function assertGlobalConfig(config: AdGlobalConfig | null | undefined): AdGlobalConfig {
  if (!config) throw new AdError(AD_ERROR_MESSAGES.missingGlobalConfig);
  return config;
}

/** Reconfiguring merges into the current config, which must exist. */
export function reconfigure(current: AdGlobalConfig | null, changes: Partial<AdGlobalConfig>): AdGlobalConfig {
  if (!current) throw new AdError(AD_ERROR_MESSAGES.notConfigured);
  return { ...current, ...changes };
}

export function assertSlot<E>(element: E | null | undefined, slot: string | null | undefined): { element: E; slot: string } {
  if (!element || !slot) throw new AdError(AD_ERROR_MESSAGES.elementAndSlot);
  return { element, slot };
}

/** The content-targeting call (spec 1 §7): the escaped canonical url and publisher key on the service's address. */
export function admantxUrl(serviceUrl: string, canonicalUrl: string | undefined, publisherKey: string | undefined): string {
  if (!canonicalUrl || !publisherKey) throw new AdError(AD_ERROR_MESSAGES.admantxNeedsCanonicalUrlAndKey);
  return `${serviceUrl}?url=${encodeURIComponent(canonicalUrl)}&key=${encodeURIComponent(publisherKey)}`;
}

export type Preprocessor = (config: AdGlobalConfig) => Targeting | Promise<Targeting>;

/** Looks every name up before anything runs: an unknown name is a setup error. */
export function resolvePreprocessors(names: readonly string[], registry: Readonly<Record<string, Preprocessor>>): Preprocessor[] {
  return names.map((name) => {
    const preprocessor = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!preprocessor) throw new AdError(AD_ERROR_MESSAGES.unknownPreprocessor(name));
    return preprocessor;
  });
}

export interface PreprocessorResult {
  targeting: Targeting;
  /** Preprocessors that failed, or had not answered when the wait ran out. */
  errors: string[];
}

/**
 * Runs the preprocessors side by side and merges what they answer within `maxWaitMs` (1500 ms, spec 1 §9).
 * A failing or late preprocessor is left out; it never stops the ads.
 */
export async function runPreprocessors(
  preprocessors: readonly Preprocessor[],
  config: AdGlobalConfig,
  { maxWaitMs = AD_PREPROCESSOR_MAX_WAIT_MS, setTimer = setTimeout }: { maxWaitMs?: number; setTimer?: (fn: () => void, ms: number) => unknown } = {},
): Promise<PreprocessorResult> {
  const results: (Targeting | null)[] = preprocessors.map(() => null);
  const errors: string[] = [];
  const runs = preprocessors.map(async (preprocessor, index) => {
    try {
      results[index] = await preprocessor(config);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  });
  let timedOut = false;
  await Promise.race([
    Promise.all(runs),
    new Promise<void>((resolve) => setTimer(() => {
      timedOut = true;
      resolve();
    }, maxWaitMs)),
  ]);
  const answered = results.filter((result): result is Targeting => result !== null);
  if (timedOut) {
    const late = results.length - answered.length - errors.length;
    if (late > 0) errors.push(`${late} preprocessor(s) did not answer within ${maxWaitMs} ms`);
  }
  return { targeting: Object.assign({}, ...answered), errors };
}
