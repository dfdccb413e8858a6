// No statement binds a list that grows with the data as one parameter per item (D1 binds at most 100 per
// statement; issue 50 item 2): a federation of 150 clubs, each with a team in one league group (75 matches),
// 300 athletes (150 of them one club's) with a requested licence each, and 121 competitions, written straight
// into D1; then the reads and the bulk decisions that used to bind such lists, as the federation's staff and
// as the admin (and the club's official where the read is a club's), each answered 200 with every row.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetRows } from "../../worker/auth/caller-cache";
import { bearer, signToken } from "./helpers/auth";
import { gql, seedDemoWithoutSeason } from "./helpers/graphql";
import { expectJson, restInit } from "./helpers/rest";

const SAVEZ = "d0000000-0000-4000-8000-000000000001";
const SEZONA = "d0000000-0000-4000-8000-000000000002";
const LIGA = "d0000000-0000-4000-8000-000000000003";

const CLUBS = 150;
/** Athletes per club of the first two clubs, each with a requested licence. */
const ATHLETES = 150;
/** Competitions beside the league, each with a result document. */
const COMPETITIONS = 120;

/** The `i`-th id of a kind of row (a hex digit), a UUID every input takes. */
const idOf = (kind: string, i: number) => `${kind}${String(i).padStart(7, "0")}-0000-4000-8000-000000000000`;
const clubId = (i: number) => idOf("a", i);
const teamId = (i: number) => idOf("e", i);
const athleteId = (club: number, i: number) => idOf(club === 0 ? "f" : "9", i);
const licenceId = (club: number, i: number) => idOf(club === 0 ? "c" : "8", i);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const STAFF = { sub: "veliki-staff-uid", email: "staff@veliki.test" };
const OFFICIAL = { sub: "veliki-tajnik-uid", email: "tajnik@veliki.test" };

/** Rows of a JSON list inserted by one statement (`select` reads each from `value`). */
const insertJson = (insert: string, select: string, rows: unknown[], ...values: string[]) =>
  env.DB.prepare(`${insert} SELECT ${select} FROM json_each(?)`).bind(...values, JSON.stringify(rows));

const authorization = async (who: { sub: string; email: string }) =>
  `Bearer ${await signToken({ ...who, email_verified: true })}`;

async function request<T>(method: string, path: string, auth: string, body?: unknown): Promise<T> {
  const response = await SELF.fetch(`https://app.test${path}`, restInit(method, { authorization: auth }, body));
  return expectJson<T>(response, 200, `${method} ${path}`);
}

/** The federation, its staff, its clubs and athletes with their licences, and its competitions. */
async function seedFederation() {
  await seedDemoWithoutSeason();
  const clubs = range(CLUBS).map((i) => ({ id: clubId(i), naziv: `Klub ${i}`, slug: `veliki-klub-${i}` }));
  const athletes = [0, 1].flatMap((club) =>
    range(ATHLETES).map((i) => ({ id: athleteId(club, i), club: clubId(club), licence: licenceId(club, i), i })),
  );
  const competitions = range(COMPETITIONS).map((i) => ({ id: idOf("b", i), doc: idOf("7", i) }));
  const user = "INSERT INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, 1) RETURNING id";
  const staff = await env.DB.prepare(user).bind(crypto.randomUUID(), STAFF.sub, STAFF.email).first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO savezi (id, slug, naziv) VALUES (?, 'veliki-savez', 'Veliki savez')").bind(SAVEZ),
    env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(staff!.id, SAVEZ),
    env.DB.prepare(user).bind(crypto.randomUUID(), OFFICIAL.sub, OFFICIAL.email),
    insertJson(
      "INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)",
      "value ->> '$.id', value ->> '$.naziv', value ->> '$.naziv', value ->> '$.slug', ?",
      clubs,
      SAVEZ,
    ),
    env.DB.prepare(
      "INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES (?, ?, ?, 'tajnik', ?)",
    ).bind(idOf("6", 0), clubId(0), OFFICIAL.email, SAVEZ),
    env.DB.prepare(
      `INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id)
       VALUES (?, '2026./2027.', '2026-09-01', '2027-08-31', '2026-06-01', 'aktivna', ?)`,
    ).bind(SEZONA, SAVEZ),
    insertJson(
      "INSERT INTO sportasi (id, club_id, ime, prezime, oib_napomena, savez_id)",
      "value ->> '$.id', value ->> '$.club', 'Ime', 'Prezime ' || (value ->> '$.i'), 'Bez OIB-a', ?",
      athletes,
      SAVEZ,
    ),
    insertJson(
      "INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id)",
      "value ->> '$.licence', value ->> '$.id', ?, value ->> '$.club', 'zatrazena', ?",
      athletes,
      SEZONA,
      SAVEZ,
    ),
    env.DB.prepare(
      "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES (?, 'Liga', '2026-09-01', '2027-05-31', 'Zagreb', ?)",
    ).bind(LIGA, SAVEZ),
    insertJson(
      "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id)",
      "value ->> '$.id', 'Regata', '2026-10-01', '2026-10-02', 'Jarun', ?",
      competitions,
      SAVEZ,
    ),
    insertJson(
      "INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, savez_id)",
      "value ->> '$.doc', value ->> '$.id', 'Rezultati', value ->> '$.doc' || '.pdf', ?",
      competitions,
      SAVEZ,
    ),
  ]);
  forgetRows();
}

/** A group of the league (through the API, under a preset rule set) with a team of every club and 75 matches. */
async function seedLeague(staff: string) {
  const { id: pravila } = await request<{ id: string }>("POST", "/api/v1/lige/pravila", staff, {
    predlozak: "Rukomet (HRS)",
  });
  const { id: skupina } = await request<{ id: string }>("POST", "/api/v1/lige/skupine", staff, {
    natjecanje_id: LIGA,
    naziv: "Skupina A",
    pravila_id: pravila,
  });
  const teams = range(CLUBS).map((i) => ({ id: teamId(i), club: clubId(i), naziv: `Ekipa ${i}` }));
  const matches = range(CLUBS / 2).map((i) => ({ id: idOf("5", i), home: teamId(2 * i), away: teamId(2 * i + 1) }));
  await env.DB.batch([
    insertJson(
      "INSERT INTO ekipe (id, skupina_id, club_id, naziv, savez_id)",
      "value ->> '$.id', ?, value ->> '$.club', value ->> '$.naziv', ?",
      teams,
      skupina,
      SAVEZ,
    ),
    insertJson(
      "INSERT INTO utakmice (id, skupina_id, kolo, datum, domacin_id, gost_id, savez_id)",
      "value ->> '$.id', ?, 1, '2026-09-12', value ->> '$.home', value ->> '$.away', ?",
      matches,
      skupina,
      SAVEZ,
    ),
  ]);
}

describe("a federation of 150 clubs and teams, 300 athletes and licences, 121 competitions", () => {
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    await seedFederation();
    staff = await authorization(STAFF);
    admin = await bearer("admin");
    await seedLeague(staff);
  }, 60_000);

  it("answers 'moje utakmice' with every match of the federation, each team named, to its staff and the admin", async () => {
    for (const [who, auth] of [
      ["staff", staff],
      ["admin", admin],
    ] as const) {
      const { utakmice } = await request<{ utakmice: { domacin: string; gost: string; strana: string | null }[] }>(
        "GET",
        "/api/v1/lige/moje-utakmice",
        auth,
      );
      expect(utakmice, who).toHaveLength(CLUBS / 2);
      expect(new Set(utakmice.flatMap((m) => [m.domacin, m.gost])).size, who).toBe(CLUBS);
      expect(
        utakmice.every((m) => m.domacin.startsWith("Ekipa ") && m.strana === "federation"),
        who,
      ).toBe(true);
    }
  });

  it("lists the federation's clubs, and a club's 150 athletes, to its staff, the admin and the club's official", async () => {
    for (const auth of [staff, admin]) {
      const clubs = await gql("Klubovi", { authorization: auth, variables: { savez_id: SAVEZ } });
      expect(clubs.status, JSON.stringify(clubs.body.errors)).toBe(200);
      expect(clubs.body.data.klubovi).toHaveLength(CLUBS);
    }
    for (const auth of [staff, admin, await authorization(OFFICIAL)]) {
      const variables = { club_id: clubId(0), savez_id: SAVEZ, limit: 5000 };
      const athletes = await gql("Sportasi", { authorization: auth, variables });
      expect(athletes.status, JSON.stringify(athletes.body.errors)).toBe(200);
      expect(athletes.body.data.sportasi).toHaveLength(ATHLETES);
    }
  });

  it("lists the federation's 121 competitions with their result documents to its staff and the admin", async () => {
    for (const auth of [staff, admin]) {
      const answer = await gql("Natjecanja", { authorization: auth, variables: { savez_id: SAVEZ } });
      expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
      const natjecanja = answer.body.data.natjecanja as { dokumenti: unknown[] }[];
      expect(natjecanja).toHaveLength(COMPETITIONS + 1);
      expect(natjecanja.flatMap((n) => n.dokumenti)).toHaveLength(COMPETITIONS);
    }
  });

  it("decides 150 licences at once: the staff approve one club's, the admin rejects the other's", async () => {
    const approved = await gql("OdobriLicence", {
      authorization: staff,
      variables: { ids: range(ATHLETES).map((i) => licenceId(0, i)) },
    });
    expect(approved.status, JSON.stringify(approved.body.errors)).toBe(200);
    expect(approved.body.data.update_licence.affected_rows).toBe(ATHLETES);
    const rejected = await gql("OdbijLicence", {
      authorization: admin,
      variables: { ids: range(ATHLETES).map((i) => licenceId(1, i)), razlog: "Nepotpuna dokumentacija." },
    });
    expect(rejected.status, JSON.stringify(rejected.body.errors)).toBe(200);
    expect(rejected.body.data.update_licence.affected_rows).toBe(ATHLETES);
    const statuses = await env.DB.prepare(
      "SELECT club_id, status, count(*) AS n FROM licence WHERE savez_id = ? GROUP BY club_id, status ORDER BY club_id",
    )
      .bind(SAVEZ)
      .all();
    expect(statuses.results).toEqual([
      { club_id: clubId(0), status: "odobrena", n: ATHLETES },
      { club_id: clubId(1), status: "odbijena", n: ATHLETES },
    ]);
  });
});
