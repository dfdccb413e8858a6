// The app's site-settings instance: persisted in localStorage, reflected as data-theme / data-size on <html>.
import { useSyncExternalStore } from "react";
import { createSiteSettingsStore, type SiteSettings } from "./site-settings-store";

function applyToDocument({ theme, size }: SiteSettings) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.size = size;
}

/** The one site-settings store of the app (applied to the page as soon as this module loads). */
export const siteSettings = createSiteSettingsStore(window.localStorage, applyToDocument);

/** The current theme and size; re-renders on change. */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(siteSettings.subscribe, siteSettings.get);
}
