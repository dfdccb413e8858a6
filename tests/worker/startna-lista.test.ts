// Issue 16: a competition's start list. Staff build it from their federation's stored competitors (several
// at once, all or nothing) and remove them (to 'Obrisano'); the public competition page names them, name and
// team. Another federation's competitor, a competitor twice, or another federation's competition are refused
// and nothing is written.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API, fill } from "../../shared/paths";
import type { JavnoNatjecanjeDetalji } from "../../shared/schemas/javno";
import { T_JAVNO } from "../../shared/texts";
import { snapshot } from "./catalogue/support";
import { SAVEZ_A, SAVEZ_B, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { REGATA } from "./helpers/matrix";

const competitor = (id: string, ime: string, prezime: string, team: string, savez: string) =>
  env.DB.prepare(
    "INSERT INTO natjecatelji (id, ime, prezime, team, match_key, savez_id) VALUES (?, ?, ?, ?, ?, ?)",
  ).bind(id, ime, prezime, team, `${ime}|${prezime}|${team}`.toLowerCase(), savez);

const ANA = "a1000000-0000-4000-8000-000000000001";
const IVO = "a1000000-0000-4000-8000-000000000002";
const TUDI = "a1000000-0000-4000-8000-000000000003";

async function publicList(): Promise<JavnoNatjecanjeDetalji["prijavljeni"]> {
  const response = await SELF.fetch(`https://app.test${fill(API.javnoNatjecanje, { id: REGATA })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as JavnoNatjecanjeDetalji).prijavljeni;
}

beforeAll(async () => {
  await seedDemo();
  await env.DB.batch([
    competitor(ANA, "Ana", "Kovač", "HVK Mladost", SAVEZ_A),
    competitor(IVO, "Ivo", "Babić", "VK Croatia", SAVEZ_A),
    competitor(TUDI, "Tin", "Tuđi", "VK Drugi", SAVEZ_B),
  ]);
});

describe("start list", () => {
  it("staff add several competitors at once; the public page names them, name and team", async () => {
    expect(await publicList()).toEqual([]);
    const staff = await bearer("staff");
    const { status, body } = await gql("InsertPrijave", {
      authorization: staff,
      variables: {
        objects: [
          { natjecanje_id: REGATA, natjecatelj_id: ANA },
          { natjecanje_id: REGATA, natjecatelj_id: IVO },
        ],
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.insert_natjecanja_natjecatelji.affected_rows).toBe(2);
    expect(await publicList()).toEqual([
      { ime: "Ana", prezime: "Kovač", team: "HVK Mladost" },
      { ime: "Ivo", prezime: "Babić", team: "VK Croatia" },
    ]);
    const rows = await env.DB.prepare("SELECT savez_id, version FROM natjecanja_natjecatelji").all();
    expect(rows.results).toEqual([
      { savez_id: SAVEZ_A, version: 1 },
      { savez_id: SAVEZ_A, version: 1 },
    ]);
    const audits = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE entity = 'natjecanja_natjecatelji' AND action = 'create'",
    ).first<{ n: number }>();
    expect(audits!.n).toBe(2);
  });

  it("refuses another federation's competitor, one already on the list, and another federation's competition", async () => {
    const staff = await bearer("staff");
    const staffB = await bearer("staff-b");
    const before = await snapshot();
    const foreign = await gql("InsertPrijave", {
      authorization: staff,
      variables: { objects: [{ natjecanje_id: REGATA, natjecatelj_id: TUDI }] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].extensions.fields).toEqual({ "objects.0.natjecatelj_id": [T_JAVNO.drugiSavez] });
    const twice = await gql("InsertPrijave", {
      authorization: staff,
      variables: { objects: [{ natjecanje_id: REGATA, natjecatelj_id: ANA }] },
    });
    expect(twice.status).toBe(400);
    const theirs = await gql("InsertPrijave", {
      authorization: staffB,
      variables: { objects: [{ natjecanje_id: REGATA, natjecatelj_id: TUDI }] },
    });
    expect(theirs.status).toBe(403);
    const none = await gql("InsertPrijave", { authorization: staff, variables: { objects: [] } });
    expect(none.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await publicList()).toHaveLength(2);
  });

  it("staff remove one (to 'Obrisano'); a competitor moved to 'Obrisano' leaves the public list too", async () => {
    const staff = await bearer("staff");
    const { body } = await gql("StartnaLista", { authorization: staff, variables: { natjecanje_id: REGATA } });
    const rows = body.data.natjecanja_natjecatelji as { id: string; natjecatelj_id: string; version: number }[];
    expect(rows.map((r) => r.natjecatelj_id).sort()).toEqual([ANA, IVO]);
    const ivo = rows.find((r) => r.natjecatelj_id === IVO)!;
    const removed = await gql("DeletePrijava", {
      authorization: staff,
      variables: { id: ivo.id, version: ivo.version },
    });
    expect(removed.status).toBe(200);
    expect(await publicList()).toEqual([{ ime: "Ana", prezime: "Kovač", team: "HVK Mladost" }]);
    // Added again after removal: allowed (the removed row is in 'Obrisano').
    const again = await gql("InsertPrijave", {
      authorization: staff,
      variables: { objects: [{ natjecanje_id: REGATA, natjecatelj_id: IVO }] },
    });
    expect(again.status).toBe(200);
    await env.DB.prepare("UPDATE natjecatelji SET deleted_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), ANA)
      .run();
    expect(await publicList()).toEqual([{ ime: "Ivo", prezime: "Babić", team: "VK Croatia" }]);
  });

  it("is readable by anyone through the competition's page, not as a list of people", async () => {
    const anonymous = await gql("StartnaLista", { variables: { natjecanje_id: REGATA } });
    expect(anonymous.status).toBe(200);
    // GraphQL shows ids only; names stay with the competitors, which only staff read.
    expect(Object.keys(anonymous.body.data.natjecanja_natjecatelji[0]).sort()).toEqual([
      "id",
      "natjecatelj_id",
      "version",
    ]);
    expect((await gql("Natjecatelji", { variables: { savez_id: SAVEZ_A } })).status).toBe(401);
  });
});
