// Bad-input catalogue: the season's federation-side rows (issue 29): clubs (OIB with its ISO 7064 MOD 11,10
// check digit, slug, email, status, names), seasons (dates, one active season a federation), age categories
// (year ranges) and club officials, created and edited through /v1/graphql as the demo's callers: staff of
// Rukometni savez Zagreba (RSZ), RK Dubrava's tajnik, staff of another federation. Every case answers 4xx in
// GraphQL's error shape and writes nothing (every table's rows counted, the season's compared row by row).
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../helpers/graphql";
import { DUBRAVA, ZVS, demoBearer } from "../helpers/klubovi";
import { BAD, INPUT, describeDemoRefusals, expectAllWritten, snapshot, type DemoCase } from "./support";

const ZAGREB_KLUB = "70000000-0000-4000-8000-000000000032";
const TRESNJEVKA = "70000000-0000-4000-8000-000000000021";
const SEZONA_ZATVORENA = "50000000-0000-4000-8000-000000000031";
const SEZONA_AKTIVNA = "50000000-0000-4000-8000-000000000032";
const KADETI = "60000000-0000-4000-8000-000000000032";
const TAJNIK_DUBRAVE = "71000000-0000-4000-8000-000000000031";

/** A club that passes every check: the valid variables each case changes one thing of. */
const KLUB = {
  naziv: "Rukometni klub Novi Zagreb",
  kratki_naziv: "RK Novi Zagreb",
  slug: "rk-novi-zagreb",
  oib: "12345678903",
  adresa: "Avenija Dubrovnik 15, Zagreb",
  email: "info@rk-novi-zagreb.test",
  status: "aktivan",
};
const SEZONA = { naziv: "2027./2028.", datum_od: "2027-09-01", datum_do: "2028-06-30", licence_od: "2027-07-01" };
const KATEGORIJA = { sport: "rukomet", naziv: "Mlađi juniori", spol: "Z", rodeni_od: -18, rodeni_do: -17 };
const DUZNOSNIK = { club_id: DUBRAVA, email: "trener@rk-dubrava.test", ime: "Ivo Trener", uloga: "trener" };

const klub = (patch: Record<string, unknown>) => ({ object: { ...KLUB, ...patch } });
const sezona = (patch: Record<string, unknown>) => ({ object: { ...SEZONA, ...patch } });
const kategorija = (patch: Record<string, unknown>) => ({ object: { ...KATEGORIJA, ...patch } });
const duznosnik = (patch: Record<string, unknown>) => ({ object: { ...DUZNOSNIK, ...patch } });
const edit = (id: string, set: Record<string, unknown>, version = 1) => ({ id, version, set });

const clubs: DemoCase[] = [
  ["an OIB of ten digits", "rukomet", "CreateKlub", klub({ oib: "1234567890" }), BAD, INPUT, "object.oib"],
  ["an OIB of twelve digits", "rukomet", "CreateKlub", klub({ oib: "123456789030" }), BAD, INPUT, "object.oib"],
  ["an OIB with a letter", "rukomet", "CreateKlub", klub({ oib: "1234567890A" }), BAD, INPUT, "object.oib"],
  ["an OIB with a wrong check digit", "rukomet", "CreateKlub", klub({ oib: "12345678904" }), BAD, INPUT, "object.oib"],
  ["an OIB with two digits swapped", "rukomet", "CreateKlub", klub({ oib: "21345678903" }), BAD, INPUT, "object.oib"],
  ["an OIB as a number", "rukomet", "CreateKlub", klub({ oib: 12345678903 }), BAD, INPUT, "object.oib"],
  ["an OIB with spaces inside", "rukomet", "CreateKlub", klub({ oib: "123 456 789 03" }), BAD, INPUT, "object.oib"],
  ["an OIB in Arabic-Indic digits", "rukomet", "CreateKlub", klub({ oib: "١٢٣٤٥٦٧٨٩٠٣" }), BAD, INPUT, "object.oib"],
  ["a slug with capitals", "rukomet", "CreateKlub", klub({ slug: "RK-Novi-Zagreb" }), BAD, INPUT, "object.slug"],
  ["a slug that is a path", "rukomet", "CreateKlub", klub({ slug: "../admin" }), BAD, INPUT, "object.slug"],
  ["a slug with a diacritic", "rukomet", "CreateKlub", klub({ slug: "rk-čakovec" }), BAD, INPUT, "object.slug"],
  ["an empty slug", "rukomet", "CreateKlub", klub({ slug: "" }), BAD, INPUT, "object.slug"],
  ["a slug of 61 characters", "rukomet", "CreateKlub", klub({ slug: "a".repeat(61) }), BAD, INPUT, "object.slug"],
  ["a slug another club has", "rukomet", "CreateKlub", klub({ slug: "rk-dubrava" }), BAD, INPUT, "object.slug"],
  ["an email without a domain", "rukomet", "CreateKlub", klub({ email: "info@" }), BAD, INPUT, "object.email"],
  ["an email with two @", "rukomet", "CreateKlub", klub({ email: "a@b@c.hr" }), BAD, INPUT, "object.email"],
  [
    "an email of 255 characters",
    "rukomet",
    "CreateKlub",
    klub({ email: `${"a".repeat(247)}@klub.hr` }),
    BAD,
    INPUT,
    "object.email",
  ],
  [
    "an email with a line break (header injection)",
    "rukomet",
    "CreateKlub",
    klub({ email: "a@b.hr\nBcc: x@y.hr" }),
    BAD,
    INPUT,
    "object.email",
  ],
  ["an unknown status (obrisan)", "rukomet", "CreateKlub", klub({ status: "obrisan" }), BAD, INPUT, "object.status"],
  ["a status in capitals (AKTIVAN)", "rukomet", "CreateKlub", klub({ status: "AKTIVAN" }), BAD, INPUT, "object.status"],
  [
    "a name with a right-to-left override",
    "rukomet",
    "CreateKlub",
    klub({ naziv: "RK \u202Ebaergaz" }),
    BAD,
    INPUT,
    "object.naziv",
  ],
  [
    "a name with a bidi isolate",
    "rukomet",
    "CreateKlub",
    klub({ naziv: "RK \u2067Zagreb\u2069" }),
    BAD,
    INPUT,
    "object.naziv",
  ],
  ["a blank name", "rukomet", "CreateKlub", klub({ naziv: " \u00a0 " }), BAD, INPUT, "object.naziv"],
  ["a name of 201 characters", "rukomet", "CreateKlub", klub({ naziv: "K".repeat(201) }), BAD, INPUT, "object.naziv"],
  [
    "a short name with a right-to-left mark",
    "rukomet",
    "CreateKlub",
    klub({ kratki_naziv: "RK\u200F NZ" }),
    BAD,
    INPUT,
    "object.kratki_naziv",
  ],
  [
    "a short name of 41 characters",
    "rukomet",
    "CreateKlub",
    klub({ kratki_naziv: "K".repeat(41) }),
    BAD,
    INPUT,
    "object.kratki_naziv",
  ],
  [
    "an address with a NUL byte",
    "rukomet",
    "CreateKlub",
    klub({ adresa: "Ilica\u00001" }),
    BAD,
    INPUT,
    "object.adresa",
  ],
  [
    "a logo key that is a path",
    "rukomet",
    "CreateKlub",
    klub({ logo_key: "../savez/logo.png" }),
    BAD,
    INPUT,
    "object.logo_key",
  ],
  ["an id chosen by the client", "rukomet", "CreateKlub", klub({ id: crypto.randomUUID() }), BAD, INPUT],
  ["a club for another federation", "rukomet", "CreateKlub", klub({ savez_id: ZVS }), 403, "FORBIDDEN"],
  ["a club created by a club's official", "klub", "CreateKlub", klub({}), 403, "FORBIDDEN"],
  ["a club created by a member", "clan", "CreateKlub", klub({}), 403, "FORBIDDEN"],
  [
    "a club's OIB edited to a wrong check digit",
    "rukomet",
    "UpdateKlub",
    edit(DUBRAVA, { oib: "41325678905" }),
    BAD,
    INPUT,
    "set.oib",
  ],
  [
    "a club's slug edited to another club's",
    "rukomet",
    "UpdateKlub",
    edit(DUBRAVA, { slug: "rk-zagreb" }),
    BAD,
    INPUT,
    "_set.slug",
  ],
  [
    "a club edited at a stale version",
    "rukomet",
    "UpdateKlub",
    edit(DUBRAVA, { adresa: "Nova 1" }, 4),
    409,
    "version_conflict",
  ],
  [
    "another club edited by a club's official",
    "klub",
    "UpdateKlub",
    edit(ZAGREB_KLUB, { adresa: "Nova 1" }),
    403,
    "FORBIDDEN",
  ],
  ["a club moved to another federation", "rukomet", "UpdateKlub", edit(DUBRAVA, { savez_id: ZVS }), 403, "FORBIDDEN"],
  ["another federation's club deleted", "rukomet", "DeleteKlub", { id: TRESNJEVKA, version: 1 }, 403, "FORBIDDEN"],
];

const seasons: DemoCase[] = [
  [
    "a season ending before it starts",
    "rukomet",
    "CreateSezona",
    sezona({ datum_do: "2027-08-31" }),
    BAD,
    INPUT,
    "object.datum_do",
  ],
  [
    "licences from after the season's end",
    "rukomet",
    "CreateSezona",
    sezona({ licence_od: "2028-07-01" }),
    BAD,
    INPUT,
    "object.datum_do",
  ],
  [
    "a start on 29 February of a common year",
    "rukomet",
    "CreateSezona",
    sezona({ datum_od: "2027-02-29" }),
    BAD,
    INPUT,
    "object.datum_od",
  ],
  [
    "a date in the Croatian form (1. 9. 2027.)",
    "rukomet",
    "CreateSezona",
    sezona({ datum_od: "1. 9. 2027." }),
    BAD,
    INPUT,
    "object.datum_od",
  ],
  [
    "a date with a time",
    "rukomet",
    "CreateSezona",
    sezona({ datum_do: "2028-06-30T23:59:59Z" }),
    BAD,
    INPUT,
    "object.datum_do",
  ],
  [
    "a date as a number (a timestamp)",
    "rukomet",
    "CreateSezona",
    sezona({ licence_od: 1814400000000 }),
    BAD,
    INPUT,
    "object.licence_od",
  ],
  [
    "a missing end",
    "rukomet",
    "CreateSezona",
    { object: { naziv: "X", datum_od: "2027-09-01", licence_od: "2027-07-01" } },
    BAD,
    INPUT,
    "object.datum_do",
  ],
  ["a second active season", "rukomet", "CreateSezona", sezona({ status: "aktivna" }), BAD, INPUT, "object.savez_id"],
  [
    "a closed season made active beside the active one",
    "rukomet",
    "UpdateSezona",
    edit(SEZONA_ZATVORENA, { status: "aktivna" }),
    BAD,
    INPUT,
    "_set.savez_id",
  ],
  [
    "an unknown status (otvorena)",
    "rukomet",
    "CreateSezona",
    sezona({ status: "otvorena" }),
    BAD,
    INPUT,
    "object.status",
  ],
  ["a name of 41 characters", "rukomet", "CreateSezona", sezona({ naziv: "2".repeat(41) }), BAD, INPUT, "object.naziv"],
  [
    "an edit putting the end before the start",
    "rukomet",
    "UpdateSezona",
    edit(SEZONA_AKTIVNA, { datum_od: "2027-07-01", datum_do: "2027-06-30" }),
    BAD,
    INPUT,
    "set.datum_do",
  ],
  ["a season for another federation", "rukomet", "CreateSezona", sezona({ savez_id: ZVS }), 403, "FORBIDDEN"],
  ["a season created by a club's official", "klub", "CreateSezona", sezona({}), 403, "FORBIDDEN"],
  ["a season created by anonymous", "anonymous", "CreateSezona", sezona({}), 401, "UNAUTHENTICATED"],
];

const categories: DemoCase[] = [
  [
    "born-from after born-to (-13 .. -14)",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_od: -13, rodeni_do: -14 }),
    BAD,
    INPUT,
    "object.rodeni_do",
  ],
  [
    "a year after the season's (+1)",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_do: 1 }),
    BAD,
    INPUT,
    "object.rodeni_do",
  ],
  [
    "a year 121 before the season's",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_od: -121 }),
    BAD,
    INPUT,
    "object.rodeni_od",
  ],
  [
    "a fractional year (-17.5)",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_do: -17.5 }),
    BAD,
    INPUT,
    "object.rodeni_do",
  ],
  [
    "a year as text ('-18')",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_od: "-18" }),
    BAD,
    INPUT,
    "object.rodeni_od",
  ],
  [
    "a calendar year instead of an offset (2008)",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ rodeni_od: 2008, rodeni_do: 2009 }),
    BAD,
    INPUT,
    "object.rodeni_od",
  ],
  ["an unknown sex (X)", "rukomet", "CreateDobnaKategorija", kategorija({ spol: "X" }), BAD, INPUT, "object.spol"],
  ["a blank sport", "rukomet", "CreateDobnaKategorija", kategorija({ sport: "" }), BAD, INPUT, "object.sport"],
  [
    "a name of 61 characters",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ naziv: "K".repeat(61) }),
    BAD,
    INPUT,
    "object.naziv",
  ],
  [
    "an edit reversing the range",
    "rukomet",
    "UpdateDobnaKategorija",
    edit(KADETI, { rodeni_od: -10, rodeni_do: -16 }),
    BAD,
    INPUT,
    "set.rodeni_do",
  ],
  [
    "a category for another federation",
    "rukomet",
    "CreateDobnaKategorija",
    kategorija({ savez_id: ZVS }),
    403,
    "FORBIDDEN",
  ],
  [
    "a category edited by a club's official",
    "klub",
    "UpdateDobnaKategorija",
    edit(KADETI, { naziv: "Kadeti U16" }),
    403,
    "FORBIDDEN",
  ],
];

const officials: DemoCase[] = [
  [
    "an official without an email",
    "rukomet",
    "CreateDuznosnik",
    { object: { club_id: DUBRAVA, uloga: "trener" } },
    BAD,
    INPUT,
    "object.email",
  ],
  [
    "an official's email without @",
    "rukomet",
    "CreateDuznosnik",
    duznosnik({ email: "trener.rk-dubrava.test" }),
    BAD,
    INPUT,
    "object.email",
  ],
  [
    "an unknown role (blagajnik)",
    "rukomet",
    "CreateDuznosnik",
    duznosnik({ uloga: "blagajnik" }),
    BAD,
    INPUT,
    "object.uloga",
  ],
  [
    "a club id that is not an id",
    "rukomet",
    "CreateDuznosnik",
    duznosnik({ club_id: "rk-dubrava" }),
    BAD,
    INPUT,
    "object.club_id",
  ],
  [
    "an official of another federation's club",
    "rukomet",
    "CreateDuznosnik",
    duznosnik({ club_id: TRESNJEVKA }),
    403,
    "FORBIDDEN",
  ],
  ["an official appointed by a club's tajnik", "klub", "CreateDuznosnik", duznosnik({}), 403, "FORBIDDEN"],
  [
    "an official's role edited by the official",
    "klub",
    "UpdateDuznosnik",
    edit(TAJNIK_DUBRAVE, { uloga: "predsjednik" }),
    403,
    "FORBIDDEN",
  ],
];

describeDemoRefusals([
  ["clubs", clubs],
  ["seasons", seasons],
  ["age categories", categories],
  ["club officials", officials],
]);

describe("clubs' and seasons' sanity", () => {
  beforeAll(seedDemo);
  it("the same caller's valid club, season, category and official are written", async () => {
    const authorization = await demoBearer("rukomet");
    const before = await snapshot();
    await expectAllWritten(authorization, [
      ["CreateKlub", klub({})],
      ["CreateSezona", sezona({})],
      ["CreateDobnaKategorija", kategorija({})],
      ["CreateDuznosnik", duznosnik({})],
    ]);
    const after = await snapshot();
    for (const table of ["klubovi", "sezone", "dobne_kategorije", "duznosnici_klubova"]) {
      expect(after[table], table).toBe(before[table]! + 1);
    }
    expect(after.audit_log).toBe(before.audit_log! + 4);
  });
});
