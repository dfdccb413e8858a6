// How the public pages read the public REST API (issue 16, worker/routes/javno.ts): keyset pages ('Učitaj
// još' follows `next`) and one row for a route loader (an unknown id is the route's 404, so the shell shows
// 'Page Not Found'). No token: the data is public. Each public feature names its own reads with these
// (web/features/javna-natjecanja/api, web/features/dogadanja/api).
import { data } from "react-router";
import useSWRInfinite, { unstable_serialize as listKey } from "swr/infinite";
import type { JavnaStranica } from "../../shared/schemas/javno";
import { fetchOf, preload, type RenderContext } from "./render-context";

/** A refused or failed public read: the server's message and the HTTP status (0 for a network failure). */
export class JavnoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "JavnoApiError";
  }
}

export async function getJson<T>(
  url: string,
  signal?: AbortSignal,
  read: RenderContext["fetch"] = fetchOf(null),
): Promise<T> {
  let response: Response;
  try {
    response = await read(url, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    throw new JavnoApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok || body === null) {
    throw new JavnoApiError(body?.error?.message ?? `HTTP ${response.status}`, response.status);
  }
  return body;
}

export function pageUrl(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

type PageParams = Record<string, string | null | undefined>;

/** SWR's key of one page of a list: its name, its parameters and the cursor it starts after (null: the first). */
const pageKey = (name: string, params: PageParams, after: string | null): [string, string, string | null] => [
  name,
  JSON.stringify(params),
  after,
];

/**
 * A route loader's part of a list (the Worker's render only, web/lib/render-context.ts): its first page, under
 * the first page's key and the list's own (SWR-infinite's), so the page is rendered with it, the browser does
 * not read it again, and 'Učitaj još' reads only the next page.
 */
export async function preloadFirstPage(context: unknown, name: string, path: string, params: PageParams) {
  const first = await preload(context, pageKey(name, params, null), (read) =>
    getJson<JavnaStranica<unknown>>(pageUrl(path, params), undefined, read),
  );
  if (first !== undefined)
    await preload(
      context,
      listKey(() => pageKey(name, params, null)),
      async () => [first],
    );
}

/** Pages of `path` (with `params`) as SWR-infinite: `data` holds the pages loaded so far. */
export function usePages<T>(name: string, path: string, params: PageParams) {
  return useSWRInfinite<JavnaStranica<T>, JavnoApiError>(
    (index, previous: JavnaStranica<T> | null) => {
      if (index > 0 && !previous?.next) return null;
      return pageKey(name, params, index === 0 ? null : previous!.next);
    },
    ([, , after]: [string, string, string | null]) => getJson<JavnaStranica<T>>(pageUrl(path, { ...params, after })),
    { revalidateFirstPage: false },
  );
}

/**
 * A route loader's read of one row: 400/404 become the route's 404 ('Page Not Found'). `context` is the
 * loader's: the Worker's render reads through the app itself (./render-context.ts).
 */
export async function loadOne<T>(url: string, signal: AbortSignal, context?: unknown): Promise<T> {
  try {
    return await getJson<T>(url, signal, fetchOf(context));
  } catch (error) {
    if (error instanceof JavnoApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}
