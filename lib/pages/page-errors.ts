import { forbidden, notFound } from "next/navigation";
import { isApiError } from "@/lib/api/api-error";

/**
 * The one place where upstream errors become error pages: 404 → the 404 page, 403 → the 403 page;
 * 400 → the 404 page too (the upstream refuses the id the address gave, so the address names nothing);
 * anything else (5xx, timeout, network, schema) is rethrown and renders the 500 page with status 500.
 */
export async function orErrorPage<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    if (isApiError(error) && error.status === 403) forbidden();
    throw error;
  }
}
