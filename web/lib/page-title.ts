// The app's page-title instance over window.localStorage and document.title.
import { useSyncExternalStore } from "react";
import { createPageTitleStore } from "./page-title-store";

/** The one page-title store of the app (applied as soon as this module loads). */
export const pageTitle = createPageTitleStore(window.localStorage, (title) => {
  document.title = title;
});

/** The current page title; re-renders on change. */
export function usePageTitle(): string {
  return useSyncExternalStore(pageTitle.subscribe, pageTitle.get);
}
