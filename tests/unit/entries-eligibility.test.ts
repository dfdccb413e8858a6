// Entries' eligibility rules (issue 30, shared/entries/eligibility.ts): one entry that passes every rule, then
// each rule broken alone, refused by that rule (named) at its field in Croatian, so each test fails without
// its rule. Also the arrival status by the event's cap, the fee by the late-fee date, and Zagreb times.
import { describe, expect, it } from "vitest";
import {
  entryRefusals,
  eventCap,
  feeAt,
  refusalFields,
  refusalFixes,
  statusOnArrival,
  changesRule,
  type EntryAthlete,
  type EntryContext,
} from "../../shared/entries/eligibility";
import { zagrebInstant } from "../../shared/entries/time";

const KLUB = "70000000-0000-4000-8000-000000000021";

function athlete(over: Partial<EntryAthlete> = {}): EntryAthlete {
  return {
    id: "a1",
    ime: "Nina",
    prezime: "Perić",
    club_id: KLUB,
    datum_rodenja: "2009-06-18",
    spol: "Z",
    lijecnicki_do: "2027-06-30",
    licenca: { status: "odobrena" },
    ...over,
  };
}

/** A junior women's single sculls at a regatta on 2027-01-10 of the 2026./2027. season; entries open. */
function context(over: Partial<EntryContext> = {}): EntryContext {
  return {
    now: "2026-12-01T10:00:00.000Z",
    window: { otvaranje: "2026-11-27T08:00:00.000Z", zatvaranje: "2026-12-27T08:00:00.000Z" },
    licencaObavezna: true,
    competitionDay: "2027-01-10",
    season: { naziv: "2026./2027.", start: "2026-09-01", end: "2027-06-30" },
    event: {
      vrsta: "pojedinacno",
      posada: 1,
      zamjene: 0,
      spol: "Z",
      kategorije: [{ name: "Juniori", sex: null, bornFromOffset: -18, bornToOffset: -17 }],
    },
    clubId: KLUB,
    clubLive: 0,
    clubCap: 2,
    entered: new Set(),
    athletes: [athlete()],
    substitutes: [],
    ...over,
  };
}

/** The only refusal of `ctx`: its rule, field and message. */
function only(ctx: EntryContext) {
  const refusals = entryRefusals(ctx);
  expect(refusals).toHaveLength(1);
  return refusals[0]!;
}

describe("entry eligibility", () => {
  it("accepts an eligible athlete", () => {
    expect(entryRefusals(context())).toEqual([]);
  });

  it("window: refused before it opens and from its close, at the event", () => {
    const early = only(context({ now: "2026-11-27T07:59:59.999Z" }));
    expect(early).toMatchObject({ rule: "prozor", field: "disciplina_id" });
    expect(early.message).toBe("Prijave za ovo natjecanje otvaraju se 27. 11. 2026. 09:00.");
    const late = only(context({ now: "2026-12-27T08:00:00.000Z" }));
    expect(late.message).toBe("Prijave za ovo natjecanje zatvorene su 27. 12. 2026. 09:00.");
    // Staff adding a late entry by hand are not held by the window.
    expect(entryRefusals(context({ now: "2026-12-28T08:00:00.000Z", byHand: true }))).toEqual([]);
  });

  it("licence: none, only requested, or suspended is refused; not required, it is not asked", () => {
    const none = only(context({ athletes: [athlete({ licenca: null })] }));
    expect(none).toMatchObject({ rule: "licenca", field: "sportasi.0" });
    expect(none.message).toBe("Nina Perić nema odobrenu licencu za sezonu 2026./2027.");
    expect(only(context({ athletes: [athlete({ licenca: { status: "zatrazena" } })] }))).toMatchObject({
      rule: "licenca",
    });
    const suspended = only(context({ athletes: [athlete({ licenca: { status: "suspendirana" } })] }));
    expect(suspended.message).toBe("Nina Perić ima suspendiranu licencu.");
    expect(entryRefusals(context({ licencaObavezna: false, athletes: [athlete({ licenca: null })] }))).toEqual([]);
  });

  it("medical examination (the athlete's): valid on the competition's day, not the day before; refusals link to it", () => {
    const expired = only(context({ athletes: [athlete({ lijecnicki_do: "2027-01-09" })] }));
    expect(expired).toMatchObject({ rule: "lijecnicki", field: "sportasi.0" });
    expect(expired.message).toBe("Nina Perić: liječnički pregled vrijedi do 9. 1. 2027., a natjecanje je 10. 1. 2027.");
    expect(expired.fix).toEqual({ href: "/lijecnicki?sportas=a1", text: "Upiši liječnički pregled: Nina Perić" });
    expect(entryRefusals(context({ athletes: [athlete({ lijecnicki_do: "2027-01-10" })] }))).toEqual([]);
    const none = only(context({ athletes: [athlete({ lijecnicki_do: null })] }));
    expect(none).toMatchObject({ rule: "lijecnicki", message: "Nina Perić nema upisan liječnički pregled." });
    expect(none.fix?.href).toBe("/lijecnicki?sportas=a1");
    // A substitute's refusal is at its own field, and so is its link.
    const sub = athlete({ id: "a2", ime: "Lana", prezime: "Matić", lijecnicki_do: null });
    const both = entryRefusals(context({ athletes: [athlete()], substitutes: [sub] }));
    expect(refusalFixes(both)).toEqual({
      "zamjene.0": [{ href: "/lijecnicki?sportas=a2", text: "Upiši liječnički pregled: Lana Matić" }],
    });
    // Another rule's refusal needs no other screen.
    expect(only(context({ athletes: [athlete({ licenca: null })] })).fix).toBeUndefined();
  });

  it("category: born outside the event's categories is refused, naming them", () => {
    const senior = only(context({ athletes: [athlete({ datum_rodenja: "2008-06-18" })] }));
    expect(senior).toMatchObject({ rule: "kategorija", field: "sportasi.0" });
    expect(senior.message).toBe("Nina Perić nije u dobnoj kategoriji discipline (Juniori).");
    expect(entryRefusals(context({ athletes: [athlete({ datum_rodenja: "2010-12-31" })] }))).toEqual([]);
    expect(only(context({ athletes: [athlete({ datum_rodenja: null })] }))).toMatchObject({ rule: "kategorija" });
  });

  it("sex: a women's event refuses a man", () => {
    const man = only(context({ athletes: [athlete({ ime: "Karlo", prezime: "Vuković", spol: "M" })] }));
    expect(man).toMatchObject({
      rule: "spol",
      field: "sportasi.0",
      message: "Karlo Vuković: disciplina nije za taj spol.",
    });
  });

  it("already entered in the event", () => {
    expect(only(context({ entered: new Set(["a1"]) }))).toMatchObject({
      rule: "vec_prijavljen",
      field: "sportasi.0",
      message: "Nina Perić je već prijavljen(a) u ovoj disciplini.",
    });
  });

  it("another club's athlete is refused", () => {
    expect(only(context({ athletes: [athlete({ club_id: "other" })] }))).toMatchObject({ rule: "klub" });
  });

  it("club cap: the club's entries in the event at its cap refuse one more, at club_id", () => {
    expect(only(context({ clubLive: 2 }))).toMatchObject({
      rule: "kapacitet_kluba",
      field: "club_id",
      message: "Klub može prijaviti najviše 2 u ovoj disciplini.",
    });
    expect(entryRefusals(context({ clubLive: 1 }))).toEqual([]);
  });

  it("crew size: a double takes exactly two and at most its substitutes; a single one athlete", () => {
    const double = { vrsta: "posada" as const, posada: 2, zamjene: 1, spol: "Z" as const, kategorije: [] };
    const b = athlete({ id: "a2", ime: "Lana", prezime: "Matić" });
    const c = athlete({ id: "a3", ime: "Ema", prezime: "Šarić" });
    expect(entryRefusals(context({ event: double, athletes: [athlete(), b], substitutes: [c] }))).toEqual([]);
    expect(only(context({ event: double, athletes: [athlete()] }))).toMatchObject({
      rule: "posada",
      field: "sportasi",
      message: "Posada ima 2 članova i najviše 1 zamjena.",
    });
    expect(
      only(context({ event: double, athletes: [athlete(), b], substitutes: [c, athlete({ id: "a4" })] })),
    ).toMatchObject({ rule: "posada" });
    expect(only(context({ athletes: [athlete(), b] }))).toMatchObject({ rule: "posada", field: "sportasi" });
  });

  it("each athlete's refusal is at its own field, substitutes under zamjene", () => {
    const double = { vrsta: "posada" as const, posada: 2, zamjene: 1, spol: null, kategorije: [] };
    const refusals = entryRefusals(
      context({
        event: double,
        athletes: [athlete(), athlete({ id: "a2", licenca: null })],
        substitutes: [athlete({ id: "a3", club_id: "other" })],
      }),
    );
    expect(refusalFields(refusals)).toEqual({
      "sportasi.1": ["Nina Perić nema odobrenu licencu za sezonu 2026./2027."],
      "zamjene.0": ["Nina Perić nije sportaš kluba koji prijavljuje."],
    });
  });

  it("changes: a withdrawal is refused from izmjene_do (else from the close)", () => {
    const window = { otvaranje: "2026-11-27T08:00:00.000Z", zatvaranje: "2026-12-27T08:00:00.000Z" };
    expect(changesRule("2026-12-27T07:59:00.000Z", window)).toBeNull();
    expect(changesRule("2026-12-27T08:00:00.000Z", window)).toMatchObject({ rule: "prozor" });
    expect(
      changesRule("2026-12-20T08:00:00.000Z", { ...window, izmjene_do: "2026-12-20T08:00:00.000Z" }),
    ).toMatchObject({ rule: "prozor" });
  });
});

describe("caps, fees and times", () => {
  it("an arrival is accepted under the event's cap, waits at it; no cap accepts all", () => {
    expect(statusOnArrival(9, 10)).toBe("prihvacena");
    expect(statusOnArrival(10, 10)).toBe("cekanje");
    expect(statusOnArrival(5000, null)).toBe("prihvacena");
    expect(eventCap(4, 10)).toBe(4);
    expect(eventCap(null, 10)).toBe(10);
  });

  it("the late fee applies from its date", () => {
    const fees = { kotizacija_centi: 2000, zakasnina_centi: 3500, zakasnina_od: "2026-12-20T08:00:00.000Z" };
    expect(feeAt("2026-12-20T07:59:59.000Z", fees)).toEqual({ kotizacija_centi: 2000, zakasnjela: false });
    expect(feeAt("2026-12-20T08:00:00.000Z", fees)).toEqual({ kotizacija_centi: 3500, zakasnjela: true });
    expect(feeAt("2027-01-01T00:00:00.000Z", { ...fees, zakasnina_od: null })).toMatchObject({ zakasnjela: false });
  });

  it("Zagreb times become UTC instants in winter and summer", () => {
    expect(zagrebInstant("2026-12-01T18:00")).toBe("2026-12-01T17:00:00.000Z");
    expect(zagrebInstant("2027-06-01T18:00")).toBe("2027-06-01T16:00:00.000Z");
    expect(zagrebInstant("2027-03-28T02:30")).toBe("2027-03-28T01:30:00.000Z");
    expect(zagrebInstant("2026-02-30T10:00")).toBeNull();
    expect(zagrebInstant("2026-12-01 18:00")).toBeNull();
  });
});
