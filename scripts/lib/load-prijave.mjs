// The entries scenario of `npm run test:load` (issue 30 item 4): a window's close. CLUBS clubs of the load's
// federation each enter all ATHLETES of their licensed athletes into each of EVENTS events of cap CAP, every
// official at once (the requests of WAVE events in flight together); the first athlete of each club is sent
// twice more into each event, racing itself. The window closes minutes after the race. Read back from D1 once
// the Worker has stopped: every event holds exactly CAP accepted entries and the rest waiting, numbered in
// arrival order without gaps, no athlete holds two places in one event, every acknowledged entry (201) is
// there with the status it was answered, none is there that was not acknowledged, every entry has its audit
// row with its decided status, and no answer is a 5xx (a second entry of an athlete is refused with
// 422, or 409 when the write itself found the race).
import { randomUUID } from "node:crypto";
import { zagrebWallClock } from "../../shared/dates.ts";
import { shuffle } from "./load-lige.mjs";

export const EVENTS = 4;
const CLUBS = 8;
const ATHLETES = 8;
const CAP = 10;
/** Repeats of each club's first athlete per event, racing the first. */
const REPEATS = 2;
/** Events raced at once: 2 × (64 + 16) = 160 requests in flight. */
const WAVE = 2;

const COMPETITION = randomUUID();
const SEASON = randomUUID();
const clubs = Array.from({ length: CLUBS }, () => randomUUID());
const athletes = clubs.map(() => Array.from({ length: ATHLETES }, () => randomUUID()));
export const ENTRY_OFFICIALS = clubs.map((club, k) => ({
  uid: `load-entry-${k}-${randomUUID()}`,
  email: `load-entry-${k}@load.test`,
  club,
}));

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A Zagreb wall-clock time `minutes` from now, as the entry settings take it ('2026-12-01T18:00'). */
const zagrebLocal = (minutes) => zagrebWallClock(new Date(Date.now() + minutes * 60_000));

/**
 * The season, clubs, their officials, athletes (medical examinations valid a year) with approved licences and the
 * competition, as D1 SQL.
 */
export function entriesSetupSql(savezId) {
  const rows = (list) => list.join(", ");
  const clubRows = clubs.map((id, k) => `('${id}', 'VK Opterecenje ${k}', 'VKO${k}', 'load-vk-${k}', '${savezId}')`);
  const officials = ENTRY_OFFICIALS.map(
    (o) => `('${randomUUID()}', '${o.club}', '${o.email}', 'tajnik', '${savezId}')`,
  );
  const people = clubs.flatMap((club, k) =>
    athletes[k].map(
      (id, j) =>
        `('${id}', '${club}', 'Ivo', 'Opterecenje ${k}${j}', '2000-01-01', 'M', 'load', 'opterecenje ${k}${j}', '${day(365)}', '${savezId}')`,
    ),
  );
  const licences = clubs.flatMap((club, k) =>
    athletes[k].map((id) => `('${randomUUID()}', '${id}', '${SEASON}', '${club}', 'odobrena', '${savezId}')`),
  );
  return [
    `INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES ('${SEASON}', 'Sezona opterecenja', '${day(-100)}', '${day(300)}', '${day(-100)}', 'nadolazeca', '${savezId}')`,
    `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES ('${COMPETITION}', 'Regata opterecenja', '${day(40)}', '${day(40)}', 'Jarun', '${savezId}')`,
    `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ${rows(clubRows)}`,
    `INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES ${rows(officials)}`,
    `INSERT INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, lijecnicki_do, savez_id) VALUES ${rows(people)}`,
    `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id) VALUES ${rows(licences)}`,
  ].join("; ");
}

/** One entries call: its status and JSON body (null when it is not JSON). */
async function call(url, token, path, body, method = "POST") {
  const response = await fetch(`${url}/api/v1/prijave${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, json };
}

async function must(promise, what) {
  const answer = await promise;
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`entries setup: ${what} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/**
 * Runs the scenario against the Worker at `url` (`tokens.staff`, `tokens.officials[k]` of club k). Returns what
 * the clients saw: every acknowledged entry with its answered status, and every status; `verifyEntries` reads D1.
 */
export async function runEntriesRace(url, tokens) {
  const started = Date.now();
  // The window opened an hour ago and closes in 5 minutes: the race is its last rush.
  await must(
    call(
      url,
      tokens.staff,
      `/natjecanja/${COMPETITION}/postavke`,
      {
        sezona_id: SEASON,
        otvaranje: zagrebLocal(-60),
        zatvaranje: zagrebLocal(5),
        max_po_klubu: ATHLETES,
      },
      "PUT",
    ),
    "the entry settings",
  );
  const events = [];
  for (let e = 0; e < EVENTS; e++) {
    const { id } = await must(
      call(url, tokens.staff, `/natjecanja/${COMPETITION}/discipline`, {
        naziv: `M1x opterecenje ${e + 1}`,
        max_prijava: CAP,
      }),
      "an event",
    );
    events.push(id);
  }
  const statuses = {};
  const acknowledged = new Map();
  const refusals = {};
  const enter = async (event, k, athlete) => {
    const answer = await call(url, tokens.officials[k], `/discipline/${event}/nastupi`, {
      club_id: clubs[k],
      sportasi: [athlete],
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status === 201) acknowledged.set(answer.json.id, { event, athlete, status: answer.json.status });
    else {
      const code = answer.json?.error?.code ?? "none";
      refusals[code] = (refusals[code] ?? 0) + 1;
    }
  };
  const sends = (event) => [
    ...clubs.flatMap((_, k) => athletes[k].map((athlete) => () => enter(event, k, athlete))),
    ...clubs.flatMap((_, k) => Array.from({ length: REPEATS }, () => () => enter(event, k, athletes[k][0]))),
  ];
  const raceStarted = Date.now();
  let raceRequests = 0;
  for (let i = 0; i < events.length; i += WAVE) {
    const wave = shuffle(events.slice(i, i + WAVE).flatMap(sends));
    raceRequests += wave.length;
    await Promise.all(wave.map((send) => send()));
  }
  return {
    events,
    acknowledged,
    statuses,
    refusals,
    raceRequests,
    raceMs: Date.now() - raceStarted,
    ms: Date.now() - started,
  };
}

/** What D1 holds after the race, against what the clients were told. */
export function verifyEntries(d1, race) {
  const list = race.events.map((id) => `'${id}'`).join(", ");
  const rows = d1(
    `SELECT n.id, n.disciplina_id, n.status, n.redni,
       (SELECT json_extract(a.changed_fields, '$.status') FROM audit_log a
         WHERE a.entity = 'nastupi' AND a.action = 'create' AND a.entity_id = n.id) AS audited
     FROM nastupi n WHERE n.disciplina_id IN (${list})`,
  );
  const twice = d1(
    `SELECT disciplina_id, sportas_id FROM nastupi_clanovi WHERE disciplina_id IN (${list}) AND aktivan = 1
      GROUP BY disciplina_id, sportas_id HAVING count(*) > 1`,
  ).length;
  const byId = new Map(rows.map((r) => [r.id, r]));
  let lost = 0;
  let wrongStatus = 0;
  for (const [id, seen] of race.acknowledged) {
    const row = byId.get(id);
    if (!row) lost++;
    else if (row.status !== seen.status) wrongStatus++;
  }
  const unacknowledged = rows.filter((r) => !race.acknowledged.has(r.id)).length;
  const unaudited = rows.filter((r) => r.audited !== r.status).length;
  let overCap = 0;
  let underCap = 0;
  let outOfOrder = 0;
  for (const event of race.events) {
    const mine = rows.filter((r) => r.disciplina_id === event).sort((a, b) => a.redni - b.redni);
    const accepted = mine.filter((r) => r.status === "prihvacena").length;
    if (accepted > CAP) overCap++;
    if (accepted < CAP) underCap++;
    // Arrival order: numbers 1..n without gaps, the first CAP accepted and every later one waiting.
    const ordered = mine.every((r, i) => r.redni === i + 1 && r.status === (i < CAP ? "prihvacena" : "cekanje"));
    if (!ordered) outOfOrder++;
  }
  const fiveXx = Object.entries(race.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    events: race.events.length,
    entries: rows.length,
    raceRequests: race.raceRequests,
    raceMs: race.raceMs,
    statuses: race.statuses,
    refusals: race.refusals,
    fiveXx,
    acknowledged: race.acknowledged.size,
    accepted: rows.filter((r) => r.status === "prihvacena").length,
    waiting: rows.filter((r) => r.status === "cekanje").length,
    lost,
    wrongStatus,
    unacknowledged,
    unaudited,
    overCap,
    underCap,
    outOfOrder,
    athleteTwice: twice,
    ms: race.ms,
  };
}

/** The scenario's failures, for the load test's list. */
export function entriesProblems(check) {
  const expected = EVENTS * CLUBS * ATHLETES;
  return [
    check.entries !== expected && `entries: ${check.entries} of ${expected} entries found`,
    check.fiveXx > 0 && `entries: ${check.fiveXx} responses were 5xx`,
    check.lost > 0 && `entries: ${check.lost} acknowledged entries are missing`,
    check.wrongStatus > 0 && `entries: ${check.wrongStatus} entries hold another status than the one answered`,
    check.unacknowledged > 0 && `entries: ${check.unacknowledged} entries were stored but never acknowledged`,
    check.unaudited > 0 && `entries: ${check.unaudited} entries lack their audit row with their status`,
    check.overCap > 0 && `entries: ${check.overCap} events accepted more than ${CAP}`,
    check.underCap > 0 && `entries: ${check.underCap} events accepted fewer than ${CAP}`,
    check.outOfOrder > 0 && `entries: ${check.outOfOrder} events' entries are not in arrival order`,
    check.athleteTwice > 0 && `entries: ${check.athleteTwice} athletes hold two places in one event`,
    Object.keys(check.statuses).some((s) => !["201", "409", "422"].includes(s)) &&
      `entries: statuses other than 201, 409 and 422: ${JSON.stringify(check.statuses)}`,
  ].filter(Boolean);
}
