import { describe, expect, it } from "vitest";
import { PRODUCT, T } from "../../shared/texts";
import { createPageTitleStore, PAGE_TITLE_KEY } from "../../web/lib/page-title-store";
import { memoryStorage } from "./memory-storage";

describe("page title (SPEC §1/§3)", () => {
  it("defaults to a greeting of the product with rowing and handball emoji", () => {
    let shown = "";
    createPageTitleStore(memoryStorage(), (t) => (shown = t));
    expect(shown).toBe(T.defaultPageTitle);
    expect(shown).toContain(PRODUCT);
    expect(shown).toContain("🚣");
    expect(shown).toContain("🤾");
  });

  it("can be changed, persists, and a blank value restores the default", () => {
    const storage = memoryStorage();
    let shown = "";
    const store = createPageTitleStore(storage, (t) => (shown = t));
    store.setTitle("  Moj naslov ");
    expect(shown).toBe("Moj naslov");
    expect(createPageTitleStore(storage, () => {}).get()).toBe("Moj naslov");
    store.setTitle("   ");
    expect(shown).toBe(T.defaultPageTitle);
    expect(storage.dump()[PAGE_TITLE_KEY]).toBeUndefined();
  });
});
