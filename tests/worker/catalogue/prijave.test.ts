// Bad-input catalogue: the entries' API (issue 30) as a client or an attacker could call it: entry settings
// with windows that close before they open or after the competition, caps and fees that are negative,
// fractional, huge or text, a late fee outside the window, times in other zones and forms; events with
// categories they may not name, a sex or kind outside the vocabulary, crews of 0 or 100, bidi names, and CSV
// files of events with bad rows; entries outside the window, of athletes without a licence (missing, only
// requested, suspended, of another season), with an expired medical, of the wrong category or sex, of another
// club or federation, twice, in crews of the wrong size, for events and clubs that do not exist or are not the
// caller's; withdrawals and rejections at a stale version, without a reason or with a huge or disguised one, by
// the wrong role; results with impossible places and times, and results CSV files with bad rows. Every case
// answers 4xx in the API's error shape with a Croatian message (each field's message too, the field named where
// the API names one) and writes nothing: every table's rows counted, the entries' and the season's compared
// row by row, the R2 objects counted.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetRows } from "../../../worker/auth/caller-cache";
import { SAVEZ_A, SAVEZ_B, bearer } from "../helpers/auth";
import {
  CLUBS,
  JUNIORI,
  REGATA,
  SENIORI,
  SEZONA,
  athleteOf,
  authOf,
  call,
  makeEvent,
  officialBearer,
  ok,
  openEntries,
  seedRegatta,
  zagrebLocal,
  type Entry,
  type EntryCaller,
} from "../helpers/prijave";
import { expectRestRefusal, snapshot } from "./support";

/** Federation A's closed season (a licence of it does not count), B's season, category, club and competition. */
const STARA_SEZONA = "e1000000-0000-4000-8000-0000000000a2";
const SEZONA_B = "e1000000-0000-4000-8000-0000000000b1";
const KATEGORIJA_B = "e2000000-0000-4000-8000-0000000000b1";
const KLUB_B = "e4000000-0000-4000-8000-0000000000b1";
const REGATA_B = "e3000000-0000-4000-8000-0000000000b1";
/** Federation A's competitions whose entries closed yesterday and open tomorrow. */
const ZATVORENA = "e3000000-0000-4000-8000-0000000000a2";
const BUDUCA = "e3000000-0000-4000-8000-0000000000a3";
const NITKO = "e9000000-0000-4000-8000-000000000000";

/** The rows the cases name, made once in beforeAll. */
const ids = {
  /** REGATA's events: men's single; women juniors' single; seniors' single; a double with one substitute. */
  muski: "",
  zenski: "",
  seniori: "",
  dvojac: "",
  /** An event of cap 1: club 2's entry accepted (`p1`), club 3's waiting (`p2`), club 4's withdrawn (`p3`). */
  puni: "",
  /** An event club 1 has an entry in (`a`, athlete 1-2): the club's cap (1) is reached there. */
  prijavljen: "",
  /** Events of the closed and not-yet-open competitions, and of federation B's. */
  zatvorena: "",
  buduca: "",
  eventB: "",
  /** Entries. */
  a: "",
  p1: "",
  p2: "",
  p3: "",
  /** Club 1's entry in the closed competition (its changes' deadline passed). */
  z1: "",
  /** P1's start number. */
  p1Broj: 0,
};

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Valid settings for REGATA (the ones beforeAll saved): each settings case changes one thing. */
const SETTINGS = {
  sezona_id: SEZONA,
  otvaranje: zagrebLocal(-1),
  zatvaranje: zagrebLocal(24 * 30),
  kotizacija_centi: 2000,
  max_po_klubu: 1,
};
const settings = (patch: Record<string, unknown>) => ({ ...SETTINGS, ...patch });

async function enter(authorization: string, event: string, club: string, sportasi: string[]): Promise<Entry> {
  return ok<Entry>({ authorization }, "POST", `/discipline/${event}/nastupi`, { club_id: club, sportasi }, 201);
}

beforeAll(async () => {
  await seedRegatta();
  const s = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values);
  await env.DB.batch([
    s(
      "INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES (?, 'Prošla sezona', ?, ?, ?, 'zatvorena', ?)",
      STARA_SEZONA,
      day(-500),
      day(-150),
      day(-500),
      SAVEZ_A,
    ),
    s(
      "INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES (?, 'Sezona saveza B', ?, ?, ?, 'aktivna', ?)",
      SEZONA_B,
      day(-100),
      day(300),
      day(-100),
      SAVEZ_B,
    ),
    s(
      "INSERT INTO dobne_kategorije (id, sport, naziv, spol, rodeni_od, rodeni_do, savez_id) VALUES (?, 'veslanje', 'Veterani B', NULL, -99, -40, ?)",
      KATEGORIJA_B,
      SAVEZ_B,
    ),
    s(
      "INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES (?, 'Veslački klub saveza B', 'VK B', 'vk-regata-b', ?)",
      KLUB_B,
      SAVEZ_B,
    ),
    ...[
      [ZATVORENA, "Zatvorena regata", SAVEZ_A],
      [BUDUCA, "Buduća regata", SAVEZ_A],
      [REGATA_B, "Regata saveza B", SAVEZ_B],
    ].map(([id, naziv, savez]) =>
      s(
        "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES (?, ?, ?, ?, 'Jarun', ?)",
        id,
        naziv,
        day(40),
        day(40),
        savez,
      ),
    ),
    // Club 1's athletes: 3 has no licence, 5 only requested one, 4's is suspended, 6's is of the past season,
    // 8's medical expires before the regatta; 1 and 7 (women juniors) and 2 (a man, a senior) are eligible.
    s("DELETE FROM licence WHERE sportas_id = ?", athleteOf(1, 3)),
    s("UPDATE licence SET status = 'zatrazena' WHERE sportas_id = ?", athleteOf(1, 5)),
    s("UPDATE licence SET status = 'suspendirana' WHERE sportas_id = ?", athleteOf(1, 4)),
    s("UPDATE licence SET sezona_id = ? WHERE sportas_id = ?", STARA_SEZONA, athleteOf(1, 6)),
    s("UPDATE sportasi SET lijecnicki_do = ? WHERE id = ?", day(10), athleteOf(1, 8)),
  ]);
  forgetRows();

  await openEntries({ max_po_klubu: 1 });
  ids.muski = await makeEvent({ naziv: "M1x", spol: "M" });
  ids.zenski = await makeEvent({ naziv: "Ž1x juniorke", kategorije: [JUNIORI], spol: "Z" });
  ids.seniori = await makeEvent({ naziv: "1x seniori", kategorije: [SENIORI] });
  ids.dvojac = await makeEvent({ naziv: "2x", vrsta: "posada", posada: 2, zamjene: 1 });
  ids.puni = await makeEvent({ naziv: "1x otvoreno", max_prijava: 1 });
  ids.prijavljen = await makeEvent({ naziv: "1x B" });

  const [club1, club2, club3, club4] = await Promise.all([1, 2, 3, 4].map(officialBearer));
  ids.a = (await enter(club1!, ids.prijavljen, CLUBS[0]!, [athleteOf(1, 2)])).id;
  const p1 = await enter(club2!, ids.puni, CLUBS[1]!, [athleteOf(2, 2)]);
  [ids.p1, ids.p1Broj] = [p1.id, p1.startni_broj!];
  ids.p2 = (await enter(club3!, ids.puni, CLUBS[2]!, [athleteOf(3, 2)])).id;
  ids.p3 = (await enter(club4!, ids.puni, CLUBS[3]!, [athleteOf(4, 2)])).id;
  await ok("staff", "POST", `/nastupi/${ids.p3}/povuci`, { version: 1 });

  for (const [competition, otvaranje, zatvaranje] of [
    [ZATVORENA, zagrebLocal(-1), zagrebLocal(24)],
    [BUDUCA, zagrebLocal(24), zagrebLocal(48)],
  ] as const) {
    await ok("staff", "PUT", `/natjecanja/${competition}/postavke`, { sezona_id: SEZONA, otvaranje, zatvaranje });
  }
  ids.zatvorena = (
    await ok<{ id: string }>("staff", "POST", `/natjecanja/${ZATVORENA}/discipline`, { naziv: "1x" }, 201)
  ).id;
  ids.buduca = (await ok<{ id: string }>("staff", "POST", `/natjecanja/${BUDUCA}/discipline`, { naziv: "1x" }, 201)).id;
  ids.eventB = (
    await ok<{ id: string }>(
      { authorization: await bearer("staff-b") },
      "POST",
      `/natjecanja/${REGATA_B}/discipline`,
      { naziv: "1x" },
      201,
    )
  ).id;
  ids.z1 = (await enter(club1!, ids.zatvorena, CLUBS[0]!, [athleteOf(1, 2)])).id;
  // The closed regatta's entries closed an hour ago (and with them the clubs' changes).
  await env.DB.prepare("UPDATE postavke_prijava SET otvaranje = ?, zatvaranje = ? WHERE natjecanje_id = ?")
    .bind(new Date(Date.now() - 86_400_000).toISOString(), new Date(Date.now() - 3_600_000).toISOString(), ZATVORENA)
    .run();

  // Every caller signs in once now, so a case's first request provisions no account.
  for (const who of ["official", "other-official", "member", "staff-b", "admin"] as const) {
    expect((await call(who, "GET", "/moj-klub")).status).toBe(200);
  }
});

/** A value now, or one read when the case runs (ids are made in beforeAll). */
type Lazy<T> = T | (() => T);
const now = <T>(value: Lazy<T>): T => (typeof value === "function" ? (value as () => T)() : value);

/** [case, caller, method, path, body (a string goes as it is), status, code, the field the details name]. */
type Case = [string, EntryCaller, string, Lazy<string>, Lazy<unknown>, number, string, string?];

const BAD = 400;
const BODY = "invalid_body";

const POSTAVKE = `/natjecanja/${REGATA}/postavke`;

const settingsCases: Case[] = [
  [
    "a close before the opening",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ zatvaranje: zagrebLocal(-2) }),
    BAD,
    BODY,
    "zatvaranje",
  ],
  [
    "a close at the opening's minute",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "2026-12-01T18:00", zatvaranje: "2026-12-01T18:00" }),
    BAD,
    BODY,
    "zatvaranje",
  ],
  [
    "changes ending before the opening",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ izmjene_do: zagrebLocal(-2) }),
    BAD,
    BODY,
    "izmjene_do",
  ],
  [
    "changes until after the competition",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ izmjene_do: zagrebLocal(24 * 50) }),
    BAD,
    "invalid",
    "izmjene_do",
  ],
  [
    "a negative cap per event",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ max_po_disciplini: -1 }),
    BAD,
    BODY,
    "max_po_disciplini",
  ],
  [
    "a cap of 0 per event",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ max_po_disciplini: 0 }),
    BAD,
    BODY,
    "max_po_disciplini",
  ],
  [
    "a fractional cap (2.5)",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ max_po_disciplini: 2.5 }),
    BAD,
    BODY,
    "max_po_disciplini",
  ],
  ["a huge cap (10^9)", "staff", "PUT", POSTAVKE, settings({ max_po_disciplini: 1e9 }), BAD, BODY, "max_po_disciplini"],
  ["a club's cap as text ('5')", "staff", "PUT", POSTAVKE, settings({ max_po_klubu: "5" }), BAD, BODY, "max_po_klubu"],
  ["a negative club's cap", "staff", "PUT", POSTAVKE, settings({ max_po_klubu: -3 }), BAD, BODY, "max_po_klubu"],
  ["a negative fee", "staff", "PUT", POSTAVKE, settings({ kotizacija_centi: -100 }), BAD, BODY, "kotizacija_centi"],
  [
    "a fee in fractions of a cent",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ kotizacija_centi: 20.5 }),
    BAD,
    BODY,
    "kotizacija_centi",
  ],
  [
    "a huge fee (10^12 cents)",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ kotizacija_centi: 1e12 }),
    BAD,
    BODY,
    "kotizacija_centi",
  ],
  [
    "a fee as text ('20,00')",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ kotizacija_centi: "20,00" }),
    BAD,
    BODY,
    "kotizacija_centi",
  ],
  ["a negative late fee", "staff", "PUT", POSTAVKE, settings({ zakasnina_centi: -1 }), BAD, BODY, "zakasnina_centi"],
  [
    "a late-fee date without its amount",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ zakasnina_od: zagrebLocal(24) }),
    BAD,
    BODY,
    "zakasnina_centi",
  ],
  [
    "a late-fee date before the opening",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ zakasnina_centi: 3000, zakasnina_od: zagrebLocal(-24) }),
    BAD,
    BODY,
    "zakasnina_od",
  ],
  [
    "a late-fee date after the close",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ zakasnina_centi: 3000, zakasnina_od: zagrebLocal(24 * 31) }),
    BAD,
    BODY,
    "zakasnina_od",
  ],
  [
    "an opening in UTC ('…T18:00Z')",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "2026-12-01T18:00Z" }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "an opening with an offset ('…T18:00+01:00')",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "2026-12-01T18:00+01:00" }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "an opening with seconds",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "2026-12-01T18:00:00" }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "an opening without a time",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "2026-12-01" }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "an opening in the Croatian form ('1. 12. 2026. 18:00')",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: "1. 12. 2026. 18:00" }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "a close on 30 February",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ zatvaranje: "2027-02-30T18:00" }),
    BAD,
    BODY,
    "zatvaranje",
  ],
  ["a close at 24:00", "staff", "PUT", POSTAVKE, settings({ zatvaranje: "2026-12-31T24:00" }), BAD, BODY, "zatvaranje"],
  [
    "an opening as a timestamp",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ otvaranje: 1_790_000_000_000 }),
    BAD,
    BODY,
    "otvaranje",
  ],
  [
    "a time zone of its own (Europe/London)",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ vremenska_zona: "Europe/London" }),
    BAD,
    BODY,
    "_",
  ],
  [
    "a season of another federation",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ sezona_id: SEZONA_B }),
    BAD,
    "invalid",
    "sezona_id",
  ],
  [
    "a season that does not exist",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ sezona_id: NITKO }),
    BAD,
    "invalid",
    "sezona_id",
  ],
  [
    "a season id that is not an id",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ sezona_id: "2026/2027" }),
    BAD,
    BODY,
    "sezona_id",
  ],
  [
    "'licence required' as text",
    "staff",
    "PUT",
    POSTAVKE,
    settings({ licenca_obavezna: "da" }),
    BAD,
    BODY,
    "licenca_obavezna",
  ],
  ["settings from a club's official", "official", "PUT", POSTAVKE, SETTINGS, 403, "forbidden"],
  ["settings from another federation's staff", "staff-b", "PUT", POSTAVKE, SETTINGS, 403, "forbidden"],
  ["settings from a member", "member", "PUT", POSTAVKE, SETTINGS, 403, "forbidden"],
  ["settings from anonymous", "anonymous", "PUT", POSTAVKE, SETTINGS, 401, "unauthenticated"],
  ["settings of no competition", "staff", "PUT", `/natjecanja/${NITKO}/postavke`, SETTINGS, 404, "not_found"],
  [
    "settings of a competition id that is a path",
    "staff",
    "PUT",
    "/natjecanja/..%2Fadmin/postavke",
    SETTINGS,
    BAD,
    "invalid_id",
  ],
  ["settings that are not JSON", "staff", "PUT", POSTAVKE, "{sezona_id:", BAD, "invalid_json"],
  ["settings as a JSON array", "staff", "PUT", POSTAVKE, "[]", BAD, BODY, "_"],
];

const DISCIPLINE = `/natjecanja/${REGATA}/discipline`;
const EVENT = { naziv: "4x seniori", kategorije: [SENIORI], spol: "M", vrsta: "posada", posada: 4, zamjene: 2 };
const event = (patch: Record<string, unknown>) => ({ ...EVENT, ...patch });

const eventCases: Case[] = [
  ["an unknown category", "staff", "POST", DISCIPLINE, event({ kategorije: [NITKO] }), BAD, "invalid", "kategorije"],
  [
    "a category of another federation",
    "staff",
    "POST",
    DISCIPLINE,
    event({ kategorije: [SENIORI, KATEGORIJA_B] }),
    BAD,
    "invalid",
    "kategorije",
  ],
  [
    "a category id that is a name",
    "staff",
    "POST",
    DISCIPLINE,
    event({ kategorije: ["Seniori"] }),
    BAD,
    BODY,
    "kategorije.0",
  ],
  [
    "21 categories",
    "staff",
    "POST",
    DISCIPLINE,
    event({ kategorije: Array.from({ length: 21 }, () => SENIORI) }),
    BAD,
    BODY,
    "kategorije",
  ],
  ["a sex outside the vocabulary (X)", "staff", "POST", DISCIPLINE, event({ spol: "X" }), BAD, BODY, "spol"],
  ["a sex in the CSV's spelling (Ž)", "staff", "POST", DISCIPLINE, event({ spol: "Ž" }), BAD, BODY, "spol"],
  ["a sex in lower case (m)", "staff", "POST", DISCIPLINE, event({ spol: "m" }), BAD, BODY, "spol"],
  ["an unknown kind (stafeta)", "staff", "POST", DISCIPLINE, event({ vrsta: "stafeta" }), BAD, BODY, "vrsta"],
  ["a crew of 0", "staff", "POST", DISCIPLINE, event({ posada: 0 }), BAD, BODY, "posada"],
  ["a crew of 100", "staff", "POST", DISCIPLINE, event({ posada: 100 }), BAD, BODY, "posada"],
  ["a crew of 1", "staff", "POST", DISCIPLINE, event({ posada: 1, zamjene: 0 }), BAD, BODY, "posada"],
  ["a crew of 2.5", "staff", "POST", DISCIPLINE, event({ posada: 2.5 }), BAD, BODY, "posada"],
  ["a crew size as text ('4')", "staff", "POST", DISCIPLINE, event({ posada: "4" }), BAD, BODY, "posada"],
  [
    "an individual event of two",
    "staff",
    "POST",
    DISCIPLINE,
    event({ vrsta: "pojedinacno", posada: 2, zamjene: 0 }),
    BAD,
    BODY,
    "posada",
  ],
  [
    "an individual event with a substitute",
    "staff",
    "POST",
    DISCIPLINE,
    event({ vrsta: "pojedinacno", posada: 1, zamjene: 1 }),
    BAD,
    BODY,
    "posada",
  ],
  ["21 substitutes", "staff", "POST", DISCIPLINE, event({ zamjene: 21 }), BAD, BODY, "zamjene"],
  ["-1 substitutes", "staff", "POST", DISCIPLINE, event({ zamjene: -1 }), BAD, BODY, "zamjene"],
  ["an event's cap of 0", "staff", "POST", DISCIPLINE, event({ max_prijava: 0 }), BAD, BODY, "max_prijava"],
  ["an event's cap of -5", "staff", "POST", DISCIPLINE, event({ max_prijava: -5 }), BAD, BODY, "max_prijava"],
  ["an event's cap as text", "staff", "POST", DISCIPLINE, event({ max_prijava: "10" }), BAD, BODY, "max_prijava"],
  ["a blank name", "staff", "POST", DISCIPLINE, event({ naziv: " \t " }), BAD, BODY, "naziv"],
  ["a name of 101 characters", "staff", "POST", DISCIPLINE, event({ naziv: "M".repeat(101) }), BAD, BODY, "naziv"],
  [
    "a name with a right-to-left override (shown in the start list)",
    "staff",
    "POST",
    DISCIPLINE,
    event({ naziv: "M1x \u202Eiroines" }),
    BAD,
    BODY,
    "naziv",
  ],
  ["a name with a NUL byte", "staff", "POST", DISCIPLINE, event({ naziv: "M1x\u0000" }), BAD, BODY, "naziv"],
  ["an event with its own id", "staff", "POST", DISCIPLINE, event({ id: NITKO }), BAD, BODY, "_"],
  ["an event from a club's official", "official", "POST", DISCIPLINE, EVENT, 403, "forbidden"],
  ["an event from another federation's staff", "staff-b", "POST", DISCIPLINE, EVENT, 403, "forbidden"],
  ["an event from anonymous", "anonymous", "POST", DISCIPLINE, EVENT, 401, "unauthenticated"],
  ["an event of no competition", "staff", "POST", `/natjecanja/${NITKO}/discipline`, EVENT, 404, "not_found"],
];

const DISCIPLINE_CSV = `/natjecanja/${REGATA}/discipline.csv`;
const HEADER = "naziv;kategorije;spol;vrsta;posada;zamjene;max_prijava";
const GOOD_ROWS = ["M1x seniori;Seniori;M;;;;8", "2x juniorke;Juniori;Ž;posada;2;1;"];
const eventsCsv = (...bad: string[]) => [HEADER, GOOD_ROWS[0], ...bad, GOOD_ROWS[1]].join("\n");
const CSV = "invalid_csv";

const eventCsvCases: Case[] = [
  ["a file without the naziv column", "staff", "POST", DISCIPLINE_CSV, "ime;spol\nM1x;M\n", BAD, CSV],
  ["a header only", "staff", "POST", DISCIPLINE_CSV, `${HEADER}\n`, BAD, CSV],
  ["an empty file", "staff", "POST", DISCIPLINE_CSV, "", BAD, CSV],
  ["commas instead of semicolons", "staff", "POST", DISCIPLINE_CSV, "naziv,spol\nM1x,M\n", BAD, CSV],
  ["a crew of 100 among good rows", "staff", "POST", DISCIPLINE_CSV, eventsCsv("8+;Seniori;M;posada;100;;"), BAD, CSV],
  ["a crew of 0 among good rows", "staff", "POST", DISCIPLINE_CSV, eventsCsv("8+;;M;posada;0;;"), BAD, CSV],
  ["a crew size in words", "staff", "POST", DISCIPLINE_CSV, eventsCsv("2-;;M;posada;dva;;"), BAD, CSV],
  ["an unknown category name", "staff", "POST", DISCIPLINE_CSV, eventsCsv("1x;Kadeti;M;;;;"), BAD, CSV],
  ["another federation's category name", "staff", "POST", DISCIPLINE_CSV, eventsCsv("1x;Veterani B;;;;;"), BAD, CSV],
  ["a sex outside the vocabulary", "staff", "POST", DISCIPLINE_CSV, eventsCsv("1x;;X;;;;"), BAD, CSV],
  ["an unknown kind", "staff", "POST", DISCIPLINE_CSV, eventsCsv("4x;;M;štafeta;4;;"), BAD, CSV],
  ["substitutes in an individual event", "staff", "POST", DISCIPLINE_CSV, eventsCsv("1x;;M;;1;1;"), BAD, CSV],
  ["a negative cap", "staff", "POST", DISCIPLINE_CSV, eventsCsv("1x;;M;;;;-4"), BAD, CSV],
  ["a name with a bidi isolate", "staff", "POST", DISCIPLINE_CSV, eventsCsv("\u2067M1x\u2069;;M;;;;"), BAD, CSV],
  [
    "501 events",
    "staff",
    "POST",
    DISCIPLINE_CSV,
    [HEADER, ...Array.from({ length: 501 }, (_, i) => `E${i}`)].join("\n"),
    BAD,
    CSV,
  ],
  ["a valid file from a club's official", "official", "POST", DISCIPLINE_CSV, eventsCsv(), 403, "forbidden"],
  [
    "a valid file for no competition",
    "staff",
    "POST",
    `/natjecanja/${NITKO}/discipline.csv`,
    eventsCsv(),
    404,
    "not_found",
  ],
];

const nastupi = (key: keyof typeof ids) => () => `/discipline/${ids[key]}/nastupi`;
const entry = (sportasi: unknown, patch: Record<string, unknown> = {}) => ({ club_id: CLUBS[0], sportasi, ...patch });
const ENTRY = "entry_refused";

const entryCases: Case[] = [
  [
    "an athlete with no licence",
    "official",
    "POST",
    nastupi("zenski"),
    entry([athleteOf(1, 3)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete whose licence is only requested",
    "official",
    "POST",
    nastupi("zenski"),
    entry([athleteOf(1, 5)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete whose licence is suspended",
    "official",
    "POST",
    nastupi("seniori"),
    entry([athleteOf(1, 4)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete licensed for another season",
    "official",
    "POST",
    nastupi("seniori"),
    entry([athleteOf(1, 6)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete whose medical expires before the competition",
    "official",
    "POST",
    nastupi("seniori"),
    entry([athleteOf(1, 8)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "a woman in a men's event",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 7)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "a man in a women's event",
    "official",
    "POST",
    nastupi("zenski"),
    entry([athleteOf(1, 2)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "a junior in a seniors' event",
    "official",
    "POST",
    nastupi("seniori"),
    entry([athleteOf(1, 7)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete of another club",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(2, 4)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete of no club (an unknown id)",
    "official",
    "POST",
    nastupi("muski"),
    entry([NITKO]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an athlete already entered in the event",
    "official",
    "POST",
    nastupi("prijavljen"),
    entry([athleteOf(1, 2)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
  [
    "an entry beyond the club's cap",
    "official",
    "POST",
    nastupi("prijavljen"),
    entry([athleteOf(1, 1)]),
    422,
    ENTRY,
    "club_id",
  ],
  [
    "an entry after the close",
    "official",
    "POST",
    nastupi("zatvorena"),
    entry([athleteOf(1, 1)]),
    422,
    ENTRY,
    "disciplina_id",
  ],
  [
    "an entry before the opening",
    "official",
    "POST",
    nastupi("buduca"),
    entry([athleteOf(1, 1)]),
    422,
    ENTRY,
    "disciplina_id",
  ],
  [
    "the same athlete twice in one request",
    "official",
    "POST",
    nastupi("dvojac"),
    entry([athleteOf(1, 1), athleteOf(1, 1)]),
    BAD,
    BODY,
    "sportasi",
  ],
  [
    "a crew member also a substitute",
    "official",
    "POST",
    nastupi("dvojac"),
    entry([athleteOf(1, 1), athleteOf(1, 7)], { zamjene: [athleteOf(1, 1)] }),
    BAD,
    BODY,
    "zamjene",
  ],
  [
    "a crew of one in a double",
    "official",
    "POST",
    nastupi("dvojac"),
    entry([athleteOf(1, 1)]),
    422,
    ENTRY,
    "sportasi",
  ],
  [
    "a crew of three in a double",
    "official",
    "POST",
    nastupi("dvojac"),
    entry([athleteOf(1, 1), athleteOf(1, 7), athleteOf(1, 2)]),
    422,
    ENTRY,
    "sportasi",
  ],
  [
    "two substitutes where one is allowed",
    "official",
    "POST",
    nastupi("dvojac"),
    entry([athleteOf(1, 1), athleteOf(1, 7)], { zamjene: [athleteOf(1, 2), athleteOf(1, 8)] }),
    422,
    ENTRY,
    "sportasi",
  ],
  [
    "a substitute in an individual event",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)], { zamjene: [athleteOf(1, 4)] }),
    422,
    ENTRY,
    "sportasi",
  ],
  ["no athletes", "official", "POST", nastupi("muski"), entry([]), BAD, BODY, "sportasi"],
  ["athletes as a string", "official", "POST", nastupi("muski"), entry(athleteOf(1, 2)), BAD, BODY, "sportasi"],
  [
    "an athlete id that is a name",
    "official",
    "POST",
    nastupi("muski"),
    entry(["Ivo12 Klub1"]),
    BAD,
    BODY,
    "sportasi.0",
  ],
  [
    "61 athletes",
    "official",
    "POST",
    nastupi("dvojac"),
    entry(Array.from({ length: 61 }, () => crypto.randomUUID())),
    BAD,
    BODY,
    "sportasi",
  ],
  [
    "10 000 athletes (a 400 KB body)",
    "official",
    "POST",
    nastupi("dvojac"),
    entry(Array.from({ length: 10_000 }, () => crypto.randomUUID())),
    BAD,
    BODY,
    "sportasi",
  ],
  [
    "a body over 1 MB",
    "official",
    "POST",
    nastupi("muski"),
    JSON.stringify(entry([athleteOf(1, 2)], { napomena: "x".repeat(1_100_000) })),
    413,
    "body_too_large",
  ],
  [
    "a club id that is not an id",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)], { club_id: "vk-1" }),
    BAD,
    BODY,
    "club_id",
  ],
  [
    "a club id as a number",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)], { club_id: 1 }),
    BAD,
    BODY,
    "club_id",
  ],
  [
    "an entry setting its own status",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)], { status: "prihvacena" }),
    BAD,
    BODY,
    "_",
  ],
  ["an entry that is not JSON", "official", "POST", nastupi("muski"), "club_id=1", BAD, "invalid_json"],
  [
    "an entry for another club",
    "official",
    "POST",
    nastupi("muski"),
    entry([athleteOf(2, 4)], { club_id: CLUBS[1] }),
    403,
    "forbidden",
  ],
  [
    "an entry by staff for another federation's club",
    "staff",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)], { club_id: KLUB_B }),
    BAD,
    "invalid",
    "club_id",
  ],
  ["an entry by a member of no club", "member", "POST", nastupi("muski"), entry([athleteOf(1, 2)]), 403, "forbidden"],
  [
    "an entry by another federation's staff",
    "staff-b",
    "POST",
    nastupi("muski"),
    entry([athleteOf(1, 2)]),
    403,
    "forbidden",
  ],
  ["an entry by anonymous", "anonymous", "POST", nastupi("muski"), entry([athleteOf(1, 2)]), 401, "unauthenticated"],
  [
    "an entry into no event",
    "official",
    "POST",
    `/discipline/${NITKO}/nastupi`,
    entry([athleteOf(1, 2)]),
    404,
    "not_found",
  ],
  [
    "an entry into another federation's competition (it takes no entries)",
    "official",
    "POST",
    nastupi("eventB"),
    entry([athleteOf(1, 2)]),
    404,
    "not_found",
  ],
  [
    "an event id that is not an id",
    "official",
    "POST",
    "/discipline/M1x/nastupi",
    entry([athleteOf(1, 2)]),
    BAD,
    "invalid_id",
  ],
  [
    "an event id with SQL in it",
    "official",
    "POST",
    "/discipline/1'%20OR%20'1'='1/nastupi",
    entry([athleteOf(1, 2)]),
    BAD,
    "invalid_id",
  ],
  [
    "a late entry by hand from a club's official",
    "official",
    "POST",
    () => `/discipline/${ids.zatvorena}/naknadna`,
    entry([athleteOf(1, 1)]),
    403,
    "forbidden",
  ],
  [
    "a late entry by hand of an athlete already entered",
    "staff",
    "POST",
    () => `/discipline/${ids.prijavljen}/naknadna`,
    entry([athleteOf(1, 2)]),
    422,
    ENTRY,
    "sportasi.0",
  ],
];

const povuci = (key: keyof typeof ids) => () => `/nastupi/${ids[key]}/povuci`;
const odbij = (key: keyof typeof ids) => () => `/nastupi/${ids[key]}/odbij`;
const reason = (razlog_odbijanja: unknown, version = 1) => ({ version, razlog_odbijanja });

const leaveCases: Case[] = [
  ["a withdrawal at a stale version", "official", "POST", povuci("a"), { version: 2 }, 409, "conflict"],
  ["a withdrawal of a withdrawn entry", "staff", "POST", povuci("p3"), { version: 2 }, 409, "conflict"],
  ["a withdrawal after the changes' deadline", "official", "POST", povuci("z1"), { version: 1 }, 422, ENTRY, "version"],
  ["a withdrawal of another club's entry", "official", "POST", povuci("p1"), { version: 1 }, 403, "forbidden"],
  ["a withdrawal by a member", "member", "POST", povuci("a"), { version: 1 }, 403, "forbidden"],
  ["a withdrawal by another federation's staff", "staff-b", "POST", povuci("a"), { version: 1 }, 403, "forbidden"],
  ["a withdrawal by anonymous", "anonymous", "POST", povuci("a"), { version: 1 }, 401, "unauthenticated"],
  ["a withdrawal without a version", "official", "POST", povuci("a"), {}, BAD, BODY, "version"],
  ["a withdrawal at version '1' (text)", "official", "POST", povuci("a"), { version: "1" }, BAD, BODY, "version"],
  ["a withdrawal at version 0", "official", "POST", povuci("a"), { version: 0 }, BAD, BODY, "version"],
  ["a withdrawal at version 1.5", "official", "POST", povuci("a"), { version: 1.5 }, BAD, BODY, "version"],
  ["a withdrawal at version 2^31 + 1", "official", "POST", povuci("a"), { version: 2 ** 31 + 1 }, BAD, BODY, "version"],
  [
    "a withdrawal setting a status",
    "official",
    "POST",
    povuci("a"),
    { version: 1, status: "odbijena" },
    BAD,
    BODY,
    "_",
  ],
  ["a withdrawal of no entry", "official", "POST", `/nastupi/${NITKO}/povuci`, { version: 1 }, 404, "not_found"],
  ["an entry id that is not an id", "official", "POST", "/nastupi/%00/povuci", { version: 1 }, BAD, "invalid_id"],
  ["a rejection without a reason", "staff", "POST", odbij("a"), { version: 1 }, BAD, BODY, "razlog_odbijanja"],
  ["a rejection whose reason is blank", "staff", "POST", odbij("a"), reason(" \n\t "), BAD, BODY, "razlog_odbijanja"],
  ["a rejection whose reason is a number", "staff", "POST", odbij("a"), reason(42), BAD, BODY, "razlog_odbijanja"],
  [
    "a rejection whose reason is 501 characters",
    "staff",
    "POST",
    odbij("a"),
    reason("r".repeat(501)),
    BAD,
    BODY,
    "razlog_odbijanja",
  ],
  [
    "a rejection whose reason is a million characters",
    "staff",
    "POST",
    odbij("a"),
    reason("r".repeat(1_000_000)),
    BAD,
    BODY,
    "razlog_odbijanja",
  ],
  [
    "a rejection whose reason holds a NUL byte",
    "staff",
    "POST",
    odbij("a"),
    reason("Bez\u0000 licence"),
    BAD,
    BODY,
    "razlog_odbijanja",
  ],
  [
    "a rejection whose reason holds an escape",
    "staff",
    "POST",
    odbij("a"),
    reason("\u001b[31mOdbijeno"),
    BAD,
    BODY,
    "razlog_odbijanja",
  ],
  [
    "a rejection whose reason holds a right-to-left override",
    "staff",
    "POST",
    odbij("a"),
    reason("Odbijeno: \u202Eanecil"),
    BAD,
    BODY,
    "razlog_odbijanja",
  ],
  ["a rejection at a stale version", "staff", "POST", odbij("a"), reason("Nepotpuna prijava.", 3), 409, "conflict"],
  ["a rejection of a withdrawn entry", "staff", "POST", odbij("p3"), reason("Nepotpuna prijava.", 2), 409, "conflict"],
  [
    "a rejection by the club's official",
    "official",
    "POST",
    odbij("a"),
    reason("Nepotpuna prijava."),
    403,
    "forbidden",
  ],
  [
    "a rejection by another federation's staff",
    "staff-b",
    "POST",
    odbij("a"),
    reason("Nepotpuna prijava."),
    403,
    "forbidden",
  ],
  ["a rejection by a member", "member", "POST", odbij("a"), reason("Nepotpuna prijava."), 403, "forbidden"],
];

const rezultat = (key: keyof typeof ids) => () => `/nastupi/${ids[key]}/rezultat`;
const result = (mjesto: unknown, time: unknown, version = 1) => ({ version, mjesto, rezultat: time });

const resultCases: Case[] = [
  ["a negative place", "staff", "POST", rezultat("p1"), result(-1, "7:02.35"), BAD, BODY, "mjesto"],
  ["place 0", "staff", "POST", rezultat("p1"), result(0, "7:02.35"), BAD, BODY, "mjesto"],
  ["a fractional place", "staff", "POST", rezultat("p1"), result(1.5, "7:02.35"), BAD, BODY, "mjesto"],
  ["a place as text", "staff", "POST", rezultat("p1"), result("1.", "7:02.35"), BAD, BODY, "mjesto"],
  ["place 10 001", "staff", "POST", rezultat("p1"), result(10_001, "7:02.35"), BAD, BODY, "mjesto"],
  [
    "a result without its place",
    "staff",
    "POST",
    rezultat("p1"),
    { version: 1, rezultat: "7:02.35" },
    BAD,
    BODY,
    "mjesto",
  ],
  ["a time of 62 seconds (7:62.35)", "staff", "POST", rezultat("p1"), result(1, "7:62.35"), BAD, BODY, "rezultat"],
  [
    "a time of 75 minutes past the hour (1:75:02)",
    "staff",
    "POST",
    rezultat("p1"),
    result(1, "1:75:02"),
    BAD,
    BODY,
    "rezultat",
  ],
  [
    "a time with one-digit seconds (7:2.35)",
    "staff",
    "POST",
    rezultat("p1"),
    result(1, "7:2.35"),
    BAD,
    BODY,
    "rezultat",
  ],
  [
    "a time with two colons together (7::02)",
    "staff",
    "POST",
    rezultat("p1"),
    result(1, "7::02"),
    BAD,
    BODY,
    "rezultat",
  ],
  ["a time ending in a colon (7:02:)", "staff", "POST", rezultat("p1"), result(1, "7:02:"), BAD, BODY, "rezultat"],
  ["a time as a number", "staff", "POST", rezultat("p1"), result(1, 422.35), BAD, BODY, "rezultat"],
  ["a result of 41 characters", "staff", "POST", rezultat("p1"), result(1, "7".repeat(41)), BAD, BODY, "rezultat"],
  ["a result with a NUL byte", "staff", "POST", rezultat("p1"), result(1, "7:02.35\u0000"), BAD, BODY, "rezultat"],
  [
    "a result with a right-to-left override",
    "staff",
    "POST",
    rezultat("p1"),
    result(1, "\u202E53.20:7"),
    BAD,
    BODY,
    "rezultat",
  ],
  ["a result at a stale version", "staff", "POST", rezultat("p1"), result(1, "7:02.35", 9), 409, "conflict"],
  ["a result of a waiting entry", "staff", "POST", rezultat("p2"), result(1, "7:02.35"), 409, "conflict"],
  ["a result of a withdrawn entry", "staff", "POST", rezultat("p3"), result(1, "7:02.35", 2), 409, "conflict"],
  ["a result by a club's official", "other-official", "POST", rezultat("p1"), result(1, "7:02.35"), 403, "forbidden"],
  ["a result by another federation's staff", "staff-b", "POST", rezultat("p1"), result(1, "7:02.35"), 403, "forbidden"],
  ["a result of no entry", "staff", "POST", `/nastupi/${NITKO}/rezultat`, result(1, "7:02.35"), 404, "not_found"],
];

const REZULTATI = () => `/discipline/${ids.puni}/rezultati.csv`;
const resultsCsv =
  (...rows: string[]) =>
  () =>
    ["startni_broj;ime;mjesto;rezultat", ...rows].join("\n");
/** P1's row, good: the bad rows come after it, and nothing of it may be written either. */
const goodRow = () => `${ids.p1Broj};;1;7:01.02`;
const withGood =
  (...rows: string[]) =>
  () =>
    resultsCsv(goodRow(), ...rows)();

const resultCsvCases: Case[] = [
  ["a results file without the rezultat column", "staff", "POST", REZULTATI, "startni_broj;mjesto\n1;1\n", BAD, CSV],
  ["a results file naming no entry column", "staff", "POST", REZULTATI, "mjesto;rezultat\n1;7:00.00\n", BAD, CSV],
  ["a results file with a header only", "staff", "POST", REZULTATI, resultsCsv(), BAD, CSV],
  ["a negative place among good rows", "staff", "POST", REZULTATI, withGood(";Ivo32 Klub3;-2;7:05.00"), BAD, CSV],
  ["a place in words", "staff", "POST", REZULTATI, withGood("99;;prvi;7:05.00"), BAD, CSV],
  ["a fractional place", "staff", "POST", REZULTATI, withGood("99;;1,5;7:05.00"), BAD, CSV],
  ["place 10 001", "staff", "POST", REZULTATI, () => resultsCsv(`${ids.p1Broj};;10001;7:01.02`)(), BAD, CSV],
  ["an unknown start number among good rows", "staff", "POST", REZULTATI, withGood("99;;2;7:05.00"), BAD, CSV],
  ["a waiting entry's athlete by name", "staff", "POST", REZULTATI, withGood(";Ivo32 Klub3;2;7:05.00"), BAD, CSV],
  ["the same entry twice", "staff", "POST", REZULTATI, withGood(";Ivo22 Klub2;2;7:05.00"), BAD, CSV],
  ["a time of 75 seconds", "staff", "POST", REZULTATI, () => resultsCsv(`${ids.p1Broj};;1;7:75.00`)(), BAD, CSV],
  [
    "a result of 41 characters",
    "staff",
    "POST",
    REZULTATI,
    () => resultsCsv(`${ids.p1Broj};;1;${"9".repeat(41)}`)(),
    BAD,
    CSV,
  ],
  ["a result with a NUL byte", "staff", "POST", REZULTATI, () => resultsCsv(`${ids.p1Broj};;1;7:01\u0000`)(), BAD, CSV],
  [
    "a result with a right-to-left override",
    "staff",
    "POST",
    REZULTATI,
    () => resultsCsv(`${ids.p1Broj};;1;\u202E20.10:7`)(),
    BAD,
    CSV,
  ],
  [
    "a valid file from a club's official",
    "other-official",
    "POST",
    REZULTATI,
    () => resultsCsv(goodRow())(),
    403,
    "forbidden",
  ],
  [
    "a valid file from another federation's staff",
    "staff-b",
    "POST",
    REZULTATI,
    () => resultsCsv(goodRow())(),
    403,
    "forbidden",
  ],
  [
    "a valid file for no event",
    "staff",
    "POST",
    `/discipline/${NITKO}/rezultati.csv`,
    () => resultsCsv(goodRow())(),
    404,
    "not_found",
  ],
];

/** Words of English error texts (zod's own, the app's older ones) that no Croatian message holds. */
const ENGLISH =
  /\b(the|is|not|invalid|expected|received|too|must|sign|first|permission|unrecognized|key|request|body|larger|than|bytes)\b/i;

describe.each([
  ["settings", settingsCases],
  ["events", eventCases],
  ["events' CSV files", eventCsvCases],
  ["entries", entryCases],
  ["withdrawals and rejections", leaveCases],
  ["results", resultCases],
  ["results' CSV files", resultCsvCases],
] as const)("the entries' %s", (_area, cases) => {
  it.each(cases)("refuses %s", async (_name, who, method, path, body, status, code, field) => {
    const headers = (await authOf(who)) as { authorization: string };
    const answer = (await expectRestRefusal(() => call(headers, method, now(path), now(body)), status, code)) as {
      error: { message: string; details?: Record<string, string[]> };
    };
    for (const message of [answer.error.message, ...Object.values(answer.error.details ?? {}).flat()]) {
      expect(message).not.toMatch(ENGLISH);
    }
    if (field) expect(Object.keys(answer.error.details ?? {})).toContain(field);
  });
});

describe("the entries' sanity", () => {
  it("the same callers' valid requests do write (and are audited)", async () => {
    const before = await snapshot();
    await ok("staff", "PUT", POSTAVKE, settings({ max_po_disciplini: 20 }));
    const saved = await snapshot();
    expect(saved.postavke_prijava).toBe(before.postavke_prijava);
    expect(saved["postavke_prijava:rows"]).not.toBe(before["postavke_prijava:rows"]);
    expect(saved.audit_log).toBe(before.audit_log! + 1);
    await ok("official", "POST", nastupi("muski")(), entry([athleteOf(1, 2)]), 201);
    const entered = await snapshot();
    expect(entered.nastupi).toBe(saved.nastupi! + 1);
    expect(entered.audit_log).toBe(saved.audit_log! + 1);
    await ok("staff", "POST", rezultat("p1")(), result(1, "7:01.02"));
    expect((await snapshot())["nastupi:rows"]).not.toBe(entered["nastupi:rows"]);
  });
});
