/** The id that ties an answer to its log lines and upstream calls: the caller's when it is a plain token, else new. */
export const CORRELATION_ID_HEADER = "x-correlation-id";
const CORRELATION_ID = /^[A-Za-z0-9._-]{1,128}$/;

export const correlationIdFor = (incoming) => (typeof incoming === "string" && CORRELATION_ID.test(incoming) ? incoming : crypto.randomUUID());
