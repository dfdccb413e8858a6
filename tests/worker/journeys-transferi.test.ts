// Issue 50, item 6: RK Dubrava asked RK Sesvete for Josip Božić (the demo's pending transfer), and its own list
// showed the athlete as "—": a club's officials read only their club's athletes. GET /api/v1/transferi/sportasi
// names the athletes of the transfers the caller may act on: both clubs' officials (their clubs' transfers) and
// the federation's staff and admins (every transfer of it); nobody else.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../shared/paths";
import { gql, seedDemo } from "./helpers/graphql";
import { BOZIC, DUBRAVA, RSZ, SESVETE, ZAGREB, demoBearer, officialOf } from "./helpers/klubovi";

const names = async (authorization: string | null, savez = RSZ) => {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const response = await SELF.fetch(`https://app.test${API.transferiSportasi}?savez=${savez}`, { headers });
  return { status: response.status, body: (await response.json()) as { sportasi?: unknown[] } };
};

const BOZIC_NAME = { id: BOZIC, ime: "Josip", prezime: "Božić" };

beforeAll(seedDemo);

describe("a transfer's athlete for whoever acts on it", () => {
  it("is named to the club that asked for him, whose own athletes' read does not hold him", async () => {
    const dubrava = await demoBearer("klub");
    // Why the list said "—": the asking club's read of athletes is its own club's.
    const own = await gql("Sportasi", { authorization: dubrava, variables: { club_id: DUBRAVA, savez_id: RSZ } });
    expect(JSON.stringify(own.body)).not.toContain(BOZIC);
    expect(await names(dubrava)).toEqual({ status: 200, body: { sportasi: [BOZIC_NAME] } });
  });

  it("is named to the releasing club and to the federation's staff and admins", async () => {
    expect((await names(await officialOf(SESVETE))).body.sportasi).toEqual([BOZIC_NAME]);
    expect((await names(await demoBearer("rukomet"))).body.sportasi).toEqual([BOZIC_NAME]);
    expect((await names(await demoBearer("admin"))).body.sportasi).toEqual([BOZIC_NAME]);
  });

  it("is not named to a club with no part in it, another federation's staff, or anonymous callers", async () => {
    expect(await names(await officialOf(ZAGREB))).toEqual({ status: 200, body: { sportasi: [] } });
    expect((await names(await demoBearer("staff"))).status).toBe(403);
    expect((await names(await demoBearer("clan"))).status).toBe(403);
    expect((await names(null)).status).toBe(401);
    expect((await names(await demoBearer("klub"), "")).status).toBe(400);
  });
});
