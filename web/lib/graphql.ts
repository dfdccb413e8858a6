// The data layer of SPEC §7: every query goes to POST /v1/graphql as {operationName, variables, query} with
// a trusted operation (shared/entities/<entity>/operations.ts), Authorization `Bearer {token}` or an empty
// value. A call site names the operation; its variables and its answer are typed from the operation's definition.
import { useState } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import type { Operation, ResultOf, VariablesOf } from "../../shared/graphql/define";
import { API } from "../../shared/paths";
import { bookmarkHeaders, rememberBookmark } from "./d1-bookmark";
import type { ReadFetch } from "./render-context";
import { session, useSession } from "./session";
import { NO_VIEWER } from "./viewer";

/** Per-field messages of a refusal, keyed by the dotted path of the GraphQL variables ("object.naziv"). */
export type FieldMessages = Record<string, string[]>;

/**
 * A failed GraphQL call: the first error's message, the HTTP status, and from its `extensions` the error
 * code (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, CONFLICT, …) and the per-field messages of a refusal.
 */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields: FieldMessages = {},
  ) {
    super(message);
    this.name = "GraphQLRequestError";
  }
}

interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: unknown; fields?: unknown } }[];
  error?: { code?: string; message?: string };
}

/** `extensions.fields` as the Worker sends it ({path: [messages]}); anything else is dropped. */
function fieldMessagesOf(value: unknown): FieldMessages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const fields: FieldMessages = {};
  for (const [path, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === "string");
    if (list.length > 0) fields[path] = list;
  }
  return fields;
}

/**
 * Sends one trusted operation and returns its `data`; GraphQL or HTTP errors throw GraphQLRequestError.
 * `idempotencyKey` (creates, see idempotency.ts) goes out as the Idempotency-Key header.
 */
export async function runOperation<O extends Operation>(
  operation: O,
  variables: VariablesOf<O>,
  token: string | null,
  { idempotencyKey, read }: { idempotencyKey?: string; read?: ReadFetch } = {},
): Promise<ResultOf<O>> {
  type T = ResultOf<O>;
  // `read`: the Worker's own fetch when it renders a page (./render-context.ts), which keeps no bookmark.
  const response = await (read ?? fetch)(API.graphql, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: token ? `Bearer ${token}` : "",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      ...(read ? {} : bookmarkHeaders()),
    },
    body: JSON.stringify({ operationName: operation.name, variables, query: operation.document }),
  });
  if (!read) rememberBookmark(response);
  const body = (await response.json().catch(() => null)) as GraphQLBody<T> | null;
  if (body === null) throw new GraphQLRequestError(`HTTP ${response.status}`, response.status);
  const first = body.errors?.[0];
  if (first) {
    const code = typeof first.extensions?.code === "string" ? first.extensions.code : undefined;
    throw new GraphQLRequestError(first.message, response.status, code, fieldMessagesOf(first.extensions?.fields));
  }
  if (!response.ok || body.data === undefined) {
    throw new GraphQLRequestError(body.error?.message ?? `HTTP ${response.status}`, response.status, body.error?.code);
  }
  return body.data;
}

/** SWR's options for the app: cache-first (SPEC §7), so cached data is not refetched on focus or remount. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

export { NO_VIEWER };

/**
 * Whose data a query returns: the signed-in user's id (or "signed-in" for a session stored without a user),
 * else NO_VIEWER. Query keys hold this, never the token, so the hourly token refresh keeps every query.
 */
export function useViewer(): string {
  const { token, user } = useSession();
  if (!token) return NO_VIEWER;
  return user?.uid ?? "signed-in";
}

/** The token as it is when a request is sent (a refreshed one, never the one the key was made with). */
export const currentToken = (): string | null => session.get().token;

/** The SWR key of an operation's answer for a viewer (the Worker's render starts from the same keys, issue 32). */
export const operationKey = (name: string, variables: unknown, viewer: string) =>
  ["graphql", name, JSON.stringify(variables), viewer] as const;

/**
 * Runs a trusted query through SWR for the viewer; `enabled: false` skips it (e.g. no token). While a new key
 * loads (other variables) the previous data stays on screen, but only the same viewer's: data never outlives
 * a sign-out or carries over to another account on a screen that stays mounted.
 */
export function useOperation<O extends Operation>(
  operation: O,
  variables: VariablesOf<O>,
  { enabled = true, swr }: { enabled?: boolean; swr?: SWRConfiguration<ResultOf<O>, GraphQLRequestError> } = {},
) {
  const viewer = useViewer();
  const [mountedFor] = useState(viewer);
  const key = enabled ? operationKey(operation.name, variables, viewer) : null;
  return useSWR<ResultOf<O>, GraphQLRequestError>(key, () => runOperation(operation, variables, currentToken()), {
    keepPreviousData: enabled && viewer === mountedFor,
    ...swr,
  });
}
