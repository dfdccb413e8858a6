// Finding an athlete of another club for a transfer (issue 29, item 7: "an official of the receiving club
// asks"): GET /api/v1/sportasi/pretraga searches one federation's athletes by part of their name, for the
// officials of its clubs, its staff and admins, and shows only the name, the club and the year of birth. An
// official of another federation's club, staff of another federation and a member are refused; anonymous must
// sign in; a search of one letter is refused as too short.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../shared/paths";
import { seedDemo } from "./helpers/graphql";
import { BOZIC, RSZ, SESVETE, ZVS, demoBearer } from "./helpers/klubovi";

const BASE = "https://app.test";
const search = async (savez: string, q: string, authorization?: string) => {
  const response = await SELF.fetch(
    `${BASE}${API.sportasiPretraga}?savez=${encodeURIComponent(savez)}&q=${encodeURIComponent(q)}`,
    { headers: authorization ? { authorization } : {} },
  );
  return { status: response.status, body: (await response.json()) as { sportasi?: Record<string, unknown>[] } };
};

beforeAll(seedDemo);

describe("the athletes' search for a transfer", () => {
  it("finds another club's athlete of the federation for an official, diacritics ignored, with name, club and year only", async () => {
    const { status, body } = await search(RSZ, "bozic", await demoBearer("klub"));
    expect(status).toBe(200);
    const found = body.sportasi!.find((s) => s.id === BOZIC);
    expect(found).toEqual({
      id: BOZIC,
      ime: "Josip",
      prezime: "Božić",
      godina_rodenja: expect.any(Number),
      klub: { id: SESVETE, naziv: "Rukometni klub Sesvete" },
    });
    // Nothing else of the athlete: no OIB, date of birth, email or photo.
    for (const s of body.sportasi!)
      expect(Object.keys(s).sort()).toEqual(["id", "ime", "klub", "godina_rodenja", "prezime"].sort());
  });

  it("finds by part of a first name too, and at most twenty", async () => {
    const { status, body } = await search(RSZ, "josi", await demoBearer("klub"));
    expect(status).toBe(200);
    expect(body.sportasi!.map((s) => s.id)).toContain(BOZIC);
    expect(body.sportasi!.length).toBeLessThanOrEqual(20);
  });

  it("answers the federation's staff and admins", async () => {
    for (const who of ["rukomet", "admin"] as const) {
      const { status, body } = await search(RSZ, "Božić", await demoBearer(who));
      expect(status, who).toBe(200);
      expect(
        body.sportasi!.map((s) => s.id),
        who,
      ).toContain(BOZIC);
    }
  });

  it("refuses an official searching another federation, staff of another federation and a member; anonymous signs in", async () => {
    expect((await search(ZVS, "ivan", await demoBearer("klub"))).status).toBe(403);
    expect((await search(RSZ, "bozic", await demoBearer("staff"))).status).toBe(403);
    expect((await search(RSZ, "bozic", await demoBearer("clan"))).status).toBe(403);
    const anonymous = await search(RSZ, "bozic");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.sportasi).toBeUndefined();
  });

  it("refuses a search of one letter (the whole federation is not listed)", async () => {
    const { status, body } = await search(RSZ, "b", await demoBearer("klub"));
    expect(status).toBe(400);
    expect(body.sportasi).toBeUndefined();
  });

  it("takes % and _ in the text literally", async () => {
    const { status, body } = await search(RSZ, "%%", await demoBearer("klub"));
    expect(status).toBe(200);
    expect(body.sportasi).toEqual([]);
  });
});
