import { describe, expect, it, vi } from "vitest";
import { createSiteSettingsStore, parseSiteSettings } from "../../web/lib/site-settings-store";
import { memoryStorage } from "./memory-storage";

describe("site settings store (SPEC §3/§4)", () => {
  it("defaults to light and medium and applies them at once", () => {
    const apply = vi.fn();
    const store = createSiteSettingsStore(memoryStorage(), apply);
    expect(store.get()).toEqual({ theme: "light", size: "medium" });
    expect(apply).toHaveBeenCalledWith({ theme: "light", size: "medium" });
  });

  it("changes only to allowed values and persists them in site-settings", () => {
    const storage = memoryStorage();
    const store = createSiteSettingsStore(storage, () => {});
    expect(store.setTheme("blue")).toBe(true);
    expect(store.setSize("large")).toBe(true);
    expect(store.setTheme("pink")).toBe(false);
    expect(store.setSize("huge")).toBe(false);
    expect(store.setTheme(undefined)).toBe(false);
    expect(store.get()).toEqual({ theme: "blue", size: "large" });
    expect(parseSiteSettings(storage.dump()["site-settings"])).toEqual({ theme: "blue", size: "large" });
  });

  it("survives a reload: a new store over the same storage reads the saved values", () => {
    const storage = memoryStorage();
    createSiteSettingsStore(storage, () => {}).setTheme("dark");
    expect(createSiteSettingsStore(storage, () => {}).get().theme).toBe("dark");
  });

  it("ignores invalid stored values field by field", () => {
    expect(parseSiteSettings(JSON.stringify({ state: { theme: "pink", size: "small" }, version: 0 }))).toEqual({
      theme: "light",
      size: "small",
    });
    expect(parseSiteSettings(JSON.stringify({ theme: "dark", size: 3 }))).toEqual({ theme: "dark", size: "medium" });
    expect(parseSiteSettings("not json")).toEqual({ theme: "light", size: "medium" });
    expect(parseSiteSettings(null)).toEqual({ theme: "light", size: "medium" });
  });
});
