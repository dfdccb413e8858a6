import { describe, expect, it } from "vitest";
import { T_REVIZIJA } from "../../shared/texts";
import { auditUrl } from "../../web/lib/audit";
import { actorLabel, entityLabel, entryNames, fieldChanges, valueLines } from "../../web/lib/audit-format";

const PAYLOAD = {
  naziv: "Prvenstvo Zagreba",
  poredak: [
    { mjesto: 1, bodovi: 10, ime: "Ana Babić" },
    { mjesto: 2, bodovi: 8, ime: "Iva Novak" },
  ],
};

describe("an audit entry's changed fields", () => {
  it("shows an update's before and after per field, with the field's Croatian name", () => {
    expect(fieldChanges("update", { subject: { from: "Stari naslov", to: "Novi naslov" } })).toEqual([
      { field: "subject", label: "Naslov", before: ["Stari naslov"], after: ["Novi naslov"] },
    ]);
  });

  it("shows a create's values as after only", () => {
    expect(fieldChanges("create", { subject: "Regata", description: "Na Jarunu" })).toEqual([
      { field: "subject", label: "Naslov", before: null, after: ["Regata"] },
      { field: "description", label: "Opis", before: null, after: ["Na Jarunu"] },
    ]);
  });

  it("shows what a delete or purge took away as before only", () => {
    const [change] = fieldChanges("delete", { user_id: 7 });
    expect(change).toMatchObject({ before: ["7"], after: null });
    const [purged] = fieldChanges("purge", { deleted_at: "2026-01-05T09:30:00.000Z" });
    expect(purged).toMatchObject({ label: "Vrijeme brisanja", before: ["5. 1. 2026. 10:30"], after: null });
  });

  it("renders a results payload as its name and one '1. Ime (10)' line per standing", () => {
    expect(valueLines(PAYLOAD)).toEqual(["Prvenstvo Zagreba", "1. Ana Babić (10)", "2. Iva Novak (8)"]);
    // Stored as JSON text (a create's input) it reads the same.
    expect(valueLines(JSON.stringify(PAYLOAD))).toEqual(valueLines(PAYLOAD));
    const [change] = fieldChanges("update", {
      payload: { from: PAYLOAD, to: { poredak: [{ mjesto: 1, bodovi: 12, ime: "Iva Novak" }] } },
    });
    expect(change).toEqual({
      field: "payload",
      label: "Rezultat",
      before: ["Prvenstvo Zagreba", "1. Ana Babić (10)", "2. Iva Novak (8)"],
      after: ["1. Iva Novak (12)"],
    });
  });

  it("shows nothing as the empty mark, soft delete and restore as the date, dates in Croatian form", () => {
    expect(fieldChanges("restore", { deleted_at: { from: "2026-07-01T22:15:00Z", to: null } })).toEqual([
      { field: "deleted_at", label: "Vrijeme brisanja", before: ["2. 7. 2026. 00:15"], after: [T_REVIZIJA.prazno] },
    ]);
    expect(valueLines("2026-05-31")).toEqual(["31. 5. 2026."]);
    expect(valueLines("")).toEqual([T_REVIZIJA.prazno]);
    expect(valueLines(true)).toEqual([T_REVIZIJA.da]);
  });

  it("keeps other objects and lists readable, and unknown fields under their own name", () => {
    expect(valueLines({ email: "a@b.hr", role: "staff" })).toEqual(["email: a@b.hr", "role: staff"]);
    expect(valueLines(["a", 2])).toEqual(["a", "2"]);
    expect(valueLines("prvi red\ndrugi red")).toEqual(["prvi red", "drugi red"]);
    expect(fieldChanges("update", { role: { from: "member", to: "admin" } })[0]).toMatchObject({ label: "Uloga" });
    expect(fieldChanges("upload", { nepoznato: 1 })[0]).toMatchObject({ label: "nepoznato", after: ["1"] });
    expect(fieldChanges("update", null)).toEqual([]);
  });
});

describe("the names of the rows in a page of entries", () => {
  it("names a deleted or restored row by its newest title, and a title beats a description", () => {
    const entries = [
      { entity: "feed", entity_id: "a", changed_fields: { deleted_at: { from: "2026-01-01T00:00:00Z", to: null } } },
      { entity: "feed", entity_id: "a", changed_fields: { description: { from: "Stari opis", to: "Novi opis" } } },
      { entity: "feed", entity_id: "a", changed_fields: { subject: { from: "Stari", to: "Novi" } } },
      { entity: "feed", entity_id: "a", changed_fields: { subject: "Stari", description: "Stari opis" } },
      { entity: "feed", entity_id: "b", changed_fields: { subject: null, description: "Samo opis" } },
      { entity: "rezultati", entity_id: "c", changed_fields: { payload: JSON.stringify(PAYLOAD) } },
      { entity: "natjecatelji", entity_id: "d", changed_fields: { ime: "Ana", prezime: "Babić", team: "VK" } },
      { entity: "staff_savezi", entity_id: "e", changed_fields: { user_id: 1 } },
    ];
    expect(Object.fromEntries(entryNames(entries))).toEqual({
      "feed:a": "Novi",
      "feed:b": "Samo opis",
      "rezultati:c": "Prvenstvo Zagreba",
      "natjecatelji:d": "Ana Babić",
    });
  });
});

describe("an audit entry's labels and request", () => {
  it("formats the time the app's way (d. m. yyyy. HH:MM) in Zagreb's time", () => {
    expect(valueLines("2026-11-23T10:05:00.000Z")).toEqual(["23. 11. 2026. 11:05"]);
    expect(valueLines("2026-06-01T21:59:00Z")).toEqual(["1. 6. 2026. 23:59"]);
  });

  it("names the platform's own jobs 'Sustav' and every filterable entity", () => {
    expect(actorLabel({ actor_email: null })).toBe(T_REVIZIJA.sustav);
    expect(actorLabel({ actor_email: "staff@demo.test" })).toBe("staff@demo.test");
    expect(entityLabel("feed")).toBe("Najave");
    expect(entityLabel("staff_savezi")).toBe("Djelatnici saveza");
    expect(entityLabel("nesto")).toBe("nesto");
  });

  it("asks only for the filters that are set, then the cursor", () => {
    expect(auditUrl({})).toBe("/api/v1/revizija");
    expect(auditUrl({ entity: "feed", actor: " ", od: "2026-01-01" }, "abc")).toBe(
      "/api/v1/revizija?entity=feed&od=2026-01-01&after=abc",
    );
  });
});
