/**
 * A US zip code: five digits, optionally ZIP+4. Its own module, free of zod, because the browser's saved-items code
 * checks zip codes too: zod in a client bundle probes `Function("")`, which the page's script policy reports.
 */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
