/** An error that becomes the uniform error body `{detail, errors?, code?}` with its status (GUIDE §3). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly errors?: Record<string, string>,
    public readonly code?: string,
    /** More fields of the body (e.g. a booking rule's `overridable` and `violations`). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (what = 'You do not have access to this section') => new HttpError(403, what);
export const unauthorized = (what = 'Authentication required') => new HttpError(401, what);
export const badRequest = (errors: Record<string, string>, detail = Object.values(errors)[0] ?? 'Invalid request') =>
  new HttpError(400, detail, errors);
export const conflict = (detail: string, code?: string, errors?: Record<string, string>) => new HttpError(409, detail, errors, code);
