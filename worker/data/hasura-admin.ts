// One request to the Hasura upstream with the admin secret (Hasura's superuser: no permission applies) and
// nothing of any client's: the sweep's file references, the erasure of a person, the gateway's own reads. The
// Worker has decided the caller's right before it asks; the answer's `data`, or a thrown error (for the log
// only: it may hold upstream text) when the answer holds none or holds errors.
import { clockSession } from "./clock";

/** How to reach Hasura as its admin; `fetch` is injectable for tests. */
export interface HasuraAdmin {
  url: string;
  adminSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  requestId?: string;
}

export async function asHasuraAdmin(
  options: HasuraAdmin,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await (options.fetch ?? fetch)(options.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-hasura-admin-secret": options.adminSecret,
      ...(options.requestId ? { "x-hasura-request-id": options.requestId } : {}),
      ...clockSession(),
      ...headers,
    },
    body: JSON.stringify({ operationName, query, variables }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: unknown[] } | null;
  if (!response.ok || !body?.data || typeof body.data !== "object" || body.errors?.length) {
    const errors = JSON.stringify(body?.errors ?? null).slice(0, 300);
    throw new Error(`${operationName} answered ${response.status} without data: ${errors}`);
  }
  return body.data as Record<string, unknown>;
}
