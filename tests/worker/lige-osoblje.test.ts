// What the staff's 'Lige saveza' screen needs of the API (issue 31), on the demo league: the federation's rule
// set versions for its staff (GET /api/v1/lige/pravila?savez_id=…; refused to others), and a group made in the
// demo competition under the demo's rule set, with a team of a demo club: the seed's ids are fixed ids
// ('l0000000-…'), not v4 UUIDs, and the league's inputs take them.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, signToken } from "./helpers/auth";
import { seedDemoLeague } from "./helpers/demo-lige";

const RUKOMETNI_SAVEZ = "b0000000-0000-4000-8000-000000000003";
const LIGA = "l0000000-0000-4000-8000-000000000001";
const PRAVILA = "l0000000-0000-4000-8000-000000000002";
const SKUPINA = "l0000000-0000-4000-8000-000000000003";

beforeAll(seedDemoLeague);

const rukomet = async () =>
  `Bearer ${await signToken({ sub: "demo-rukomet-uid", email: "rukomet@demo.test", email_verified: true })}`;

async function request(method: string, path: string, authorization: string, body?: unknown) {
  const headers: Record<string, string> = { authorization };
  if (body !== undefined) headers["content-type"] = "application/json";
  return SELF.fetch(`https://app.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("the staff's league screen's API", () => {
  it("lists the federation's rule set versions to its staff, and to no one else", async () => {
    const path = `/api/v1/lige/pravila?savez_id=${RUKOMETNI_SAVEZ}`;
    const answer = await request("GET", path, await rukomet());
    expect(answer.status).toBe(200);
    const { pravila } = (await answer.json()) as { pravila: { id: string; naziv: string; verzija: number }[] };
    expect(pravila).toContainEqual({ id: PRAVILA, naziv: "Rukomet (HRS)", osnova_id: PRAVILA, verzija: 1 });
    expect((await request("GET", path, await bearer("member"))).status).toBe(403);
    // Staff of another federation are not this one's.
    expect((await request("GET", path, await bearer("staff"))).status).toBe(403);
    expect((await request("GET", "/api/v1/lige/pravila?savez_id=nije-id", await rukomet())).status).toBe(400);
    expect((await SELF.fetch(`https://app.test${path}`)).status).toBe(401);
  });

  it("makes a group in the demo competition under the demo rule set, with a demo club's team", async () => {
    const auth = await rukomet();
    const demo = (await (await request("GET", `/api/v1/lige/skupine/${SKUPINA}`, auth)).json()) as {
      ekipe: { naziv: string; club_id: string }[];
    };
    const dubrava = demo.ekipe.find((e) => e.naziv === "RK Dubrava")!.club_id;

    const created = await request("POST", "/api/v1/lige/skupine", auth, {
      natjecanje_id: LIGA,
      naziv: "Skupina B",
      pravila_id: PRAVILA,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const team = await request("POST", `/api/v1/lige/skupine/${id}/ekipe`, auth, {
      naziv: "RK Dubrava II",
      club_id: dubrava,
    });
    expect(team.status, await team.clone().text()).toBe(200);
    const chosen = await request("POST", `/api/v1/lige/skupine/${id}/pravila`, auth, { pravila_id: PRAVILA });
    expect(chosen.status, await chosen.clone().text()).toBe(200);

    const liga = (await (await request("GET", `/api/v1/lige/natjecanja/${LIGA}`, auth)).json()) as {
      skupine: { naziv: string; ekipe: { naziv: string }[] }[];
    };
    expect(liga.skupine.map((s) => [s.naziv, s.ekipe.length])).toEqual([
      ["Skupina A", 6],
      ["Skupina B", 1],
    ]);
  });
});
