/** The paywall's timings (spec 1 §9), named as the spec names them. */

/** How often the gate asks whether the provider's runtime is ready. */
export const PAYWALL_READINESS_POLL_MS = 150;
/** How often a signed-out gate checks whether the reader signed in elsewhere (another tab, the header). */
export const ACCESS_TOKEN_POLL_MS = 5000;
/** The gate reloads (asks for access again) at most once per this long. */
export const GATE_RELOAD_THROTTLE_MS = 1000;
/** After authentication, the modal hides and the pending checkout starts this much later. */
export const POST_LOGIN_CHECKOUT_DELAY_MS = 300;
/** The frame used where requestAnimationFrame is missing (or the tab is hidden): about 15 frames per second. */
export const FALLBACK_ANIMATION_FRAME_MS = 66;
/** Script load via callback: how long the provider's runtime may take to load and become ready (spec 1 §9). */
export const SCRIPT_LOAD_TIMEOUT_MS = 5000;
/** Body blocks everyone reads when the upstream does not say (not shown in the spec: docs/decisions.md). */
export const DEFAULT_TEASER_BLOCKS = 3;
/** A pending checkout older than this is forgotten (not shown in the spec: docs/decisions.md). */
export const PENDING_CHECKOUT_TTL_MS = 30 * 60 * 1000;
/** The element that holds the gated part (JSON-LD `hasPart.cssSelector`). */
export const GATED_PART_CLASS = "paywall-gated";
