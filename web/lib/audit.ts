// The audit log (GET /api/v1/revizija, worker/routes/revizija.ts): the URL, the fetcher and its SWR-infinite
// hook (keyset pages, 'Učitaj još' follows `next`); an entry as text is ./audit-format.ts. No session import
// here (it reads window.localStorage on load): the hook takes the viewer (the signed-in user's id, as every
// query key does) and a way to read the token when a page is sent, so a token refresh never restarts the list.
import useSWRInfinite from "swr/infinite";
import { API } from "../../shared/paths";
import type { AuditEntry } from "../../shared/schemas/audit";
import { T, T_REVIZIJA } from "../../shared/texts";
import { NO_VIEWER } from "./viewer";

export type { AuditEntry };

/** One page of entries and the cursor of the next (null on the last). */
export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}

/** The API's filters; a missing or empty one does not filter. `od`/`do` are YYYY-MM-DD. */
export interface AuditFilter {
  savez_id?: string;
  actor?: string;
  entity?: string;
  entity_id?: string;
  action?: string;
  od?: string;
  do?: string;
}

/** The filter names, in the order the screen and its URL use them. */
export const AUDIT_FILTERS = ["savez_id", "actor", "entity", "entity_id", "action", "od", "do"] as const;

/** A refused or failed audit call: the message to show, the HTTP status (0 for a network failure) and code. */
export class AuditApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "AuditApiError";
  }
}

/** The request URL of one page: the non-empty filters, then `after` (the previous page's `next`). */
export function auditUrl(filter: AuditFilter, after: string | null = null, limit?: number): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = filter[name]?.trim();
    if (value) params.set(name, value);
  }
  if (limit) params.set("limit", String(limit));
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `${API.revizija}?${query}` : API.revizija;
}

/** One page of entries with the caller's token; refusals throw AuditApiError with the server's message. */
export async function fetchAudit(filter: AuditFilter, after: string | null, token: string | null): Promise<AuditPage> {
  let response: Response;
  try {
    response = await fetch(auditUrl(filter, after), { headers: { authorization: token ? `Bearer ${token}` : "" } });
  } catch {
    throw new AuditApiError(T_REVIZIJA.greska, 0);
  }
  const body = (await response.json().catch(() => null)) as
    (AuditPage & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok || !body || !Array.isArray(body.entries)) {
    if (response.status === 401) throw new AuditApiError(T.pleaseLogin, 401, body?.error?.code);
    throw new AuditApiError(body?.error?.message || T_REVIZIJA.greska, response.status, body?.error?.code);
  }
  return { entries: body.entries, next: body.next ?? null };
}

type PageKey = readonly ["audit", string, string | null, string];

/**
 * The entries matching `filter`, page by page (`setSize(size + 1)` loads the next), for `viewer` (the signed-in
 * user's id; NO_VIEWER asks nothing, nor does a null filter). The key holds the viewer, never the token:
 * `token()` is read when a page is sent, so the hourly refresh keeps the loaded pages. Read again on every
 * mount: the log grows with each edit, so a cached page is never trusted (the app's SWR default is cache-first).
 */
export function useAuditLog(filter: AuditFilter | null, viewer: string, token: () => string | null) {
  const filterKey = filter ? auditUrl(filter) : null;
  return useSWRInfinite<AuditPage, AuditApiError, (index: number, previous: AuditPage | null) => PageKey | null>(
    (index, previous) => {
      if (viewer === NO_VIEWER || filterKey === null) return null;
      if (index > 0 && !previous?.next) return null;
      return ["audit", filterKey, index === 0 ? null : previous!.next, viewer];
    },
    ([, , after]) => fetchAudit(filter ?? {}, after, token()),
    { revalidateOnMount: true, revalidateFirstPage: true },
  );
}
