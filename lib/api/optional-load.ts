import { isApiError } from "@/lib/api/api-error";

/**
 * A secondary load whose failure must not break the page: an upstream error yields `fallback`.
 * Anything that is not an ApiError is a bug and still throws.
 */
export async function optionalLoad<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error)) return fallback;
    throw error;
  }
}
