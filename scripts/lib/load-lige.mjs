// The league scenario of `npm run test:load` (issue 28 item 8): concurrent result confirmations. Two clubs of the
// load's federation play MATCHES matches (one a round, from a fixtures CSV); the home club's official enters each
// score, then for every match the away club's official confirms it CONFIRMS times and disputes it DISPUTES times
// while the home official re-enters it RE_ENTRIES times, all racing (the 10 requests of WAVE matches in flight
// together, wave after wave). A match still unanswered afterwards (every answer lost to a re-entry) is confirmed
// once more, alone. Read back from D1 once the Worker has stopped, every match must be answered exactly once
// (confirmed or disputed, as the one acknowledged answer said), no acknowledged write lost (its version counts
// every 200), every applied change audited (one audit row per version step), and no answer may be a 5xx.
import { randomUUID } from "node:crypto";

export const MATCHES = 40;
const CONFIRMS = 4;
const DISPUTES = 3;
const RE_ENTRIES = 3;
/** Matches raced at once (their 10 requests each all in flight): 100 requests, beside the main load's 32. */
const WAVE = 10;

const HOME_CLUB = randomUUID();
const AWAY_CLUB = randomUUID();
const COMPETITION = randomUUID();
export const LEAGUE_OFFICIALS = {
  home: { uid: `load-home-${randomUUID()}`, email: "load-home@load.test" },
  away: { uid: `load-away-${randomUUID()}`, email: "load-away@load.test" },
};

/** The clubs, their officials (an official is a duznosnici_klubova row of a verified email) and the competition. */
export function leagueSetupSql(savezId) {
  const club = (id, name, slug) => `('${id}', '${name}', '${name}', '${slug}', '${savezId}')`;
  const official = (clubId, email) => `('${randomUUID()}', '${clubId}', '${email}', 'tajnik', '${savezId}')`;
  return [
    `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ${club(HOME_CLUB, "RK Opterecenje A", "load-a")}, ${club(AWAY_CLUB, "RK Opterecenje B", "load-b")}`,
    `INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES ${official(HOME_CLUB, LEAGUE_OFFICIALS.home.email)}, ${official(AWAY_CLUB, LEAGUE_OFFICIALS.away.email)}`,
    `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES ('${COMPETITION}', 'Liga opterecenja', '2026-09-01', '2027-06-30', 'Zagreb', '${savezId}')`,
  ].join("; ");
}

/** One league call (a POST, or a GET with `method`): its status and JSON body (null when it is not JSON). */
async function call(url, token, path, body, contentType = "application/json", method = "POST") {
  const response = await fetch(`${url}/api/v1/lige${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": contentType }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
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
  if (answer.status !== 200)
    throw new Error(`league setup: ${what} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** The group, its two teams and MATCHES fixtures, made through the API as the federation's staff. */
async function setUp(url, staff) {
  const { id: pravila } = await must(call(url, staff, "/pravila", { predlozak: "Rukomet (HRS)" }), "a rule set");
  const { id: skupina } = await must(
    call(url, staff, "/skupine", { natjecanje_id: COMPETITION, naziv: "Skupina opterecenja", pravila_id: pravila }),
    "a group",
  );
  await must(call(url, staff, `/skupine/${skupina}/ekipe`, { naziv: "A", club_id: HOME_CLUB }), "team A");
  await must(call(url, staff, `/skupine/${skupina}/ekipe`, { naziv: "B", club_id: AWAY_CLUB }), "team B");
  const csv = [
    "kolo;datum;vrijeme;domacin;gost;dvorana",
    ...Array.from({ length: MATCHES }, (_, i) => `${i + 1};;;A;B;`),
  ];
  await must(call(url, staff, `/skupine/${skupina}/raspored.csv`, csv.join("\n"), "text/csv"), "the fixtures");
  const group = await must(call(url, staff, `/skupine/${skupina}`, undefined, undefined, "GET"), "the matches");
  return { skupina, matches: group.utakmice.map((m) => m.id) };
}

/** The list in a random order (in place). */
export const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

/**
 * Runs the scenario against the Worker at `url`. Returns what the clients saw: per match the acknowledged writes
 * and answers, and every status; `verifyLeague` then reads D1.
 */
export async function runLeagueRace(url, tokens) {
  const started = Date.now();
  const { skupina, matches } = await setUp(url, tokens.staff);
  const statuses = {};
  const perMatch = new Map(matches.map((id) => [id, { acknowledged: 0, answers: [], scores: [] }]));
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const enter = async (id, score) => {
    const answer = await call(url, tokens.home, `/utakmice/${id}/rezultat`, score);
    count(answer.status);
    if (answer.status === 200) {
      perMatch.get(id).acknowledged++;
      perMatch.get(id).scores.push(score);
    }
    return answer;
  };
  const respond = async (id, potvrdi) => {
    const answer = await call(
      url,
      tokens.away,
      `/utakmice/${id}/${potvrdi ? "potvrdi" : "ospori"}`,
      potvrdi ? undefined : { prigovor: "Rezultat nije točan." },
    );
    count(answer.status);
    if (answer.status === 200) {
      perMatch.get(id).acknowledged++;
      perMatch.get(id).answers.push(potvrdi ? "confirmed" : "disputed");
    }
    return answer;
  };
  // Every score entered first (the away club can only answer an entered result).
  await Promise.all(matches.map((id) => enter(id, { golovi_domacin: 30, golovi_gost: 28 })));
  const raceStarted = Date.now();
  const racing = (id) => [
    ...Array.from({ length: CONFIRMS }, () => () => respond(id, true)),
    ...Array.from({ length: DISPUTES }, () => () => respond(id, false)),
    ...Array.from({ length: RE_ENTRIES }, (_, k) => () => enter(id, { golovi_domacin: 31 + k, golovi_gost: 28 })),
  ];
  let raceRequests = 0;
  for (let i = 0; i < matches.length; i += WAVE) {
    const wave = shuffle(matches.slice(i, i + WAVE).flatMap(racing));
    raceRequests += wave.length;
    await Promise.all(wave.map((send) => send()));
  }
  const raceMs = Date.now() - raceStarted;
  // A match whose every answer lost to a re-entry is answered once more, alone: then each has one answer.
  const unanswered = matches.filter((id) => perMatch.get(id).answers.length === 0);
  for (const id of unanswered) await respond(id, true);
  return {
    skupina,
    perMatch,
    statuses,
    requests: Object.values(statuses).reduce((a, b) => a + b, 0),
    raceRequests,
    raceMs,
    answeredAfterRace: unanswered.length,
    ms: Date.now() - started,
  };
}

/** What D1 holds after the race, against what the clients were told. */
export function verifyLeague(d1, race) {
  const rows = d1(
    `SELECT u.id, u.version, u.stanje, u.golovi_domacin,
       (SELECT count(*) FROM audit_log a WHERE a.entity_id = u.id AND a.action = 'update') AS audits
     FROM utakmice u WHERE u.skupina_id = '${race.skupina}'`,
  );
  let lost = 0;
  let unaudited = 0;
  let answeredTwice = 0;
  let unanswered = 0;
  let wrongState = 0;
  let wrongScore = 0;
  for (const row of rows) {
    const seen = race.perMatch.get(row.id);
    if (!seen) continue;
    // Each applied change is one version step; every 200 was applied (none may be missing from the count).
    if (row.version - 1 < seen.acknowledged) lost++;
    if (row.audits !== row.version - 1) unaudited++;
    if (seen.answers.length > 1) answeredTwice++;
    if (seen.answers.length === 0) unanswered++;
    else if (row.stanje !== seen.answers[0]) wrongState++;
    if (!seen.scores.some((s) => s.golovi_domacin === row.golovi_domacin)) wrongScore++;
  }
  const fiveXx = Object.entries(race.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const acknowledged = [...race.perMatch.values()].reduce((n, m) => n + m.acknowledged, 0);
  return {
    matches: rows.length,
    requests: race.requests,
    raceRequests: race.raceRequests,
    raceMs: race.raceMs,
    statuses: race.statuses,
    fiveXx,
    acknowledged,
    answeredAfterRace: race.answeredAfterRace,
    lost,
    unaudited,
    answeredTwice,
    unanswered,
    wrongState,
    wrongScore,
    ms: race.ms,
  };
}

/** The scenario's failures, for the load test's list. */
export function leagueProblems(check) {
  return [
    check.matches !== MATCHES && `league: ${check.matches} of ${MATCHES} matches found`,
    check.fiveXx > 0 && `league: ${check.fiveXx} responses were 5xx`,
    check.lost > 0 && `league: ${check.lost} matches lost an acknowledged write`,
    check.unaudited > 0 && `league: ${check.unaudited} matches have changes without their audit rows`,
    check.answeredTwice > 0 && `league: ${check.answeredTwice} matches were answered twice`,
    check.unanswered > 0 && `league: ${check.unanswered} matches were never answered`,
    check.wrongState > 0 && `league: ${check.wrongState} matches hold another answer than the acknowledged one`,
    check.wrongScore > 0 && `league: ${check.wrongScore} matches hold a score no acknowledged entry sent`,
    Object.keys(check.statuses).some((s) => s !== "200" && s !== "409") &&
      `league: statuses other than 200 and 409: ${JSON.stringify(check.statuses)}`,
  ].filter(Boolean);
}
