// SQL that grows the feed table for the growth measurement: one INSERT … SELECT over a recursive counter,
// so 100 000 rows load in one statement instead of a 10 MB file of VALUES. This module is pure: no I/O.
import { normaliseName } from "../../shared/match-key.ts";

/**
 * Inserts feed rows numbered `from`..`to` (inclusive): one a minute from 2024-01-01, so the newest are the
 * highest numbers, and every 100th row without created_at (the spec orders nulls last, so those must never
 * surface in the 12 latest). Ids are deterministic so a rerun cannot collide with the demo seed.
 */
export function feedRowsSql(from: number, to: number): string {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) {
    throw new RangeError(`bad feed row range ${from}..${to}`);
  }
  return `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO feed (id, subject, description, slika_url, created_at)
SELECT printf('bench-feed-%08d', i),
       'Događaj ' || i,
       'Opis događaja broj ' || i || ': utakmica, utrka ili turnir negdje u Zagrebu, ulaz slobodan.',
       NULL,
       CASE WHEN i % 100 = 0 THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' minutes') END
FROM n;`;
}

/** Three results, so ReadFeed's second list has rows to read as it would in production. */
export const RESULTS_SQL = `INSERT INTO rezultati (id, payload, created_at) VALUES
  ('bench-rez-1', '{"poredak":[{"mjesto":1,"bodovi":30,"ime":"Ana"},{"mjesto":2,"bodovi":25,"ime":"Ivo"}]}', '2025-03-01T10:00:00.000Z'),
  ('bench-rez-2', '{"poredak":[{"mjesto":1,"bodovi":28,"ime":"Maja"}]}', '2025-03-02T10:00:00.000Z'),
  ('bench-rez-3', '{"poredak":[{"mjesto":1,"bodovi":22,"ime":"Luka"}]}', '2025-03-03T10:00:00.000Z');`;

/** The demo seed's federations: audit rows are spread over them, as a city-wide platform's would be. */
const SAVEZI = [1, 2, 3].map((n) => `b0000000-0000-4000-8000-00000000000${n}`);

/**
 * Inserts `count` audit rows (one a second from 2024-01-01, over three federations, mostly updates of feed
 * rows), for the audit list's growth measurement. The append-only triggers refuse only UPDATE and DELETE.
 */
export function auditRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`bad audit row count ${count}`);
  const savez = `CASE i % 3 ${SAVEZI.map((id, k) => `WHEN ${k} THEN '${id}'`).join(" ")} END`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO audit_log (id, at, actor_id, actor_email, role, savez_id, action, entity, entity_id, changed_fields, request_id)
SELECT printf('bench-audit-%08d', i),
       strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' seconds'),
       1, 'staff@demo.test', 'staff', ${savez},
       CASE WHEN i % 10 = 0 THEN 'create' ELSE 'update' END,
       'feed', printf('bench-feed-%08d', i % 5000),
       '{"subject":{"from":"Prije ' || i || '","to":"Poslije ' || i || '"}}',
       printf('bench-request-%08d', i)
FROM n;`;
}

/**
 * Inserts `count` users (People search's growth): `osoba-00000001@bench.test`, "Osoba 1", … with their
 * search keys as the app makes them (lower-case, no diacritics), so a search for "osoba" matches them all
 * and the first page is the worst case of the prefix search. Ids follow the demo seed's.
 */
export function userRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`bad user count ${count}`);
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO users (uuid, firebase_user_id, email, email_verified, role, name, search_email, search_name, created_at)
SELECT printf('bench-user-%08d', i), printf('bench-uid-%08d', i), printf('osoba-%08d@bench.test', i),
       1, 'member', 'Osoba ' || i, printf('osoba-%08d@bench.test', i), 'osoba ' || i,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' minutes')
FROM n;`;
}

/**
 * Inserts `count` competitions (issue 16's bench: /natjecanja, the calendar and an edge-rewritten
 * /natjecanja/:id with 1 000 of them), over the three demo federations: one starting every other day from
 * 2025-01-06 to mid-2030, each two or three days long, so some are past and most upcoming, and some
 * span a DST change. Ids are UUID-shaped (`c…-0000-4000-8000-…`, the public routes validate them) and
 * deterministic, so a rerun cannot collide with the demo seed's two. The first id is `natjecanjeId(1)`.
 */
export function natjecanjaRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < 1 || count > 99_999) throw new RangeError(`bad competition count ${count}`);
  const savez = `CASE i % 3 ${SAVEZI.map((id, k) => `WHEN ${k} THEN '${id}'`).join(" ")} END`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, created_at, savez_id)
SELECT printf('c1%06d-0000-4000-8000-%012d', i, i),
       'Natjecanje ' || i,
       date('2025-01-04', '+' || (2 * i) || ' days'),
       date('2025-01-04', '+' || (2 * i + 1 + i % 2) || ' days'),
       'Sportski park ' || (i % 17) || ', Zagreb',
       strftime('%Y-%m-%dT%H:%M:%fZ', '2024-06-01', '+' || i || ' minutes'),
       ${savez}
FROM n;`;
}

/** The id of the `i`-th competition natjecanjaRowsSql inserts. */
export const natjecanjeId = (i: number) =>
  `c1${String(i).padStart(6, "0")}-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** The demo seed's Zicer Savez (the demo staff member's federation) and its register's number prefix. */
export const ZICER_SAVEZ = SAVEZI[0];
export const ZICER_PREFIX = "ZS";

const FIRST_NAMES = ["Ana", "Ivan", "Marija", "Luka", "Petra", "Josip", "Lucija", "Marko", "Ema", "Tomislav", "Mia"];
const LAST_NAMES = [
  "Horvat",
  "Kovačević",
  "Babić",
  "Marić",
  "Jurić",
  "Novak",
  "Knežević",
  "Vuković",
  "Šimić",
  "Pavlović",
  "Božić",
  "Đurić",
  "Grgić",
];

/** `CASE <index> WHEN 0 THEN 'a' …`: the value of `list` at `index` (an SQL expression), quoted for SQL. */
const sqlPick = (list: readonly string[], index: string) =>
  `CASE ${index} ${list.map((v, k) => `WHEN ${k} THEN '${v.replaceAll("'", "''")}'`).join(" ")} END`;

/**
 * Inserts `count` memberships of Zicer Savez (the register's growth and the card verification's): numbers
 * `ZS-00001`… from the register's sequence (moved past them, as issuing would), names from a Croatian list
 * (diacritics included) with the search key the app stores, one in 20 expired, one in 50 suspended, the rest
 * valid for a month to two years from `today` (JavaScript's clock, as cardClaims reads it: never SQLite's), so
 * membership 1 is always `aktivna`. Ids are UUID-shaped (`a2…-0000-4000-8000-…`: a card token packs them) and
 * deterministic; see `membershipId`.
 */
export function membershipRowsSql(count: number, today = new Date().toISOString().slice(0, 10)): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`bad day ${today}`);
  if (!Number.isInteger(count) || count < 1 || count > 999_999) throw new RangeError(`bad membership count ${count}`);
  const first = `i % ${FIRST_NAMES.length}`;
  const last = `(i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO memberships (id, number, type, status, suspension_reason, valid_from, expiry, first_name, last_name,
  date_of_birth, email, search_name, created_at, version, savez_id)
SELECT printf('a2%06d-0000-4000-8000-%012d', i, i),
       printf('${ZICER_PREFIX}-%05d', i),
       CASE i % 3 WHEN 0 THEN 'Gold' WHEN 1 THEN 'Silver' ELSE 'Bronze' END,
       CASE WHEN i % 50 = 0 THEN 'suspendirana' ELSE 'aktivna' END,
       CASE WHEN i % 50 = 0 THEN 'Neplaćena članarina' END,
       date('${today}', '-' || (i % 300 + 30) || ' days'),
       CASE WHEN i % 20 = 0 THEN date('${today}', '-' || (i % 20 + 1) || ' days')
            ELSE date('${today}', '+' || (30 + i % 700) || ' days') END,
       ${sqlPick(FIRST_NAMES, first)},
       ${sqlPick(LAST_NAMES, last)},
       date('1960-01-01', '+' || (i * 37 % 18000) || ' days'),
       printf('clan-%06d@bench.test', i),
       ${sqlPick(LAST_NAMES.map(normaliseName), last)} || ' ' || ${sqlPick(FIRST_NAMES.map(normaliseName), first)},
       strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' minutes'),
       1,
       '${ZICER_SAVEZ}'
FROM n;
INSERT OR REPLACE INTO membership_registers (savez_id, prefix, next_number) VALUES ('${ZICER_SAVEZ}', '${ZICER_PREFIX}', ${count + 1});`;
}

/** The id of the `i`-th membership membershipRowsSql inserts. */
export const membershipId = (i: number) =>
  `a2${String(i).padStart(6, "0")}-0000-4000-8000-${String(i).padStart(12, "0")}`;

/** The name membershipRowsSql gives the `i`-th membership, as `[first, last]`. */
export const membershipName = (i: number): [string, string] => [
  FIRST_NAMES[i % FIRST_NAMES.length]!,
  LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
];

/** The bench league's competition (issue 31): a competition of the demo seed's Zicer Savez with one group. */
export const LIGA_ID = "c3000000-0000-4000-8000-000000000001";

/** 'Rukomet (HRS)' as pravila_natjecanja stores it (shared/league/standings.ts RUKOMET_HRS). */
const RUKOMET_HRS_JSON = JSON.stringify({
  name: "Rukomet (HRS)",
  version: 1,
  points: { win: 2, draw: 1, loss: 0, forfeitWin: 2, forfeitLoss: 0 },
  tieBreakers: ["h2h_points", "h2h_goal_difference", "h2h_goals_for", "goal_difference", "goals_for", "lot"],
  headToHead: "mini_league",
});

/**
 * A league of one group whose double round robin has `matches` matches (n teams play n(n − 1): 30 is six teams,
 * 380 twenty), every one played and decided by the federation, with scores spread so that teams tie on points
 * and the tie-breakers run: the public table's work grows with the matches.
 */
export function ligaRowsSql(matches: number): string {
  const teams = (1 + Math.sqrt(1 + 4 * matches)) / 2;
  if (!Number.isInteger(teams) || teams < 2 || teams > 60) throw new RangeError(`bad league size ${matches}`);
  const savez = ZICER_SAVEZ;
  return `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id)
VALUES ('${LIGA_ID}', 'Liga', '2026-09-01', '2027-05-31', 'Zagreb', '${savez}');
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
VALUES ('c3000000-0000-4000-8000-000000000002', 'RK Bench', 'Bench', 'rk-bench', '${savez}');
INSERT INTO pravila_natjecanja (id, naziv, osnova_id, verzija, pravila, savez_id)
VALUES ('c3000000-0000-4000-8000-000000000003', 'Rukomet (HRS)', 'c3000000-0000-4000-8000-000000000003', 1,
        '${RUKOMET_HRS_JSON}', '${savez}');
INSERT INTO skupine (id, natjecanje_id, naziv, pravila_id, savez_id)
VALUES ('c3000000-0000-4000-8000-000000000004', '${LIGA_ID}', 'Skupina A', 'c3000000-0000-4000-8000-000000000003', '${savez}');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${teams})
INSERT INTO ekipe (id, skupina_id, club_id, naziv, savez_id)
SELECT printf('c4%06d-0000-4000-8000-000000000000', i), 'c3000000-0000-4000-8000-000000000004',
       'c3000000-0000-4000-8000-000000000002', 'Ekipa ' || i, '${savez}'
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${teams})
INSERT INTO utakmice (id, skupina_id, kolo, datum, vrijeme, domacin_id, gost_id, golovi_domacin, golovi_gost,
                      status, stanje, savez_id)
SELECT printf('c5%03d%03d-0000-4000-8000-000000000000', h.i, g.i), 'c3000000-0000-4000-8000-000000000004',
       (h.i + g.i) % ${teams} + 1, '2026-10-03', '18:30',
       printf('c4%06d-0000-4000-8000-000000000000', h.i), printf('c4%06d-0000-4000-8000-000000000000', g.i),
       20 + (h.i * 7 + g.i * 3) % 9, 20 + (h.i * 3 + g.i * 5) % 9, 'played', 'decided', '${savez}'
FROM n AS h JOIN n AS g ON h.i <> g.i;`;
}

/** The bench season's rows (issue 29): Zicer Savez's active season, and the club whose athletes are read. */
export const KLUB_SEZONA_ID = "c6000000-0000-4000-8000-000000000001";
export const KLUB_ID = (i: number) => `c7${String(i).padStart(6, "0")}-0000-4000-8000-000000000000`;
/** Athletes a club holds (the bench club and every other): a club has a hundred, the federation thousands. */
export const ATHLETES_PER_CLUB = 100;
/** Licence requests waiting in the queue, whatever the federation's size: its staff work through them. */
export const QUEUE_REQUESTS = 100;

/**
 * `count` athletes of Zicer Savez (ids `<prefix>000001-…`), each in the club `club` (an SQL expression of the
 * counter `i`), named from the Croatian lists with the search key the app stores, created a second apart from
 * `from`.
 */
function athleteRowsSql(count: number, prefix: string, club: string, from: string): string {
  const first = `i % ${FIRST_NAMES.length}`;
  const last = `(i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, created_at, savez_id)
SELECT printf('${prefix}%06d-0000-4000-8000-000000000000', i), ${club},
       ${sqlPick(FIRST_NAMES, first)}, ${sqlPick(LAST_NAMES, last)},
       date('1990-01-01', '+' || (i * 37 % 9000) || ' days'), CASE i % 2 WHEN 0 THEN 'M' ELSE 'Z' END,
       'Strani državljanin',
       ${sqlPick(LAST_NAMES.map(normaliseName), last)} || ' ' || ${sqlPick(FIRST_NAMES.map(normaliseName), first)},
       strftime('%Y-%m-%dT%H:%M:%fZ', '${from}', '+' || i || ' seconds'), '${ZICER_SAVEZ}'
FROM n;`;
}

/**
 * Zicer Savez's active season with `count` athletes in clubs of ATHLETES_PER_CLUB, each athlete with a licence
 * for the season: the first QUEUE_REQUESTS requested (the queue), the rest approved. Names from the Croatian
 * list with the stored search key; ids deterministic (`c8…` athletes, `c9…` licences).
 */
export function sportasiRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < ATHLETES_PER_CLUB || count % ATHLETES_PER_CLUB !== 0) {
    throw new RangeError(`bad athlete count ${count}`);
  }
  const savez = ZICER_SAVEZ;
  const club = `printf('c7%06d-0000-4000-8000-000000000000', (i - 1) / ${ATHLETES_PER_CLUB} + 1)`;
  return `UPDATE sezone SET status = 'zatvorena' WHERE savez_id = '${savez}' AND status = 'aktivna';
INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id)
VALUES ('${KLUB_SEZONA_ID}', '2026./2027.', '2026-09-01', '2027-08-31', '2026-06-01', 'aktivna', '${savez}');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count / ATHLETES_PER_CLUB})
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
SELECT printf('c7%06d-0000-4000-8000-000000000000', i), 'Klub ' || i, 'K' || i, 'bench-klub-' || i, '${savez}'
FROM n;
${athleteRowsSql(count, "c8", club, "2026-06-01")}
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, created_at, savez_id)
SELECT printf('c9%06d-0000-4000-8000-000000000000', i), printf('c8%06d-0000-4000-8000-000000000000', i),
       '${KLUB_SEZONA_ID}', ${club}, CASE WHEN i <= ${QUEUE_REQUESTS} THEN 'zatrazena' ELSE 'odobrena' END,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-06-02', '+' || i || ' seconds'), '${savez}'
FROM n;`;
}

/**
 * `count` clubs of the three demo federations (the public list's growth): names 'Klub 1'…, slugs
 * 'bench-klub-1'…, spread over the federations as a city's would be.
 */
export function kluboviRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`bad club count ${count}`);
  const savez = `CASE i % 3 ${SAVEZI.map((id, k) => `WHEN ${k} THEN '${id}'`).join(" ")} END`;
  return `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
SELECT printf('c7%06d-0000-4000-8000-000000000000', i), 'Klub ' || i, 'K' || i, 'bench-klub-' || i, ${savez}
FROM n;`;
}

/** The bench competition taking entries (issue 30): Zicer Savez's, its entries closed, so its start lists are public. */
export const PRIJAVE_NATJECANJE_ID = "d0000000-0000-4000-8000-000000000001";
/** The club whose entries its official reads (`prijaveRowsSql`'s first): it has ENTRIES_PER_CLUB at every size. */
export const PRIJAVE_KLUB_ID = "d1000001-0000-4000-8000-000000000000";
/** Entries each bench club holds: a club enters fifty, the competition thousands. */
export const ENTRIES_PER_CLUB = 50;
/** The events the entries are spread over. */
const ENTRY_EVENTS = 10;
/** Zicer Savez's active season in the demo seed (the entry settings name one). */
const ZICER_SEZONA_ID = "50000000-0000-4000-8000-000000000012";

/**
 * One competition of Zicer Savez with `count` entries (issue 30's bench: its start lists and a club's entries
 * at 50 and 5 000): clubs of ENTRIES_PER_CLUB athletes, each athlete entered once into one of ten individual
 * events in turn; each club's last tenth waits, the rest are accepted with a start number. The window
 * closed on 2026-01-01, so the start lists are public. The demo member (clan@demo.test) is the tajnik of the
 * first club, so its token reads that club's entries as an official. Ids deterministic (`d…`).
 */
export function prijaveRowsSql(count: number): string {
  if (!Number.isInteger(count) || count < ENTRIES_PER_CLUB || count % ENTRIES_PER_CLUB !== 0) {
    throw new RangeError(`bad entry count ${count}`);
  }
  const savez = ZICER_SAVEZ;
  const natjecanje = PRIJAVE_NATJECANJE_ID;
  const club = `printf('d1%06d-0000-4000-8000-000000000000', (i - 1) / ${ENTRIES_PER_CLUB} + 1)`;
  const event = `printf('d2%06d-0000-4000-8000-000000000000', (i - 1) % ${ENTRY_EVENTS} + 1)`;
  /** The entry's place in its event's arrival order. */
  const redni = `((i - 1) / ${ENTRY_EVENTS} + 1)`;
  const waits = `(i - 1) % ${ENTRIES_PER_CLUB} >= ${ENTRIES_PER_CLUB - ENTRIES_PER_CLUB / 10}`;
  return `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id)
VALUES ('${natjecanje}', 'Regata s prijavama', '2026-03-01', '2026-03-01', 'Jarun, Zagreb', '${savez}');
INSERT INTO postavke_prijava (id, natjecanje_id, sezona_id, otvaranje, zatvaranje, izmjene_do, licenca_obavezna,
  max_po_disciplini, max_po_klubu, kotizacija_centi, zakasnina_centi, zakasnina_od, javne_prije_zatvaranja, savez_id)
VALUES ('d0000000-0000-4000-8000-000000000002', '${natjecanje}', '${ZICER_SEZONA_ID}', '2025-12-01T00:00:00.000Z',
  '2026-01-01T00:00:00.000Z', NULL, 1, NULL, NULL, 2000, NULL, NULL, 0, '${savez}');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ENTRY_EVENTS})
INSERT INTO discipline (id, natjecanje_id, naziv, kategorije, spol, vrsta, posada, zamjene, max_prijava, savez_id)
SELECT printf('d2%06d-0000-4000-8000-000000000000', i), '${natjecanje}', 'Disciplina ' || i, '[]', NULL,
       'pojedinacno', 1, 0, NULL, '${savez}'
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count / ENTRIES_PER_CLUB})
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
SELECT printf('d1%06d-0000-4000-8000-000000000000', i), 'Veslački klub ' || i, 'VK ' || i, 'bench-vk-' || i,
       '${savez}'
FROM n;
INSERT INTO duznosnici_klubova (id, club_id, email, ime, uloga, savez_id)
VALUES ('d0000000-0000-4000-8000-000000000003', '${PRIJAVE_KLUB_ID}', 'clan@demo.test', 'Tajnica', 'tajnik', '${savez}');
${athleteRowsSql(count, "d3", club, "2025-06-01")}
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO nastupi (id, natjecanje_id, disciplina_id, club_id, status, redni, startni_broj, naknadna,
  kotizacija_centi, zakasnjela, created_at, savez_id)
SELECT printf('d4%06d-0000-4000-8000-000000000000', i), '${natjecanje}', ${event}, ${club},
       CASE WHEN ${waits} THEN 'cekanje' ELSE 'prihvacena' END, ${redni},
       CASE WHEN ${waits} THEN NULL ELSE i END, 0, 2000, 0,
       strftime('%Y-%m-%dT%H:%M:%fZ', '2025-12-02', '+' || i || ' seconds'), '${savez}'
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO nastupi_clanovi (id, nastup_id, disciplina_id, sportas_id, mjesto_u_posadi, aktivan, savez_id)
SELECT printf('d5%06d-0000-4000-8000-000000000000', i), printf('d4%06d-0000-4000-8000-000000000000', i), ${event},
       printf('d3%06d-0000-4000-8000-000000000000', i), 1, 1, '${savez}'
FROM n;`;
}
