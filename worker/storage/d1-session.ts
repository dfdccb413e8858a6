// D1's Sessions API on every API request (issue 17 item 6): the request's queries run in one session that
// starts from the bookmark the client sends (D1_BOOKMARK_HEADER), or unconstrained without one, and the
// answer carries the session's newest bookmark. With read replication off (today) every query goes to the
// primary and nothing changes; with it on, a reader may be served by a nearby replica, yet a staff member
// who sends back the bookmark of their write reads that write. Turning replicas on is then configuration
// (the dashboard or the D1 API), not a rewrite: docs/scale.md.
import type { MiddlewareHandler } from "hono";
import { D1_BOOKMARK_HEADER } from "../../shared/constants";
import type { AppEnv } from "../app-env";

/** Bookmarks are short opaque tokens; anything longer or with other characters is ignored. */
const BOOKMARK = /^[A-Za-z0-9_-]{1,128}$/;

/** The bookmark a client sent, or null when it sent none (or something that is not a bookmark). */
export function clientBookmark(value: string | undefined): string | null {
  const bookmark = value?.trim() ?? "";
  return BOOKMARK.test(bookmark) ? bookmark : null;
}

/**
 * Puts a D1 session in place of the DB binding for the rest of the request. The session has `prepare` and
 * `batch`, which is all the data layer (and Drizzle over it) uses; the binding's type is kept for them.
 */
export function d1Session(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.env.DB;
    if (typeof db?.withSession !== "function") return next();
    let session: D1DatabaseSession;
    try {
      session = db.withSession(clientBookmark(c.req.header(D1_BOOKMARK_HEADER)) ?? "first-unconstrained");
    } catch {
      // A bookmark D1 does not accept (expired, from another database) must not fail the request.
      session = db.withSession("first-unconstrained");
    }
    c.env = { ...c.env, DB: session as unknown as D1Database };
    await next();
    const bookmark = session.getBookmark();
    if (!bookmark) return;
    try {
      c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
    } catch {
      // A response passed through from a fetch (a stored file) has immutable headers: copy it first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
    }
  };
}
