// One trusted read of the Hasura provider (./hasura-provider.ts, ./hasura-accounts.ts): as Hasura's anonymous
// role, its member role, or with the admin secret alone. Errors are masked as the GraphQL gateway masks them:
// Hasura's texts name tables and permissions, so they go to the log and the client gets 502/504 with a plain
// message.
import { ApiError } from "../errors";
import { T_API } from "../../shared/texts";
import { clockSession } from "./clock";

export interface HasuraReadOptions {
  url: string;
  adminSecret: string;
  timeoutMs: number;
  requestId?: string;
  fetch?: typeof fetch;
  /** Session variables of a read as a role (x-hasura-email ...), set by the Worker, never the client's. */
  session?: Record<string, string>;
}

/**
 * Who a read goes upstream as: Hasura's anonymous role, its member role (with the session variables in
 * `options.session`), or the admin secret alone (Hasura's superuser).
 */
export type As = "anonymous" | "member" | "admin-secret";

export type Exp = Record<string, unknown>;

const UNREACHABLE = "The data service is unreachable.";
const TIMED_OUT = "The data service did not answer in time.";
const FAILED = T_API.upstreamFailed;

/** One trusted read; its data, or a 502/504 ApiError with the upstream's text only in the log. */
export async function read<T>(
  options: HasuraReadOptions,
  as: As,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "x-hasura-admin-secret": options.adminSecret,
  };
  if (as !== "admin-secret") Object.assign(headers, options.session, { "x-hasura-role": as });
  if (options.requestId) headers["x-hasura-request-id"] = options.requestId;
  Object.assign(headers, clockSession());
  let body: { data?: T | null; errors?: { message?: unknown }[] } | null;
  let status: number;
  try {
    const response = await (options.fetch ?? fetch)(options.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ operationName, query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    body = (await response.json().catch(() => null)) as typeof body;
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
    console.error(`hasura ${operationName} ${timedOut ? "timed out" : "unreachable"}: ${(error as Error).message}`);
    throw timedOut ? new ApiError(504, "gateway_timeout", TIMED_OUT) : new ApiError(502, "bad_gateway", UNREACHABLE);
  }
  if (!body?.data || body.errors?.length) {
    console.error(`hasura ${operationName} answered ${status}: ${String(body?.errors?.[0]?.message ?? "no data")}`);
    throw new ApiError(502, "bad_gateway", FAILED);
  }
  return body.data;
}

/**
 * SQLite's order for text (byte order; NULL before any value), which D1's lists follow: rows sorted or merged
 * in the Worker use it, so they come out as D1 sorts them whatever PostgreSQL's collation is.
 */
export const byText = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
