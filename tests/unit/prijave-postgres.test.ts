// Entries under load on the Hasura provider's PostgreSQL (issue 30 item 4): hasura/migrations applied to a
// throwaway cluster and 64 entries written at once, each in its own connection and transaction as Hasura runs a
// mutation (the session in `hasura.user`, the entry row then its athlete's row), as officials of 8 clubs into an
// event with cap 10. The migration's sz_nastup_odluka decides each entry under a lock on its competition: exactly
// 10 accepted, the rest waiting in arrival order, no athlete twice (8 second entries of an athlete race the
// first), every entry audited with its decision. Withdrawing an accepted entry promotes the first waiting one in
// the same transaction; an official may withdraw, never accept a waiting entry.
import { readFileSync, readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type RunningPostgres } from "../support/postgres";

const root = new URL("../../", import.meta.url);
const MIGRATIONS = readdirSync(new URL("hasura/migrations/default/", root)).sort();

const SAVEZ = "b9000000-0000-4000-8000-000000000001";
const NATJECANJE = "b9000000-0000-4000-8000-000000000002";
const SEZONA = "b9000000-0000-4000-8000-000000000003";
const DISCIPLINA = "b9000000-0000-4000-8000-000000000004";
const CLUBS = Array.from({ length: 8 }, (_, i) => `b9100000-0000-4000-8000-00000000000${i}`);
const athleteOf = (i: number) => `b92${String(i).padStart(5, "0")}-0000-4000-8000-000000000000`;
const CAP = 10;
const ENTRIES = 64;

let postgres: RunningPostgres;
let admin: pg.Client;

const session = (clubId: string, role = "official") => ({
  "x-hasura-role": role,
  "x-hasura-user-id": `uid-${clubId}`,
  "x-hasura-clubs": `{${clubId}}`,
  "x-hasura-savezi": "{}",
});

/** One write as Hasura runs a mutation: its own connection, a transaction with the session. */
async function asHasura(s: Record<string, string>, statements: [string, unknown[]][]): Promise<void> {
  const client = new pg.Client(postgres.url);
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT set_config('hasura.user', $1, true)", [JSON.stringify(s)]);
    for (const [text, values] of statements) await client.query(text, values);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}

/** An official's entry of one athlete, as the Worker's store would send it (no decision: the trigger's). */
function entry(i: number, athlete = i): Promise<string> {
  const id = crypto.randomUUID();
  const club = CLUBS[i % CLUBS.length]!;
  return asHasura(session(club), [
    [
      "INSERT INTO nastupi (id, natjecanje_id, disciplina_id, club_id, savez_id) VALUES ($1, $2, $3, $4, $5)",
      [id, NATJECANJE, DISCIPLINA, club, SAVEZ],
    ],
    [
      "INSERT INTO nastupi_clanovi (nastup_id, disciplina_id, sportas_id, savez_id) VALUES ($1, $2, $3, $4)",
      [id, DISCIPLINA, athleteOf(athlete), SAVEZ],
    ],
  ]).then(() => id);
}

beforeAll(async () => {
  const running = await startPostgres();
  if ("missing" in running) throw new Error(running.missing);
  postgres = running;
  admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query("ALTER SYSTEM SET max_connections = 200");
  for (const m of MIGRATIONS)
    await admin.query(readFileSync(new URL(`hasura/migrations/default/${m}/up.sql`, root), "utf8"));
  const clubs = CLUBS.map((c, i) => `('${c}', 'VK ${i}', 'VK${i}', 'vk-${i}', '${SAVEZ}')`).join(", ");
  const athletes = Array.from(
    { length: ENTRIES },
    (_, i) => `('${athleteOf(i)}', '${CLUBS[i % CLUBS.length]}', 'Ime', 'Prezime ${i}', 'bez OIB-a', '${SAVEZ}')`,
  ).join(", ");
  await admin.query(`
    INSERT INTO savezi (id, slug, naziv) VALUES ('${SAVEZ}', 'vs', 'Veslački savez');
    INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id)
      VALUES ('${NATJECANJE}', 'Regata', '2027-05-01', '2027-05-02', 'Jarun', '${SAVEZ}');
    INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, savez_id)
      VALUES ('${SEZONA}', '2027', '2027-01-01', '2027-12-31', '2027-01-01', '${SAVEZ}');
    INSERT INTO postavke_prijava (natjecanje_id, sezona_id, otvaranje, zatvaranje, savez_id)
      VALUES ('${NATJECANJE}', '${SEZONA}', '2027-01-01T00:00:00.000Z', '2027-04-30T00:00:00.000Z', '${SAVEZ}');
    INSERT INTO discipline (id, natjecanje_id, naziv, max_prijava, savez_id)
      VALUES ('${DISCIPLINA}', '${NATJECANJE}', 'M1x kadeti 1500 m', ${CAP}, '${SAVEZ}');
    INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ${clubs};
    INSERT INTO sportasi (id, club_id, ime, prezime, oib_napomena, savez_id) VALUES ${athletes};`);
}, 120_000);

afterAll(async () => {
  await admin?.end();
  postgres?.stop();
});

interface Entry {
  id: string;
  status: string;
  redni: number;
  startni_broj: number | null;
  promaknuta_zbog: string | null;
}
const entries = async () =>
  (await admin.query<Entry>(`SELECT id, status, redni, startni_broj, promaknuta_zbog FROM nastupi ORDER BY redni`))
    .rows;

describe("entries at a window's close on PostgreSQL", () => {
  it("accepts exactly the cap of 64 entries at once, the rest waiting in arrival order, no athlete twice, all audited", async () => {
    // 64 entries and, racing them, 8 second entries of athletes already being entered.
    const firsts = Array.from({ length: ENTRIES }, (_, i) => entry(i));
    const seconds = Array.from({ length: 8 }, (_, i) => entry(i + 8, i * 8));
    const settled = await Promise.allSettled([...firsts, ...seconds]);
    const written = settled.filter((s) => s.status === "fulfilled");
    expect(written).toHaveLength(ENTRIES);
    for (const s of settled) {
      if (s.status === "rejected") expect(String(s.reason)).toMatch(/nastupi_clanovi_jednom|duplicate key/);
    }

    const rows = await entries();
    expect(rows).toHaveLength(ENTRIES);
    expect(rows.map((r) => r.redni)).toEqual(Array.from({ length: ENTRIES }, (_, i) => i + 1));
    // The first CAP arrivals accepted, numbered 1..CAP; every later one waiting.
    expect(rows.slice(0, CAP).every((r) => r.status === "prihvacena")).toBe(true);
    expect(rows.slice(CAP).every((r) => r.status === "cekanje" && r.startni_broj === null)).toBe(true);
    expect(rows.slice(0, CAP).map((r) => r.startni_broj)).toEqual(Array.from({ length: CAP }, (_, i) => i + 1));
    const athletes = await admin.query(
      `SELECT sportas_id FROM nastupi_clanovi WHERE aktivan = 1 GROUP BY sportas_id HAVING count(*) > 1`,
    );
    expect(athletes.rows).toEqual([]);

    const audited = await admin.query<{ entity_id: string; status: string; redni: string }>(
      `SELECT entity_id, changed_fields::jsonb ->> 'status' AS status, changed_fields::jsonb ->> 'redni' AS redni
         FROM audit_log WHERE entity = 'nastupi' AND action = 'create'`,
    );
    const byId = new Map(audited.rows.map((a) => [a.entity_id, a]));
    expect(audited.rows).toHaveLength(ENTRIES);
    for (const r of rows) expect(byId.get(r.id)).toMatchObject({ status: r.status, redni: String(r.redni) });
  }, 60_000);

  it("promotes the first waiting entry when an accepted one is withdrawn; an official cannot accept a waiting one", async () => {
    const before = await entries();
    const waiting = before.find((r) => r.status === "cekanje")!;
    const club = (await admin.query<{ club_id: string }>(`SELECT club_id FROM nastupi WHERE id = $1`, [waiting.id]))
      .rows[0]!.club_id;
    await expect(
      asHasura(session(club), [[`UPDATE nastupi SET status = 'prihvacena' WHERE id = $1`, [waiting.id]]]),
    ).rejects.toThrow(/refused/);

    const accepted = before[0]!;
    const owner = (await admin.query<{ club_id: string }>(`SELECT club_id FROM nastupi WHERE id = $1`, [accepted.id]))
      .rows[0]!.club_id;
    await asHasura(session(owner), [[`UPDATE nastupi SET status = 'povucena' WHERE id = $1`, [accepted.id]]]);

    const after = await entries();
    expect(after.find((r) => r.id === waiting.id)).toMatchObject({
      status: "prihvacena",
      promaknuta_zbog: accepted.id,
      startni_broj: CAP + 1,
    });
    expect(after.filter((r) => r.status === "prihvacena")).toHaveLength(CAP);
    const released = await admin.query(`SELECT aktivan FROM nastupi_clanovi WHERE nastup_id = $1`, [accepted.id]);
    expect(released.rows).toEqual([{ aktivan: 0 }]);
    const promotion = await admin.query(
      `SELECT changed_fields::jsonb -> 'status' ->> 'to' AS status FROM audit_log
        WHERE entity = 'nastupi' AND action = 'update' AND entity_id = $1`,
      [waiting.id],
    );
    expect(promotion.rows).toEqual([{ status: "prihvacena" }]);
  });
});
