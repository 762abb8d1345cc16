/** Spec 2 §9 "loader default delay 200 ms": a loading indicator shows only once a wait has lasted this long. */
export const LOADER_DELAY_MS = 200;
