/**
 * What bounds one instance's memory, from the environment (README "Sizing an instance"): the V8 heap, and the
 * caches it keeps (Next's page and data cache: PAGE_CACHE_MB, read by next.config.ts; optimised images:
 * IMAGE_CACHE_MB). Resident memory is about the heap plus 150 MB of code, buffers and native memory.
 */
/** A setting that must be a positive number, else its default. */
export const positiveNumber = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const megabytes = positiveNumber;

/** The V8 old-space limit of a site process, in MB. */
export const heapMegabytes = (env = process.env) => megabytes(env.NODE_HEAP_MB, 512);

/**
 * The size of each of V8's two young-generation semi-spaces, in MB. Node's default (16) filled every ~50 ms under
 * on-demand renders and promoted what the renders in progress still held, which the collector's helper threads then
 * marked again and again in the old generation; 32 cut the server's CPU per on-demand article and front by about 7 %
 * for about 45 MB more resident memory.
 */
export const semiSpaceMegabytes = (env = process.env) => megabytes(env.NODE_SEMI_SPACE_MB, 32);

/** The Node flags that apply both: every launcher of server/serve.mjs passes them. */
export const heapFlags = (env = process.env) => [`--max-old-space-size=${heapMegabytes(env)}`, `--max-semi-space-size=${semiSpaceMegabytes(env)}`];

/**
 * What a site process adds to its environment: at most `MALLOC_ARENA_MAX` (default 2) glibc malloc arenas. glibc
 * gives each thread that allocates its own arena (up to 8 per core), and the image encoder's and libuv's threads
 * each fragment one: 1,800 images optimised in a row peaked at 720–750 MB resident with the default, 560–600 MB
 * with two, at less CPU per image. Read by the C library when the process starts, so every launcher passes it.
 */
export const allocatorEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" });

/** Bytes of optimised images an instance keeps. */
export const imageCacheBytes = (env = process.env) => megabytes(env.IMAGE_CACHE_MB, 64) * 1024 * 1024;
