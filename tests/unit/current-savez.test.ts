import { describe, expect, it } from "vitest";
import {
  CURRENT_SAVEZ_KEY,
  createCurrentSavezStore,
  resolveCurrentSavez,
  withSavezId,
} from "../../web/lib/current-savez-store";
import { memoryStorage } from "./memory-storage";

const ZICER = { id: "b0000000-0000-4000-8000-000000000001", slug: "zicer-savez", naziv: "Zicer Savez" };
const VESLANJE = {
  id: "b0000000-0000-4000-8000-000000000002",
  slug: "zagrebacki-veslacki-savez",
  naziv: "Zagrebački veslački savez",
};
const RUKOMET = {
  id: "b0000000-0000-4000-8000-000000000003",
  slug: "rukometni-savez-zagreba",
  naziv: "Rukometni savez Zagreba",
};

describe("the current federation", () => {
  it("falls back to the caller's first federation when none was chosen", () => {
    const store = createCurrentSavezStore(memoryStorage());
    expect(store.get()).toBeNull();
    expect(resolveCurrentSavez([ZICER, VESLANJE], store.get())).toEqual(ZICER);
  });

  it("is none for a caller without federations (a member, or /me not answered yet)", () => {
    expect(resolveCurrentSavez([], null)).toBeNull();
    expect(resolveCurrentSavez([], RUKOMET.id)).toBeNull();
  });

  it("ignores a stored id the caller no longer has", () => {
    const store = createCurrentSavezStore(memoryStorage({ [CURRENT_SAVEZ_KEY]: RUKOMET.id }));
    expect(resolveCurrentSavez([ZICER], store.get())).toEqual(ZICER);
    expect(resolveCurrentSavez([VESLANJE, ZICER], "not-an-id")).toEqual(VESLANJE);
    expect(createCurrentSavezStore(memoryStorage({ [CURRENT_SAVEZ_KEY]: "" })).get()).toBeNull();
  });

  it("remembers the choice in localStorage across a reload and tells subscribers", () => {
    const storage = memoryStorage();
    const store = createCurrentSavezStore(storage);
    let heard = 0;
    store.subscribe(() => heard++);
    store.choose(RUKOMET.id);
    expect(heard).toBe(1);
    expect(storage.dump()).toEqual({ "sportski-zagreb-savez": RUKOMET.id });
    const reloaded = createCurrentSavezStore(storage);
    expect(resolveCurrentSavez([ZICER, VESLANJE, RUKOMET], reloaded.get())).toEqual(RUKOMET);
  });

  it("adds savez_id to a write only when a federation is chosen", () => {
    expect(withSavezId({ subject: "a" }, ZICER.id)).toEqual({ subject: "a", savez_id: ZICER.id });
    expect(withSavezId({ subject: "a" }, null)).toEqual({ subject: "a" });
  });
});
