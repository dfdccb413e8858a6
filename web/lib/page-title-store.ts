// The browser page title (SPEC §1/§3): a string with a way to change it; the default greets the product.
// Persisted in localStorage `page-title`; blank means the default. This module is pure: storage is injected.
import { T } from "../../shared/texts/home";
import { createStore } from "./create-store";
import type { KeyValueStorage } from "./session-store";

export const PAGE_TITLE_KEY = "page-title";

/** The title to show for a stored value: the trimmed value, or the default greeting when blank. */
export function effectiveTitle(stored: string | null): string {
  const trimmed = stored?.trim() ?? "";
  return trimmed === "" ? T.defaultPageTitle : trimmed;
}

/** Creates the page-title store; `apply` shows the title (document.title in the browser). */
export function createPageTitleStore(storage: KeyValueStorage, apply: (title: string) => void) {
  const store = createStore(effectiveTitle(storage.getItem(PAGE_TITLE_KEY)));
  apply(store.get());
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Sets the title; a blank value restores the default. */
    setTitle(title: string) {
      const next = effectiveTitle(title);
      if (next === T.defaultPageTitle) storage.removeItem(PAGE_TITLE_KEY);
      else storage.setItem(PAGE_TITLE_KEY, next);
      store.set(next);
      apply(next);
    },
  };
}
