// Site settings of SPEC §3/§4: theme (light|dark|blue, default light) and size (small|medium|large, default
// medium), persisted in localStorage `site-settings`; a value outside the allowed set is ignored, both when
// set and when read back. This module is pure: storage is injected.
import { SITE_SETTINGS_KEY } from "../../shared/constants";
import { createStore } from "./create-store";
import type { KeyValueStorage } from "./session-store";

export const THEMES = ["light", "dark", "blue"] as const;
export const SIZES = ["small", "medium", "large"] as const;
export type Theme = (typeof THEMES)[number];
export type Size = (typeof SIZES)[number];

/** The persisted settings. */
export interface SiteSettings {
  theme: Theme;
  size: Size;
}

export const DEFAULT_SETTINGS: SiteSettings = { theme: "light", size: "medium" };

/** True when `value` is one of the allowed themes. */
export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** True when `value` is one of the allowed sizes. */
export function isSize(value: unknown): value is Size {
  return (SIZES as readonly unknown[]).includes(value);
}

/** Parses the stored JSON (zustand-persist shape, or a bare object); invalid fields fall back to defaults. */
export function parseSiteSettings(raw: string | null): SiteSettings {
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const record = (parsed as { state?: unknown } | null)?.state ?? parsed;
  const { theme, size } = (record ?? {}) as Record<string, unknown>;
  return {
    theme: isTheme(theme) ? theme : DEFAULT_SETTINGS.theme,
    size: isSize(size) ? size : DEFAULT_SETTINGS.size,
  };
}

/** Creates the settings store over `storage`; `apply` reflects each value on the page (e.g. <html> data-*). */
export function createSiteSettingsStore(storage: KeyValueStorage, apply: (settings: SiteSettings) => void) {
  const store = createStore<SiteSettings>(parseSiteSettings(storage.getItem(SITE_SETTINGS_KEY)));
  apply(store.get());

  function update(next: SiteSettings) {
    storage.setItem(SITE_SETTINGS_KEY, JSON.stringify({ state: next, version: 0 }));
    store.set(next);
    apply(next);
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Changes the theme; a value outside light/dark/blue leaves it unchanged and returns false. */
    setTheme(theme: unknown): boolean {
      if (!isTheme(theme)) return false;
      update({ ...store.get(), theme });
      return true;
    },
    /** Changes the size; a value outside small/medium/large leaves it unchanged and returns false. */
    setSize(size: unknown): boolean {
      if (!isSize(size)) return false;
      update({ ...store.get(), size });
      return true;
    },
  };
}
