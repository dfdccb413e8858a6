import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { T_API } from "../shared/texts";

/** An error whose code and message are safe to show a client; anything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Where a field's refusal is fixed on another screen: field → [{href, text}] (an entry without a medical). */
    readonly fixes?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The one JSON error shape of the API: `{error: {code, message}}`, plus `details` when there are field errors and
 * `fixes` when another screen fixes some of them.
 */
export function errorBody(code: string, message: string, details?: unknown, fixes?: unknown) {
  const error = details === undefined ? { code, message } : { code, message, details };
  return { error: fixes === undefined ? error : { ...error, fixes } };
}

/** The app's single error handler: known errors keep their status; the rest are logged and hidden. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.details, err.fixes), err.status);
  }
  const status = (err as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Hono's own HTTPException (e.g. a malformed body): a client error, safe to state generically.
    return c.json(errorBody("bad_request", err.message || T_API.badRequest), status as ContentfulStatusCode);
  }
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, err);
  return c.json(errorBody("internal", T_API.internal), 500);
}
