// Upgrading to medical examinations on the athlete (issue 50 item 4, migrations 0024_medical_on_athlete,
// 0025_medical_moved and 0026_licence_medical_dropped): each athlete takes the latest date its licences held
// (a deleted licence's aside), one without any keeps none, and the licence's column is gone.
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ZICER_SAVEZ_ID } from "../../shared/entities/savez";

const BEFORE_MOVE = (name: string) => name < "0024_";

const S = ZICER_SAVEZ_ID;
const ROWS = [
  `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ('k-1', 'VK Jarun', 'VK Jarun', 'vk-jarun', '${S}')`,
  `INSERT INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id) VALUES
     ('z-1', '2025./2026.', '2025-09-01', '2026-06-30', '2025-07-01', 'zatvorena', '${S}'),
     ('z-2', '2026./2027.', '2026-09-01', '2027-06-30', '2026-07-01', 'aktivna', '${S}')`,
  `INSERT INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, savez_id) VALUES
     ('s-a', 'k-1', 'Ana', 'Kovač', '2009-01-01', 'Z', 'x', 'kovac ana', '${S}'),
     ('s-b', 'k-1', 'Ivo', 'Šimić', '2008-01-01', 'M', 'x', 'simic ivo', '${S}'),
     ('s-c', 'k-1', 'Eva', 'Perić', '2007-01-01', 'Z', 'x', 'peric eva', '${S}'),
     ('s-d', 'k-1', 'Lea', 'Marić', '2006-01-01', 'Z', 'x', 'maric lea', '${S}')`,
  // Ana: last season's and this season's licence (the later date wins); Ivo: a deleted licence with a later date
  // than his live one; Eva: a licence without a date; Lea: no licence.
  `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, lijecnicki_do, savez_id, deleted_at) VALUES
     ('l-a1', 's-a', 'z-1', 'k-1', 'istekla', '2026-06-30', '${S}', NULL),
     ('l-a2', 's-a', 'z-2', 'k-1', 'odobrena', '2027-05-31', '${S}', NULL),
     ('l-b1', 's-b', 'z-2', 'k-1', 'zatrazena', '2027-12-31', '${S}', '2026-10-01T08:00:00.000Z'),
     ('l-b2', 's-b', 'z-2', 'k-1', 'odobrena', '2027-01-31', '${S}', NULL),
     ('l-c1', 's-c', 'z-2', 'k-1', 'zatrazena', NULL, '${S}', NULL)`,
];

describe("upgrading medical examinations from the licence to the athlete", () => {
  it("gives each athlete its licences' latest date, and drops the licence's column", async () => {
    const db = env.UPGRADE_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => BEFORE_MOVE(m.name));
    const after = env.TEST_MIGRATIONS.filter((m) => !BEFORE_MOVE(m.name));
    expect(after.slice(0, 3).map((m) => m.name)).toEqual([
      "0024_medical_on_athlete.sql",
      "0025_medical_moved.sql",
      "0026_licence_medical_dropped.sql",
    ]);
    await applyD1Migrations(db, before);
    await db.batch(ROWS.map((sql) => db.prepare(sql)));

    await applyD1Migrations(db, after);

    const athletes = await db.prepare("SELECT id, lijecnicki_do, version FROM sportasi ORDER BY id").all();
    expect(athletes.results).toEqual([
      { id: "s-a", lijecnicki_do: "2027-05-31", version: 1 },
      { id: "s-b", lijecnicki_do: "2027-01-31", version: 1 },
      { id: "s-c", lijecnicki_do: null, version: 1 },
      { id: "s-d", lijecnicki_do: null, version: 1 },
    ]);
    const columns = await db.prepare("SELECT name FROM pragma_table_info('licence')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name)).not.toContain("lijecnicki_do");
    expect((await db.prepare("SELECT count(*) AS n FROM licence").first<{ n: number }>())?.n).toBe(5);
    // The move is no write of anyone's: no audit row records it.
    expect((await db.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())?.n).toBe(0);
  });
});
