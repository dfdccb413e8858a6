// A public GraphQL query read by a route loader (issue 32): in the Worker's render through the app itself (the
// anonymous answer the edge keeps, ./render-context.ts), in the browser over the network; the browser then
// hydrates from the Worker's copy without asking again. No token: the data is public.
import type { Operation, ResultOf, VariablesOf } from "../../shared/graphql/define";
import { API } from "../../shared/paths";
import { fetchOf } from "./render-context";

/** `operation`'s data as an anonymous visitor reads it; an error answer throws (the route's error screen). */
export async function loadOperation<O extends Operation>(
  operation: O,
  variables: VariablesOf<O>,
  signal: AbortSignal,
  context?: unknown,
): Promise<ResultOf<O>> {
  const response = await fetchOf(context)(API.graphql, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization: "" },
    body: JSON.stringify({ operationName: operation.name, variables, query: operation.document }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: ResultOf<O>;
    errors?: { message: string }[];
  } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new Error(body?.errors?.[0]?.message ?? `HTTP ${response.status}`);
  }
  return body.data;
}
