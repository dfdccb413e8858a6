// Upgrading a first-wave database: a D1 with only 0001_initial.sql and first-wave rows in it (a staff user,
// an announcement, a competition with a result and a document, competitors, a membership), then every later
// migration. Nothing is lost, every content row belongs to Zicer Savez, first-wave staff are its staff, and
// the new columns hold what a new row would (version 1).
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ZICER_SAVEZ_ID } from "../../shared/entities/savez";

const CONTENT = [
  "feed",
  "natjecanja",
  "rezultati",
  "natjecanja_dokumenti",
  "dokumenti_saveza",
  "natjecatelji",
  "memberships",
];

const FIRST_WAVE_ROWS = [
  `INSERT INTO users (id, uuid, firebase_user_id, email, email_verified, role) VALUES
     (1, 'u-1', 'staff-uid', 'Staff@Old.test', 1, 'staff'), (2, 'u-2', 'member-uid', 'clan@old.test', 1, 'member'),
     (3, 'u-3', 'admin-uid', 'admin@old.test', 1, 'admin')`,
  "INSERT INTO feed (id, subject, description, created_by) VALUES ('f-1', 'Stara najava', 'Opis', 1)",
  "INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija) VALUES ('n-1', 'Stari kup', '2025-01-01', '2025-01-02', 'Jarun')",
  `INSERT INTO rezultati (id, natjecanje_id, payload) VALUES ('r-1', 'n-1', '{"poredak":[{"mjesto":1,"bodovi":1,"ime":"A"}]}')`,
  "INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key) VALUES ('d-1', 'n-1', 'Rezultati', 'k.pdf')",
  "INSERT INTO dokumenti_saveza (id, naziv, dokument_url) VALUES ('s-1', 'Statut', '/documents/statut-saveza.pdf')",
  "INSERT INTO natjecatelji (id, ime, prezime, team, match_key) VALUES ('c-1', 'Ana', 'Kovač', 'VK', 'ana|kovac|vk')",
  "INSERT INTO memberships (id, user_id, number, type, first_name, last_name) VALUES ('m-1', 2, '0042', 'Gold', 'Ivana', 'Horvat')",
];

describe("upgrading a first-wave database", () => {
  it("keeps every row, gives each to Zicer Savez with version 1, and keeps staff and admins", async () => {
    const db = env.UPGRADE_DB;
    const [initial, ...later] = env.TEST_MIGRATIONS;
    expect(initial.name).toBe("0001_initial.sql");
    await applyD1Migrations(db, [initial]);
    await db.batch(FIRST_WAVE_ROWS.map((sql) => db.prepare(sql)));

    await applyD1Migrations(db, later);

    for (const table of CONTENT) {
      const { results } = await db.prepare(`SELECT savez_id, version FROM ${table}`).all();
      expect(results, table).toEqual([{ savez_id: ZICER_SAVEZ_ID, version: 1 }]);
    }
    expect(
      await db
        .prepare("SELECT slug, naziv FROM savezi")
        .all()
        .then((r) => r.results),
    ).toEqual([{ slug: "zicer-savez", naziv: "Zicer Savez" }]);
    const users = await db.prepare("SELECT id, role, search_email FROM users ORDER BY id").all();
    expect(users.results).toEqual([
      { id: 1, role: "member", search_email: "staff@old.test" },
      { id: 2, role: "member", search_email: "clan@old.test" },
      { id: 3, role: "admin", search_email: "admin@old.test" },
    ]);
    const staff = await db.prepare("SELECT user_id, savez_id FROM staff_savezi").all();
    expect(staff.results).toEqual([{ user_id: 1, savez_id: ZICER_SAVEZ_ID }]);
    expect(await db.prepare("SELECT count(*) AS n FROM audit_log").first()).toEqual({ n: 0 });
    // Migration 0009: a membership belongs to its account's email (lower-cased) in the register's own words.
    expect(await db.prepare("SELECT email, status, number, search_name FROM memberships").first()).toEqual({
      email: "clan@old.test",
      status: "aktivna",
      number: "0042",
      search_name: "horvat ivana",
    });
  });
});
