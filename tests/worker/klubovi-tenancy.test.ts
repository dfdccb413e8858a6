// Tenancy of clubs (issue 29, acceptance): an official of RK Dubrava gets 403, and nothing is written, for every
// read and write of RK Zagreb's athletes, licences and details, and for approving a licence; so does staff of
// another federation (staff@demo.test, Zicer Savez), a member, and anonymous (401). RK Zagreb's own official and
// the federation's staff are answered, so the refusals are the club's and not the operation's.
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { OperationName } from "../../shared/graphql/operations";
import { API, fill } from "../../shared/paths";
import { gql, seedDemo } from "./helpers/graphql";
import { LICENCA_ZAGREB, NOVAK, PAVLOVIC, SEZONA_RSZ, ZAGREB, demoBearer, seasonState } from "./helpers/klubovi";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

beforeEach(seedDemo);

const NEW_ATHLETE = {
  club_id: ZAGREB,
  ime: "Tin",
  prezime: "Vidović",
  datum_rodenja: "2012-01-01",
  spol: "M",
  oib: "99900011124",
};

/** Every operation on RK Zagreb's athletes, licences and details, with valid variables. */
const ON_RK_ZAGREB: [OperationName, Record<string, unknown>][] = [
  ["Sportasi", { club_id: ZAGREB }],
  ["Licence", { club_id: ZAGREB }],
  ["DuznosniciKluba", { club_id: ZAGREB }],
  ["Transferi", { club_id: ZAGREB }],
  ["Transferi", { from_club_id: ZAGREB }],
  ["CreateSportas", { object: NEW_ATHLETE }],
  ["ImportSportasi", { objects: [NEW_ATHLETE] }],
  ["UpdateSportas", { id: NOVAK, version: 1, set: { ime: "Dominik" } }],
  // The medical examination (issue 50 item 4): one athlete's, and many at once.
  ["UpdateSportas", { id: NOVAK, version: 1, set: { lijecnicki_do: "2027-01-01" } }],
  ["UpisiLijecnicke", { ids: [NOVAK, PAVLOVIC], lijecnicki_do: "2027-01-01" }],
  ["DeleteSportas", { id: NOVAK, version: 1 }],
  ["ZatraziLicencu", { object: { club_id: ZAGREB, sportas_id: PAVLOVIC, sezona_id: SEZONA_RSZ } }],
  ["ZatraziLicence", { objects: [{ club_id: ZAGREB, sportas_id: PAVLOVIC, sezona_id: SEZONA_RSZ }] }],
  ["OdobriLicencu", { id: LICENCA_ZAGREB, version: 1, set: { status: "odobrena" } }],
  ["OdbijLicencu", { id: LICENCA_ZAGREB, version: 1, set: { status: "odbijena", razlog_odbijanja: "Ne." } }],
  ["OdobriLicence", { ids: [LICENCA_ZAGREB] }],
  ["OdbijLicence", { ids: [LICENCA_ZAGREB], razlog: "Ne." }],
  ["UpdateLicenca", { id: LICENCA_ZAGREB, version: 1, set: { razlog_odbijanja: "Ne." } }],
  ["DeleteLicenca", { id: LICENCA_ZAGREB, version: 1 }],
  ["UpdateKlub", { id: ZAGREB, version: 1, set: { adresa: "Tuđa adresa 1" } }],
  ["DeleteKlub", { id: ZAGREB, version: 1 }],
  ["ZatraziTransfer", { object: { sportas_id: PAVLOVIC, from_club_id: ZAGREB, club_id: ZAGREB, datum: "2026-12-01" } }],
];

const REFUSED = [
  ["an official of RK Dubrava", "klub", 403],
  ["staff of another federation (Zicer Savez)", "staff", 403],
  ["a member", "clan", 403],
  ["anonymous", null, 401],
] as const;

describe("RK Zagreb's athletes, licences and details", () => {
  for (const [who, account, status] of REFUSED) {
    it(`are refused to ${who} (${status}), and nothing is written`, async () => {
      const authorization = account ? await demoBearer(account) : undefined;
      for (const [name, variables] of ON_RK_ZAGREB) {
        const before = await seasonState();
        const { status: got, body } = await gql(name, { authorization, variables });
        expect(got, `${name} ${JSON.stringify(variables)} as ${who}: ${JSON.stringify(body)}`).toBe(status);
        expect(body.errors[0].extensions.code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
        expect(await seasonState(), `${name} as ${who} wrote nothing`).toEqual(before);
      }
    });
  }

  it("are answered to RK Zagreb's own official and to the federation's staff", async () => {
    for (const account of ["klub2", "rukomet"] as const) {
      const authorization = await demoBearer(account);
      const { status, body } = await gql("Sportasi", { authorization, variables: { club_id: ZAGREB } });
      expect(status).toBe(200);
      expect(body.data.sportasi.map((s: { prezime: string }) => s.prezime).sort()).toEqual([
        "Knežević",
        "Novak",
        "Pavlović",
      ]);
    }
    const licences = await gql("Licence", { authorization: await demoBearer("klub2"), variables: { club_id: ZAGREB } });
    expect(licences.body.data.licence).toHaveLength(2);
  });

  it("show an official only their own club's rows when no club is named", async () => {
    const { body } = await gql("Sportasi", { authorization: await demoBearer("klub"), variables: {} });
    expect(new Set(body.data.sportasi.map((s: { club_id: string }) => s.club_id))).toEqual(
      new Set(["70000000-0000-4000-8000-000000000031"]),
    );
  });

  it("are public as a club (its name and details), like a federation", async () => {
    const { status, body } = await gql("Klub", { variables: { slug: "rk-zagreb" } });
    expect(status).toBe(200);
    expect(body.data.klubovi[0]).toMatchObject({ kratki_naziv: "RK Zagreb", oib: "27182818283" });
  });
});

/** RK Zagreb's approved licence of Domagoj Novak (the demo season). */
const LICENCA_NOVAK = "73000000-0000-4000-8000-000000000006";

describe("RK Zagreb's licence card (GET /api/v1/licence/:id/iskaznica)", () => {
  const card = async (account: Parameters<typeof demoBearer>[0] | null) => {
    const headers: Record<string, string> = account ? { authorization: await demoBearer(account) } : {};
    const response = await SELF.fetch(`https://app.test${fill(API.licencaIskaznica, { id: LICENCA_NOVAK })}`, {
      headers,
    });
    return { status: response.status, body: (await response.json()) as { token?: string } };
  };

  for (const [who, account, status] of REFUSED) {
    it(`is refused to ${who}, and no token is given`, async () => {
      const { status: got, body } = await card(account);
      // A licence of another club reads as no licence at all (404) or as a refusal (403): never its token.
      expect(status === 401 ? [401] : [403, 404], who).toContain(got);
      expect(body.token).toBeUndefined();
    });
  }

  it("is given to RK Zagreb's own official and to the federation's staff", async () => {
    for (const account of ["klub2", "rukomet"] as const) {
      const { status, body } = await card(account);
      expect(status, account).toBe(200);
      expect(body.token, account).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
  });
});
