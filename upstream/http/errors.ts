/** An answer other than 200 that a handler decides on: thrown, and turned into a JSON error by the app. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "not found") => new HttpError(404, what);
export const badRequest = (why: string) => new HttpError(400, why);
