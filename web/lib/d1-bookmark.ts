// The newest D1 bookmark this tab has seen (worker/storage/d1-session.ts): sent back with every API request
// so a read after a write is served from a database copy that already has the write, even with D1 read
// replicas on. Bookmarks sort in time order, so the larger of two is the newer. In memory only: a new tab
// starts unconstrained, as a visitor who wrote nothing should.
import { D1_BOOKMARK_HEADER } from "../../shared/constants";

let newest: string | null = null;

/** The header to send with an API request ({} until an answer brought a bookmark). */
export function bookmarkHeaders(): Record<string, string> {
  return newest ? { [D1_BOOKMARK_HEADER]: newest } : {};
}

/** Keeps the answer's bookmark when it is newer than the one held. */
export function rememberBookmark(response: Pick<Response, "headers">): void {
  const bookmark = response.headers.get(D1_BOOKMARK_HEADER);
  if (bookmark && (newest === null || bookmark > newest)) newest = bookmark;
}
