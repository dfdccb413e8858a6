// Upgrading to the season (issue 29, migration 0017_competitors_to_athletes): every competitor of the first and
// second waves becomes an athlete of its federation's club named as its team, or of a club made for the team
// (once per federation and team, whatever its case and spaces), with nothing lost: names, federation, author,
// time and deletion, and the competitor itself.
import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ZICER_SAVEZ_ID } from "../../shared/entities/savez";

const BEFORE_SEASON_DATA = (name: string) => name < "0017_";

const ROWS = [
  `INSERT INTO users (id, uuid, firebase_user_id, email, email_verified, role) VALUES (1, 'u-1', 'staff-uid', 'staff@old.test', 1, 'member')`,
  // A club staff made before the competitors were moved (its short name is one competitor's team).
  `INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES ('k-1', 'Rukometni klub Dubrava', 'RK Dubrava', 'rk-dubrava', '${ZICER_SAVEZ_ID}')`,
  `INSERT INTO natjecatelji (id, ime, prezime, team, match_key, savez_id, created_by, created_at, deleted_at) VALUES
     ('c-1', 'Ana', 'Kovač', 'HVK Mladost', 'ana|kovac|hvk mladost', '${ZICER_SAVEZ_ID}', 1, '2025-01-01T08:00:00.000Z', NULL),
     ('c-2', 'Ivo', 'Šimić', ' hvk mladost ', 'ivo|simic|hvk mladost', '${ZICER_SAVEZ_ID}', 1, '2025-01-02T08:00:00.000Z', NULL),
     ('c-3', 'Marko', 'Đurić', 'rk dubrava', 'marko|duric|rk dubrava', '${ZICER_SAVEZ_ID}', NULL, '2025-01-03T08:00:00.000Z', NULL),
     ('c-4', 'Lana', 'Perić', 'VK Croatia', 'lana|peric|vk croatia', '${ZICER_SAVEZ_ID}', 1, '2025-01-04T08:00:00.000Z', '2025-02-01T08:00:00.000Z')`,
];

describe("upgrading competitors to athletes", () => {
  it("moves each competitor to a club matched by its team, or made for it, with nothing lost", async () => {
    const db = env.UPGRADE_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => BEFORE_SEASON_DATA(m.name));
    const after = env.TEST_MIGRATIONS.filter((m) => !BEFORE_SEASON_DATA(m.name));
    expect(after[0]!.name).toBe("0017_competitors_to_athletes.sql");
    await applyD1Migrations(db, before);
    await db.batch(ROWS.map((sql) => db.prepare(sql)));

    await applyD1Migrations(db, after);

    const athletes = await db
      .prepare(
        `SELECT s.natjecatelj_id, s.ime, s.prezime, s.search_name, s.savez_id, s.created_by, s.created_at, s.deleted_at,
                s.version, s.oib, s.oib_napomena, k.naziv AS klub
           FROM sportasi s JOIN klubovi k ON k.id = s.club_id ORDER BY s.natjecatelj_id`,
      )
      .all();
    const common = { savez_id: ZICER_SAVEZ_ID, version: 1, oib: null };
    expect(athletes.results).toEqual([
      {
        ...common,
        natjecatelj_id: "c-1",
        ime: "Ana",
        prezime: "Kovač",
        search_name: "kovac ana",
        created_by: 1,
        created_at: "2025-01-01T08:00:00.000Z",
        deleted_at: null,
        klub: "HVK Mladost",
        oib_napomena: 'Preneseno iz natjecatelja; klub "HVK Mladost" stvoren je prema timu. OIB nije upisan.',
      },
      {
        ...common,
        natjecatelj_id: "c-2",
        ime: "Ivo",
        prezime: "Šimić",
        search_name: "simic ivo",
        created_by: 1,
        created_at: "2025-01-02T08:00:00.000Z",
        deleted_at: null,
        klub: "HVK Mladost",
        oib_napomena: 'Preneseno iz natjecatelja; klub "hvk mladost" stvoren je prema timu. OIB nije upisan.',
      },
      {
        ...common,
        natjecatelj_id: "c-3",
        ime: "Marko",
        prezime: "Đurić",
        search_name: "duric marko",
        created_by: null,
        created_at: "2025-01-03T08:00:00.000Z",
        deleted_at: null,
        klub: "Rukometni klub Dubrava",
        oib_napomena: 'Preneseno iz natjecatelja (tim "rk dubrava"); OIB nije upisan.',
      },
      {
        ...common,
        natjecatelj_id: "c-4",
        ime: "Lana",
        prezime: "Perić",
        search_name: "peric lana",
        created_by: 1,
        created_at: "2025-01-04T08:00:00.000Z",
        deleted_at: "2025-02-01T08:00:00.000Z",
        klub: "VK Croatia",
        oib_napomena: 'Preneseno iz natjecatelja; klub "VK Croatia" stvoren je prema timu. OIB nije upisan.',
      },
    ]);
    // One club per team (HVK Mladost once, whatever its spelling), each of the competitors' federation.
    const clubs = await db.prepare("SELECT naziv, slug, savez_id FROM klubovi ORDER BY naziv").all();
    expect(clubs.results.map((c) => c.naziv)).toEqual(["HVK Mladost", "Rukometni klub Dubrava", "VK Croatia"]);
    for (const club of clubs.results) {
      expect(club.savez_id).toBe(ZICER_SAVEZ_ID);
      expect(String(club.slug)).toMatch(/^(rk-dubrava|klub-[0-9a-f]{10})$/);
    }
    // The competitors stay as they were.
    expect(await db.prepare("SELECT count(*) AS n FROM natjecatelji").first()).toEqual({ n: 4 });
  });
});
