/** The one error type `lib/api` throws. Pages map it to the 404, 403 or 500 page in one place. */
export type ApiErrorKind = "http" | "network" | "timeout" | "schema";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly url: string;

  constructor(kind: ApiErrorKind, message: string, url: string, status?: number) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.url = url;
    this.status = status;
  }

  /** Status 400 or above (spec 1 §8): "statusText (status) @ url". */
  static fromResponse(response: { status: number; statusText: string }, url: string): ApiError {
    return new ApiError("http", `${response.statusText} (${response.status}) @ ${url}`, url, response.status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
