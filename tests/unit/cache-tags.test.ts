import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { EDITABLE, OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { answerTags, federationOf, readEntities, writeTags, writtenEntities } from "../../worker/cache/tags";

/** What every trusted operation reads and writes, written out by hand against the derivation. */
const EXPECTED: Record<OperationName, { reads: string[]; writes: string[] }> = {
  ReadFeed: { reads: ["feed", "natjecanja", "rezultati", "savezi"], writes: [] },
  users: { reads: ["memberships", "users"], writes: [] },
  dokumenti_saveza: { reads: ["dokumenti_saveza"], writes: [] },
  CreateNajava: { reads: [], writes: ["feed"] },
  Natjecatelji: { reads: ["natjecatelji"], writes: [] },
  InsertNatjecatelji: { reads: [], writes: ["natjecatelji"] },
  Natjecanja: { reads: ["natjecanja", "natjecanja_dokumenti"], writes: [] },
  StartnaLista: { reads: ["natjecanja", "natjecanja_natjecatelji"], writes: [] },
  InsertPrijave: { reads: [], writes: ["natjecanja_natjecatelji"] },
  CreateNatjecanje: { reads: [], writes: ["natjecanja"] },
  CreateRezultat: { reads: [], writes: ["rezultati"] },
  CreateDokumentSaveza: { reads: [], writes: ["dokumenti_saveza"] },
  CreateDokumentRezultata: { reads: [], writes: ["natjecanja_dokumenti"] },
  Savezi: { reads: ["savezi"], writes: [] },
  Savez: { reads: ["dokumenti_saveza", "feed", "savezi"], writes: [] },
  CreateSavez: { reads: [], writes: ["savezi"] },
  UpdateSavez: { reads: [], writes: ["savezi"] },
  Najave: { reads: ["feed"], writes: [] },
  Rezultati: { reads: ["natjecanja", "rezultati"], writes: [] },
  DokumentiSaveza: { reads: ["dokumenti_saveza"], writes: [] },
  Obrisano: {
    reads: [
      "dokumenti_saveza",
      "feed",
      "memberships",
      "natjecanja",
      "natjecanja_dokumenti",
      "natjecatelji",
      "rezultati",
    ],
    writes: [],
  },
  Clanstva: { reads: ["memberships"], writes: [] },
  CreateClanstvo: { reads: [], writes: ["memberships"] },
  ImportClanstva: { reads: [], writes: ["memberships"] },
  ObnoviClanstvo: { reads: [], writes: ["memberships"] },
  SuspendirajClanstvo: { reads: [], writes: ["memberships"] },
  AktivirajClanstvo: { reads: [], writes: ["memberships"] },
  IzdajNovuIskaznicu: { reads: [], writes: ["memberships"] },
  Sezone: { reads: ["sezone"], writes: [] },
  CreateSezona: { reads: [], writes: ["sezone"] },
  Klubovi: { reads: ["klubovi"], writes: [] },
  Klub: { reads: ["klubovi"], writes: [] },
  CreateKlub: { reads: [], writes: ["klubovi"] },
  DuznosniciKluba: { reads: ["duznosnici_klubova", "klubovi"].sort(), writes: [] },
  CreateDuznosnik: { reads: [], writes: ["duznosnici_klubova"] },
  Sportasi: { reads: ["sportasi", "klubovi"].sort(), writes: [] },
  CreateSportas: { reads: [], writes: ["sportasi"] },
  ImportSportasi: { reads: [], writes: ["sportasi"] },
  UpisiLijecnicke: { reads: [], writes: ["sportasi"] },
  DobneKategorije: { reads: ["dobne_kategorije"], writes: [] },
  CreateDobnaKategorija: { reads: [], writes: ["dobne_kategorije"] },
  Licence: { reads: ["licence", "klubovi"].sort(), writes: [] },
  ZatraziLicencu: { reads: [], writes: ["licence"] },
  ZatraziLicence: { reads: [], writes: ["licence"] },
  OdobriLicencu: { reads: [], writes: ["licence"] },
  OdbijLicencu: { reads: [], writes: ["licence"] },
  OdobriLicence: { reads: [], writes: ["licence"] },
  OdbijLicence: { reads: [], writes: ["licence"] },
  Transferi: { reads: ["transferi", "klubovi"].sort(), writes: [] },
  ZatraziTransfer: { reads: [], writes: ["transferi"] },
  PrihvatiTransfer: { reads: [], writes: ["transferi"] },
  OdbijTransfer: { reads: [], writes: ["transferi"] },
  PotvrdiTransfer: { reads: [], writes: ["transferi"] },
  ...(edits() as Record<`${"Update" | "Delete" | "Restore"}${keyof typeof EDITABLE}`, { reads: []; writes: string[] }>),
};

/** Each edit operation writes its one entity (UpdateNajava, DeleteNajava and RestoreNajava write feed). */
function edits(): Record<string, { reads: string[]; writes: string[] }> {
  return Object.fromEntries(
    Object.entries(EDITABLE).flatMap(([name, table]) =>
      ["Update", "Delete", "Restore"].map((verb) => [`${verb}${name}`, { reads: [], writes: [table] }]),
    ),
  );
}

describe("entities of the trusted operations", () => {
  it("covers every trusted operation", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    it(`${name} reads ${EXPECTED[name].reads.join(", ") || "nothing"}, writes ${EXPECTED[name].writes.join(", ") || "nothing"}`, () => {
      const document = parse(OPERATIONS[name]);
      expect(readEntities(document)).toEqual(EXPECTED[name].reads);
      expect(writtenEntities(document)).toEqual(EXPECTED[name].writes);
    });
  }
});

describe("Hasura's naming of writes the trusted documents do not use yet", () => {
  it.each([
    ["insert_natjecatelji(objects: []) { affected_rows }", ["natjecatelji"]],
    ["update_feed_by_pk(pk_columns: {id: 1}) { id }", ["feed"]],
    ["delete_natjecanja_dokumenti_by_pk(id: 1) { id }", ["natjecanja_dokumenti"]],
    ["a: delete_feed_by_pk(id: 1) { id } b: insert_rezultati_one(object: {}) { id }", ["feed", "rezultati"]],
  ])("mutation { %s } writes %j and reads nothing", (selection, written) => {
    const document = parse(`mutation { ${selection} }`);
    expect(writtenEntities(document)).toEqual(written);
    expect(readEntities(document)).toEqual([]);
  });
});

describe("tags", () => {
  it("tags a city-wide answer by entity, a federation's by that federation and the unknown one", () => {
    expect(answerTags(["feed", "rezultati"], null)).toEqual(["feed", "rezultati"]);
    expect(answerTags(["feed"], "A")).toEqual(["feed@A", "feed@*"]);
  });

  it("replaces the entity-wide tag and the federation's (or the unknown federation's) on a write", () => {
    expect(writeTags([{ entity: "feed", federationId: "A" }])).toEqual(["feed", "feed@A"]);
    expect(writeTags([{ entity: "feed" }, { entity: "feed", federationId: null }])).toEqual(["feed", "feed@*"]);
  });

  it("a write in one federation reaches city-wide answers and its own, never another federation's", () => {
    const written = new Set(writeTags([{ entity: "feed", federationId: "A" }]));
    const reached = (tags: string[]) => tags.some((tag) => written.has(tag));
    expect(reached(answerTags(["feed"], null))).toBe(true);
    expect(reached(answerTags(["feed"], "A"))).toBe(true);
    expect(reached(answerTags(["feed"], "B"))).toBe(false);
    expect(reached(answerTags(["rezultati"], null))).toBe(false);
  });

  it("a write whose federation is unknown reaches every answer of the entity", () => {
    const written = new Set(writeTags([{ entity: "feed" }]));
    for (const federation of [null, "A", "B"]) {
      expect(answerTags(["feed"], federation).some((tag) => written.has(tag))).toBe(true);
    }
  });

  it("reads the federation from savez_id only", () => {
    expect(federationOf({ savez_id: "A" })).toBe("A");
    expect(federationOf({ savez_id: 7 })).toBe("7");
    expect(federationOf({ savez_id: null })).toBeNull();
    expect(federationOf({ savez_id: "*" })).toBeNull(); // would alias the unknown-federation tag
    expect(federationOf({ savez: "A" })).toBeNull();
    expect(federationOf(undefined)).toBeNull();
  });
});
