// The public federation pages' data (issue 32): every federation (/savezi) and one by its slug with its latest
// announcements and its documents (/savezi/:slug), read once by the route's loader: in the Worker's render
// through the app itself (the anonymous answer the edge keeps), in the browser over the network. The browser
// hydrates from the Worker's copy without asking again. The admin screens' list is web/lib/savezi.ts.
import { data } from "react-router";
import { Savezi, SavezBySlug } from "../../../../shared/entities/savez/operations";
import type { Operation, ResultOf, VariablesOf } from "../../../../shared/graphql/define";
import { API } from "../../../../shared/paths";
import { isSlug } from "../../../../shared/schemas/javno";
import { fetchOf } from "../../../lib/render-context";

export type { Savez, SavezPage } from "../../../../shared/entities/savez/operations";

/**
 * A public query as an anonymous visitor reads it (no token), for a route loader; `context` is the loader's
 * (the Worker's fetch when it renders the page). An error answer throws: the route's error screen.
 */
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

/** Every federation, oldest first. */
export const loadSavezi = (signal: AbortSignal, context?: unknown) => loadOperation(Savezi, {}, signal, context);

/**
 * The federation at /savezi/:slug; `savezi` is empty when no federation has that slug: the page says so and the
 * answer is a 404 (the Worker then sends the app's shell with noindex).
 */
export async function loadSavez(slug: string, signal: AbortSignal, context?: unknown) {
  const found = isSlug(slug) ? await loadOperation(SavezBySlug, { slug }, signal, context) : { savezi: [] };
  return found.savezi.length > 0 ? found : data(found, { status: 404 });
}
