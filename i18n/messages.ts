import en from "@/messages/en.json";
import es from "@/messages/es.json";

/**
 * Both languages' messages, for route handlers that answer in the brand's language with next-intl's
 * `createTranslator` (pages get theirs from i18n/request.ts, which loads one language only).
 */
export const MESSAGES = { en, es };
