// Transfers (issue 29, acceptance): the releasing club's refusal, the federation's refusal, and the full path —
// RK Dubrava asks RK Sesvete for Josip Božić, RK Sesvete agrees, Rukometni savez Zagreba confirms — after which
// the athlete and his live licence are RK Dubrava's and the history keeps both clubs; two confirmations at once
// apply it once.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { gql, seedDemo } from "./helpers/graphql";
import { BOZIC, DUBRAVA, SESVETE, SEZONA_RSZ, TRANSFER, demoBearer, officialOf, seasonState } from "./helpers/klubovi";

const LICENCA_BOZIC = "73000000-0000-4000-8000-0000000000b1";

beforeEach(async () => {
  await seedDemo();
  // Josip Božić holds an approved licence of RK Sesvete for the active season: it moves with him.
  await env.DB.prepare(
    `INSERT INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id)
     VALUES (?, ?, ?, ?, 'odobrena', 'b0000000-0000-4000-8000-000000000003')`,
  )
    .bind(LICENCA_BOZIC, BOZIC, SEZONA_RSZ, SESVETE)
    .run();
});

const transfer = async () =>
  (await env.DB.prepare("SELECT status, version, proveden_at FROM transferi WHERE id = ?").bind(TRANSFER).first())!;
const clubOf = async (table: "sportasi" | "licence", id: string) =>
  (await env.DB.prepare(`SELECT club_id FROM ${table} WHERE id = ?`).bind(id).first<{ club_id: string }>())!.club_id;

const auditCount = async (entity: string, id: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = ? AND entity_id = ?")
    .bind(entity, id)
    .first<{ n: number }>())!.n;

describe("a transfer", () => {
  it("is refused by the releasing club: it stays where it is, and the asking club cannot agree for it", async () => {
    const dubrava = await demoBearer("klub");
    const before = await seasonState();
    const own = await gql("PrihvatiTransfer", { authorization: dubrava, variables: { id: TRANSFER, version: 1 } });
    expect(own.status).toBe(403);
    expect(await seasonState()).toEqual(before);

    const sesvete = await officialOf(SESVETE);
    const refused = await gql("OdbijTransfer", { authorization: sesvete, variables: { id: TRANSFER, version: 1 } });
    expect(refused.status).toBe(200);
    expect(await transfer()).toMatchObject({ status: "odbijen", proveden_at: null });
    expect(await clubOf("sportasi", BOZIC)).toBe(SESVETE);
    // A refused transfer takes no further step.
    const late = await gql("PotvrdiTransfer", {
      authorization: await demoBearer("rukomet"),
      variables: { id: TRANSFER, version: 2 },
    });
    expect(late.status).toBe(400);
    expect(await clubOf("sportasi", BOZIC)).toBe(SESVETE);
  });

  it("is refused by the federation after the clubs agreed", async () => {
    const agreed = await gql("PrihvatiTransfer", {
      authorization: await officialOf(SESVETE),
      variables: { id: TRANSFER, version: 1 },
    });
    expect(agreed.status).toBe(200);
    // Only the federation confirms: the agreeing club cannot.
    const byClub = await gql("PotvrdiTransfer", {
      authorization: await officialOf(SESVETE),
      variables: { id: TRANSFER, version: 2 },
    });
    expect(byClub.status).toBe(403);
    const refused = await gql("OdbijTransfer", {
      authorization: await demoBearer("rukomet"),
      variables: { id: TRANSFER, version: 2 },
    });
    expect(refused.status).toBe(200);
    expect(await transfer()).toMatchObject({ status: "odbijen" });
    expect(await clubOf("sportasi", BOZIC)).toBe(SESVETE);
    expect(await clubOf("licence", LICENCA_BOZIC)).toBe(SESVETE);
  });

  it("moves the athlete and his live licence once confirmed, and the history keeps both clubs", async () => {
    await gql("PrihvatiTransfer", {
      authorization: await officialOf(SESVETE),
      variables: { id: TRANSFER, version: 1 },
    });
    const confirmed = await gql("PotvrdiTransfer", {
      authorization: await demoBearer("rukomet"),
      variables: { id: TRANSFER, version: 2 },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await transfer()).toMatchObject({ status: "proveden", proveden_at: expect.any(String) });
    expect(await clubOf("sportasi", BOZIC)).toBe(DUBRAVA);
    expect(await clubOf("licence", LICENCA_BOZIC)).toBe(DUBRAVA);
    // The transfer row keeps both clubs; the audit log says what moved, from where to where, and who confirmed.
    const row = await env.DB.prepare("SELECT from_club_id, club_id FROM transferi WHERE id = ?").bind(TRANSFER).first();
    expect(row).toEqual({ from_club_id: SESVETE, club_id: DUBRAVA });
    const moves = await env.DB.prepare(
      `SELECT entity, entity_id, changed_fields, actor_email FROM audit_log
       WHERE entity IN ('sportasi', 'licence') AND action = 'update' AND request_id IS ? ORDER BY entity`,
    )
      .bind(confirmed.response.headers.get("x-request-id"))
      .all<{ entity: string; entity_id: string; changed_fields: string; actor_email: string }>();
    expect(moves.results.map((m) => [m.entity, m.entity_id, JSON.parse(m.changed_fields), m.actor_email])).toEqual([
      ["licence", LICENCA_BOZIC, { club_id: { from: SESVETE, to: DUBRAVA } }, "rukomet@demo.test"],
      ["sportasi", BOZIC, { club_id: { from: SESVETE, to: DUBRAVA } }, "rukomet@demo.test"],
    ]);
    // Now RK Dubrava's official reads him, RK Sesvete's no longer does.
    const dubrava = await gql("Sportasi", { authorization: await demoBearer("klub"), variables: { club_id: DUBRAVA } });
    expect(dubrava.body.data.sportasi.map((s: { id: string }) => s.id)).toContain(BOZIC);
    const sesvete = await gql("Sportasi", {
      authorization: await officialOf(SESVETE),
      variables: { club_id: SESVETE },
    });
    expect(sesvete.body.data.sportasi.map((s: { id: string }) => s.id)).not.toContain(BOZIC);
  });

  it("is applied once when two confirmations arrive at once", async () => {
    // The audit log outlives the seed: count what this test adds.
    const movedBefore = await auditCount("sportasi", BOZIC);
    const stepsBefore = await auditCount("transferi", TRANSFER);
    await gql("PrihvatiTransfer", {
      authorization: await officialOf(SESVETE),
      variables: { id: TRANSFER, version: 1 },
    });
    const staff = await demoBearer("rukomet");
    const answers = await Promise.all(
      [0, 1].map(() => gql("PotvrdiTransfer", { authorization: staff, variables: { id: TRANSFER, version: 2 } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0].extensions.code).toBe("version_conflict");
    expect(await transfer()).toMatchObject({ status: "proveden", version: 3 });
    expect((await auditCount("sportasi", BOZIC)) - movedBefore).toBe(1);
    // Agreed, then confirmed and applied in one edit: two entries, the second confirmation none.
    expect((await auditCount("transferi", TRANSFER)) - stepsBefore).toBe(2);
  });
});
