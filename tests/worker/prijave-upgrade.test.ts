// Upgrading to entries (issue 30, migration 0020_start_lists_to_entries): a competition's hand-picked start list
// becomes one event 'Startna lista' whose accepted entries are its athletes, in the list's order, marked as
// added by hand, keeping each row's id, author and time; a row in 'Obrisano' and a competitor with no athlete
// are not moved; the old rows stay.
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ZICER_SAVEZ_ID } from "../../shared/entities/savez";

const BEFORE_ENTRIES_DATA = (name: string) => name < "0020_";
const A = ZICER_SAVEZ_ID;

const ROWS = [
  `INSERT INTO users (id, uuid, firebase_user_id, email, email_verified, role) VALUES (1, 'u-1', 'staff-uid', 'staff@old.test', 1, 'member')`,
  `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ('k-1', 'Veslački klub Croatia', 'VK Croatia', 'vk-croatia', '${A}')`,
  `INSERT INTO natjecatelji (id, ime, prezime, team, match_key, savez_id) VALUES
     ('c-1', 'Ana', 'Kovač', 'VK Croatia', 'a', '${A}'), ('c-2', 'Ivo', 'Šimić', 'VK Croatia', 'b', '${A}'),
     ('c-3', 'Eva', 'Bez', 'Nitko', 'c', '${A}'), ('c-4', 'Jan', 'Obrisan', 'VK Croatia', 'd', '${A}')`,
  `INSERT INTO sportasi (id, club_id, ime, prezime, oib_napomena, search_name, natjecatelj_id, savez_id) VALUES
     ('s-1', 'k-1', 'Ana', 'Kovač', 'x', 'kovac ana', 'c-1', '${A}'), ('s-2', 'k-1', 'Ivo', 'Šimić', 'x', 'simic ivo', 'c-2', '${A}'),
     ('s-4', 'k-1', 'Jan', 'Obrisan', 'x', 'obrisan jan', 'c-4', '${A}')`,
  `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES
     ('n-1', 'Regata', '2025-05-31', '2025-05-31', 'Jarun', '${A}'), ('n-2', 'Bez liste', '2025-06-01', '2025-06-01', 'Jarun', '${A}')`,
  `INSERT INTO natjecanja_natjecatelji (id, natjecanje_id, natjecatelj_id, savez_id, created_by, created_at, deleted_at) VALUES
     ('p-1', 'n-1', 'c-2', '${A}', 1, '2025-05-01T08:00:00.000Z', NULL),
     ('p-2', 'n-1', 'c-1', '${A}', NULL, '2025-05-02T08:00:00.000Z', NULL),
     ('p-3', 'n-1', 'c-3', '${A}', 1, '2025-05-03T08:00:00.000Z', NULL),
     ('p-4', 'n-1', 'c-4', '${A}', 1, '2025-05-04T08:00:00.000Z', '2025-05-05T08:00:00.000Z')`,
];

describe("upgrading start lists to entries", () => {
  it("moves each live start-list row of an athlete to an accepted entry of one event, in order, by hand", async () => {
    const db = env.UPGRADE_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => BEFORE_ENTRIES_DATA(m.name));
    const after = env.TEST_MIGRATIONS.filter((m) => !BEFORE_ENTRIES_DATA(m.name));
    expect(after[0]!.name).toBe("0020_start_lists_to_entries.sql");
    await applyD1Migrations(db, before);
    await db.batch(ROWS.map((sql) => db.prepare(sql)));

    await applyD1Migrations(db, after);

    const events = await db.prepare("SELECT natjecanje_id, naziv, vrsta, kategorije, savez_id FROM discipline").all();
    expect(events.results).toEqual([
      { natjecanje_id: "n-1", naziv: "Startna lista", vrsta: "pojedinacno", kategorije: "[]", savez_id: A },
    ]);
    const entries = await db
      .prepare(
        `SELECT n.id, n.club_id, n.status, n.redni, n.startni_broj, n.naknadna, n.created_by, n.created_at,
                c.sportas_id, c.aktivan
           FROM nastupi n JOIN nastupi_clanovi c ON c.nastup_id = n.id ORDER BY n.redni`,
      )
      .all();
    const common = { club_id: "k-1", status: "prihvacena", naknadna: 1, aktivan: 1 };
    expect(entries.results).toEqual([
      {
        ...common,
        id: "p-1",
        redni: 1,
        startni_broj: 1,
        created_by: 1,
        created_at: "2025-05-01T08:00:00.000Z",
        sportas_id: "s-2",
      },
      {
        ...common,
        id: "p-2",
        redni: 2,
        startni_broj: 2,
        created_by: null,
        created_at: "2025-05-02T08:00:00.000Z",
        sportas_id: "s-1",
      },
    ]);
    // The old rows stay.
    expect(await db.prepare("SELECT count(*) AS n FROM natjecanja_natjecatelji").first()).toEqual({ n: 4 });
  });
});
