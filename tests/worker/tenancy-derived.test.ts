// Tenancy is derived (issue 44, MEDIUM "rows moved into another tenant"): a club's official sent
// UpdateSportas {set: {savez_id: <another federation>}} (and the same on a transfer) and got 200, after which the
// athlete sat in the other federation's lists and blocked that OIB there. A row of a club takes the club's
// federation; no writer below federation scope names one on an edit, and staff naming one other than the club's
// are refused. On D1 (worker/data/write.ts) and on Hasura (the generated update permissions and the season's
// row-check triggers, hasura/migrations/…_season_row_checks), which also checks what D1's write path checks of a
// licence's and a transfer's rows: the athlete of the club, the season of the federation, the agreed terms.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import seedSql from "../../worker/seed/demo.sql?raw";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { TENANT_COLUMNS, type Entity } from "../../shared/entities/entity";
import type { OperationName } from "../../shared/graphql/operations";
import { PERMISSIONS } from "../../shared/permissions";
import { T_VALIDATION } from "../../shared/texts";
import { createApp } from "../../worker/app";
import { hasuraUpstream } from "../support/hasura-upstream";
import { postgresSeed } from "../support/postgres-seed";
import { gql, operationBody, seedDemo } from "./helpers/graphql";
import {
  BOZIC,
  DUBRAVA,
  HORVAT,
  NOVAK,
  PAVLOVIC,
  RSZ,
  SESVETE,
  SEZONA_RSZ,
  TRANSFER,
  ZVS,
  demoBearer,
  seasonState,
} from "./helpers/klubovi";

/** Tomislav Blažević of RK Sesvete; the active season of Zicer Veslački Savez (another federation). */
const BLAZEVIC = "72000000-0000-4000-8000-000000000332";
const SEZONA_ZVS = "50000000-0000-4000-8000-000000000022";

/**
 * Per entity a club's official may edit: the operation, and a row of RK Dubrava's (klub@demo.test is its
 * tajnik). The test below fails when an entity gains that right without a row here.
 */
const OWN_ROWS: Partial<Record<EntityName, { operation: OperationName; id: string }>> = {
  sportasi: { operation: "UpdateSportas", id: HORVAT },
  transferi: { operation: "UpdateTransfer", id: TRANSFER },
  klubovi: { operation: "UpdateKlub", id: DUBRAVA },
};

/** Entities a club's official may edit whose input names a tenant column. */
const clubEdited = (Object.keys(ENTITIES) as EntityName[]).filter((name) => {
  const entity = ENTITIES[name] as Entity;
  const input = (entity.input as unknown as { shape?: object; def?: { in?: { shape?: object } } }) ?? {};
  const fields = Object.keys(input.shape ?? input.def?.in?.shape ?? {});
  return PERMISSIONS.official.includes(`update:${name}:club`) && fields.some((f) => TENANT_COLUMNS.includes(f));
});

describe("on D1", () => {
  beforeEach(seedDemo);

  it("refuses a club's official naming a federation on every edit they may make, and writes nothing", async () => {
    expect(clubEdited.sort()).toEqual(Object.keys(OWN_ROWS).sort());
    const klub = await demoBearer("klub");
    for (const name of clubEdited) {
      const { operation, id } = OWN_ROWS[name]!;
      const before = await seasonState();
      const { status, body } = await gql(operation, {
        authorization: klub,
        variables: { id, version: 1, set: { savez_id: ZVS } },
      });
      expect(status, `${operation}: ${JSON.stringify(body)}`).toBe(403);
      expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(await seasonState(), `${operation} wrote nothing`).toEqual(before);
    }
    // The athlete's own edit still works, and says why a federation is not theirs to name.
    const named = await gql("UpdateSportas", {
      authorization: klub,
      variables: { id: HORVAT, version: 1, set: { savez_id: ZVS } },
    });
    expect(named.body.errors[0].message).toBe(T_VALIDATION.savezIzRoditelja);
    const renamed = await gql("UpdateSportas", {
      authorization: klub,
      variables: { id: HORVAT, version: 1, set: { ime: "Lukas" } },
    });
    expect(renamed.status).toBe(200);
  });

  it("refuses staff and admins a federation other than the club's, and takes the club's", async () => {
    const admin = await demoBearer("admin");
    const before = await seasonState();
    const moved = await gql("UpdateSportas", {
      authorization: admin,
      variables: { id: HORVAT, version: 1, set: { savez_id: ZVS } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(400);
    expect(moved.body.errors[0].extensions.fields).toEqual({ "_set.savez_id": [T_VALIDATION.savezIzRoditelja] });
    expect(await seasonState()).toEqual(before);
    const same = await gql("UpdateSportas", {
      authorization: admin,
      variables: { id: HORVAT, version: 1, set: { savez_id: RSZ } },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it("creates a club's row in the club's federation, whatever the input names", async () => {
    const created = await gql("CreateSportas", {
      authorization: await demoBearer("klub"),
      variables: {
        object: {
          club_id: DUBRAVA,
          savez_id: ZVS,
          ime: "Tin",
          prezime: "Vidović",
          datum_rodenja: "2012-01-01",
          spol: "M",
          oib: "99900011124",
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await env.DB.prepare("SELECT savez_id FROM sportasi WHERE id = ?")
      .bind(created.body.data.insert_sportasi_one.id)
      .first();
    expect(row).toEqual({ savez_id: RSZ });
  });
});

describe("on Hasura (PostgreSQL)", { timeout: 60_000 }, () => {
  const upstream = hasuraUpstream("tenancy_derived");

  /** A trusted operation through the Worker with DATA_PROVIDER=hasura, as `authorization`. */
  async function call(operation: OperationName, authorization: string, variables: Record<string, unknown>) {
    const ctx = createExecutionContext();
    const response = await createApp().fetch(
      new Request("https://tenancy.test/v1/graphql", {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: operationBody(operation, variables),
      }),
      { ...env, ...upstream.env } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
  }

  /** Every row of the season's tables in PostgreSQL: equal before and after a refusal. */
  const state = () =>
    Promise.all(["sportasi", "licence", "transferi"].map((t) => upstream.sql(`SELECT * FROM ${t} ORDER BY id`)));

  /** Refused, and nothing in PostgreSQL changed. */
  async function refused(answer: Promise<{ status: number; body: unknown }>, what: string) {
    const before = await state();
    const { status, body } = await answer;
    expect(status, `${what}: ${JSON.stringify(body)}`).not.toBe(200);
    expect(await state(), `${what} wrote nothing`).toEqual(before);
  }

  beforeAll(async () => {
    // D1 holds the accounts and who is an official of which club; PostgreSQL the season's rows.
    await seedDemo();
  });

  beforeEach(async () => {
    await upstream.reset(postgresSeed(seedSql));
  });

  it("keeps a club's row in its club's federation: an official's and an admin's savez_id are refused", async () => {
    const klub = await demoBearer("klub");
    const set = { savez_id: ZVS };
    await refused(call("UpdateSportas", klub, { id: HORVAT, version: 1, set }), "UpdateSportas as the official");
    await refused(call("UpdateTransfer", klub, { id: TRANSFER, version: 1, set }), "UpdateTransfer as the official");
    const admin = await demoBearer("admin");
    await refused(call("UpdateSportas", admin, { id: HORVAT, version: 1, set }), "UpdateSportas as an admin");
    expect(await upstream.sql(`SELECT savez_id FROM sportasi WHERE id = '${HORVAT}'`)).toEqual([{ savez_id: RSZ }]);
    // The club's own edits still go through.
    const renamed = await call("UpdateSportas", klub, { id: HORVAT, version: 1, set: { ime: "Lukas" } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });

  it("keeps a confirmed transfer's athlete, clubs and date from the clubs", async () => {
    await upstream.sql(`UPDATE transferi SET status = 'potvrden', datum = '2999-01-01' WHERE id = '${TRANSFER}'`);
    const klub = await demoBearer("klub");
    await refused(
      call("UpdateTransfer", klub, { id: TRANSFER, version: 1, set: { sportas_id: BLAZEVIC } }),
      "a swapped athlete",
    );
    await refused(
      call("UpdateTransfer", klub, { id: TRANSFER, version: 1, set: { datum: "2000-01-01" } }),
      "a moved date",
    );
    // The federation may move the date; the note stays the club's.
    const dated = await call("UpdateTransfer", await demoBearer("rukomet"), {
      id: TRANSFER,
      version: 1,
      set: { datum: "2999-02-01" },
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    const noted = await call("UpdateTransfer", klub, { id: TRANSFER, version: 2, set: { napomena: "Dogovoreno." } });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(await upstream.sql(`SELECT sportas_id, datum, napomena FROM transferi WHERE id = '${TRANSFER}'`)).toEqual([
      { sportas_id: BOZIC, datum: "2999-02-01", napomena: "Dogovoreno." },
    ]);
  });

  /** What D1's write path refuses of a licence's and a transfer's rows, asked of Hasura by RK Dubrava's tajnik. */
  const ROW_CHECKS: [string, OperationName, Record<string, unknown>][] = [
    // RK Zagreb's athlete (without a licence) under RK Dubrava's licence request.
    [
      "a licence for another club's athlete",
      "ZatraziLicencu",
      { club_id: DUBRAVA, sportas_id: PAVLOVIC, sezona_id: SEZONA_RSZ },
    ],
    [
      "a licence for another federation's season",
      "ZatraziLicencu",
      { club_id: DUBRAVA, sportas_id: HORVAT, sezona_id: SEZONA_ZVS },
    ],
    // Asking RK Sesvete for an athlete who is RK Zagreb's.
    [
      "a transfer of an athlete not of the releasing club",
      "ZatraziTransfer",
      { sportas_id: NOVAK, from_club_id: SESVETE, club_id: DUBRAVA, datum: "2999-01-01" },
    ],
  ];

  for (const [what, operation, object] of ROW_CHECKS) {
    it(`refuses ${what}, as D1 does`, async () => {
      await refused(call(operation, await demoBearer("klub"), { object }), what);
    });
  }

  it("accepts what D1 accepts: RK Sesvete asked for its own athlete", async () => {
    const asked = await call("ZatraziTransfer", await demoBearer("klub"), {
      object: { sportas_id: BLAZEVIC, from_club_id: SESVETE, club_id: DUBRAVA, datum: "2999-01-01" },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  });
});
