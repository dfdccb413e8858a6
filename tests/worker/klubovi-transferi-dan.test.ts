// A transfer confirmed for a later date (issue 29, item 7: "the move happens in one batch on the effective
// date"): confirming it moves nothing; the Worker's daily job (the cron trigger, worker/routes/scheduled.ts)
// applies it once its date has come — the athlete and his live licence move, the transfer is 'proveden' — and
// a second run, or two runs at once, apply it no more. On D1 and on Hasura (PostgreSQL's step trigger).
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import seedSql from "../../worker/seed/demo.sql?raw";
import { runScheduled } from "../../worker/routes/scheduled";
import { today } from "../../worker/data/transfers";
import { hasuraUpstream } from "../support/hasura-upstream";
import { postgresSeed } from "../support/postgres-seed";
import { gql, seedDemo } from "./helpers/graphql";
import { BOZIC, DUBRAVA, RSZ, SESVETE, SEZONA_RSZ, TRANSFER, demoBearer, officialOf } from "./helpers/klubovi";

const LICENCA_BOZIC = "73000000-0000-4000-8000-0000000000b2";
const DAY = 86_400_000;
const dayAfter = (days: number) => today(new Date(Date.now() + days * DAY));

describe("on D1", () => {
  const state = async () => ({
    transfer: await env.DB.prepare("SELECT status, proveden_at IS NOT NULL AS proveden FROM transferi WHERE id = ?")
      .bind(TRANSFER)
      .first(),
    athlete: (await env.DB.prepare("SELECT club_id FROM sportasi WHERE id = ?").bind(BOZIC).first())!.club_id,
    licence: (await env.DB.prepare("SELECT club_id FROM licence WHERE id = ?").bind(LICENCA_BOZIC).first())!.club_id,
  });

  beforeEach(async () => {
    await seedDemo();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id) VALUES (?, ?, ?, ?, 'odobrena', ?)`,
      ).bind(LICENCA_BOZIC, BOZIC, SEZONA_RSZ, SESVETE, RSZ),
      // The move is agreed for ten days from now.
      env.DB.prepare("UPDATE transferi SET datum = ? WHERE id = ?").bind(dayAfter(10), TRANSFER),
    ]);
    const agreed = await gql("PrihvatiTransfer", {
      authorization: await officialOf(SESVETE),
      variables: { id: TRANSFER, version: 1 },
    });
    expect(agreed.status).toBe(200);
    const confirmed = await gql("PotvrdiTransfer", {
      authorization: await demoBearer("rukomet"),
      variables: { id: TRANSFER, version: 2 },
    });
    expect(confirmed.status).toBe(200);
  });

  it("confirmed for a later date: nothing moves until the daily job runs on that date", async () => {
    expect(await state()).toEqual({
      transfer: { status: "potvrden", proveden: 0 },
      athlete: SESVETE,
      licence: SESVETE,
    });
    // The job of tomorrow: not yet.
    expect((await runScheduled(env, Date.now() + DAY)).transfers).toBe(0);
    expect(await state()).toEqual({
      transfer: { status: "potvrden", proveden: 0 },
      athlete: SESVETE,
      licence: SESVETE,
    });
    // The job of the effective date: the athlete and his live licence move, the transfer is done.
    expect((await runScheduled(env, Date.now() + 10 * DAY)).transfers).toBe(1);
    expect(await state()).toEqual({
      transfer: { status: "proveden", proveden: 1 },
      athlete: DUBRAVA,
      licence: DUBRAVA,
    });
    // The history names both clubs: the move's audit rows.
    const moved = await env.DB.prepare(
      "SELECT changed_fields FROM audit_log WHERE entity = 'sportasi' AND entity_id = ? AND action = 'update'",
    )
      .bind(BOZIC)
      .all<{ changed_fields: string }>();
    expect(moved.results.map((r) => JSON.parse(r.changed_fields))).toContainEqual({
      club_id: { from: SESVETE, to: DUBRAVA },
    });
    // The next day's job finds nothing more to do.
    expect((await runScheduled(env, Date.now() + 11 * DAY)).transfers).toBe(0);
  });

  it("two jobs at once apply it once", async () => {
    const moves = async () =>
      (await env.DB.prepare(
        "SELECT count(*) AS n FROM audit_log WHERE entity = 'sportasi' AND entity_id = ? AND action = 'update'",
      )
        .bind(BOZIC)
        .first<{ n: number }>())!.n;
    const before = await moves();
    const at = Date.now() + 10 * DAY;
    const runs = await Promise.all([runScheduled(env, at), runScheduled(env, at)]);
    expect(runs.map((r) => r.transfers).sort()).toEqual([0, 1]);
    expect((await moves()) - before).toBe(1);
    expect((await state()).athlete).toBe(DUBRAVA);
  });
});

describe("on Hasura (PostgreSQL)", { timeout: 60_000 }, () => {
  const postgres = hasuraUpstream("klubovi_transferi_dan");
  const hasuraEnv = { ...env, ...postgres.env } as Env;
  const state = async () =>
    (
      await postgres.sql(
        `SELECT t.status, t.proveden_at IS NOT NULL AS proveden, s.club_id AS athlete, l.club_id AS licence
           FROM transferi t, sportasi s, licence l
          WHERE t.id = '${TRANSFER}' AND s.id = '${BOZIC}' AND l.id = '${LICENCA_BOZIC}'`,
      )
    )[0];

  /** The demo rows, Božić's approved licence, and the transfer confirmed for `datum`. */
  const seed = (datum: string) =>
    postgres.reset(
      `${postgresSeed(seedSql)};\n` +
        `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id)
         VALUES ('${LICENCA_BOZIC}', '${BOZIC}', '${SEZONA_RSZ}', '${SESVETE}', 'odobrena', '${RSZ}');\n` +
        `UPDATE transferi SET status = 'potvrden', datum = '${datum}' WHERE id = '${TRANSFER}'`,
    );

  it("a transfer confirmed for a later date stays where it is", async () => {
    await seed(dayAfter(10));
    expect((await runScheduled(hasuraEnv)).transfers).toBe(0);
    expect(await state()).toEqual({ status: "potvrden", proveden: false, athlete: SESVETE, licence: SESVETE });
  });

  it("one whose date has come is applied by the job, once, even by two jobs at once", async () => {
    await seed(dayAfter(0));
    const runs = await Promise.all([runScheduled(hasuraEnv), runScheduled(hasuraEnv)]);
    expect(runs.map((r) => r.transfers).sort()).toEqual([0, 1]);
    expect(await state()).toEqual({ status: "proveden", proveden: true, athlete: DUBRAVA, licence: DUBRAVA });
    expect((await runScheduled(hasuraEnv)).transfers).toBe(0);
  });
});
