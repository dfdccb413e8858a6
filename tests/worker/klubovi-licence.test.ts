// Licences (issue 29): at most one live licence per athlete, season and federation (the database's partial unique
// index, answered as a field error), a club only requests (never decides), the licence's athlete is of its club,
// and the federation's bulk decisions from the queue: one batch, each decision audited, another federation's
// licence refusing the whole request.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { gql, seedDemo } from "./helpers/graphql";
import {
  DUBRAVA,
  HORVAT,
  LICENCA_DUBRAVA,
  LICENCA_VESLANJE,
  LICENCA_ZAGREB,
  PAVLOVIC,
  SEZONA_RSZ,
  demoBearer,
  seasonState,
} from "./helpers/klubovi";

beforeEach(seedDemo);

const licence = (id: string) =>
  env.DB.prepare("SELECT status, razlog_odbijanja, odlucio, odluceno_at, version FROM licence WHERE id = ?")
    .bind(id)
    .first();

describe("a licence request", () => {
  it("is refused while the athlete holds a live licence for the season, and accepted once it is rejected", async () => {
    const klub = await demoBearer("klub");
    const request = { object: { club_id: DUBRAVA, sportas_id: HORVAT, sezona_id: SEZONA_RSZ } };
    const before = await seasonState();
    const taken = await gql("ZatraziLicencu", { authorization: klub, variables: request });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0].extensions.fields).toEqual({
      "object.sportas_id": ["Sportaš već ima licencu za ovu sezonu."],
    });
    expect(await seasonState()).toEqual(before);

    const rejected = await gql("OdbijLicencu", {
      authorization: await demoBearer("rukomet"),
      variables: { id: LICENCA_DUBRAVA, version: 1, set: { status: "odbijena", razlog_odbijanja: "Bez pregleda." } },
    });
    expect(rejected.status).toBe(200);
    expect(await licence(LICENCA_DUBRAVA)).toMatchObject({
      status: "odbijena",
      razlog_odbijanja: "Bez pregleda.",
      odlucio: 4,
      odluceno_at: expect.any(String),
    });
    const again = await gql("ZatraziLicencu", { authorization: klub, variables: request });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("is the club's to make, the decision the federation's", async () => {
    const klub = await demoBearer("klub");
    const before = await seasonState();
    const decided = await gql("ZatraziLicencu", {
      authorization: klub,
      variables: { object: { club_id: DUBRAVA, sportas_id: HORVAT, sezona_id: SEZONA_RSZ, status: "odobrena" } },
    });
    expect(decided.status).toBe(403);
    const approve = await gql("OdobriLicencu", {
      authorization: klub,
      variables: { id: LICENCA_DUBRAVA, version: 1, set: { status: "odobrena" } },
    });
    expect(approve.status).toBe(403);
    expect(await seasonState()).toEqual(before);
  });

  it("names an athlete of the requesting club", async () => {
    const answer = await gql("ZatraziLicencu", {
      authorization: await demoBearer("klub"),
      variables: { object: { club_id: DUBRAVA, sportas_id: PAVLOVIC, sezona_id: SEZONA_RSZ } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.fields).toEqual({ "object.sportas_id": ["Sportaš nije član tog kluba."] });
  });
});

describe("the queue's bulk decisions", () => {
  it("approve every requested licence named, in one write, each audited", async () => {
    const staff = await demoBearer("rukomet");
    const audits = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = 'licence'").first<{ n: number }>())!.n;
    const before = await audits();
    const answer = await gql("OdobriLicence", {
      authorization: staff,
      variables: { ids: [LICENCA_DUBRAVA, LICENCA_ZAGREB] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.update_licence.affected_rows).toBe(2);
    for (const id of [LICENCA_DUBRAVA, LICENCA_ZAGREB]) {
      expect(await licence(id)).toMatchObject({ status: "odobrena", odlucio: 4, version: 2 });
    }
    expect((await audits()) - before).toBe(2);
    // Decided already: a second approval decides nothing.
    const again = await gql("OdobriLicence", { authorization: staff, variables: { ids: [LICENCA_DUBRAVA] } });
    expect(again.body.data.update_licence.affected_rows).toBe(0);
  });

  it("reject with the reason, and refuse the whole request when one licence is another federation's", async () => {
    const staff = await demoBearer("rukomet");
    const before = await seasonState();
    const mixed = await gql("OdbijLicence", {
      authorization: staff,
      variables: { ids: [LICENCA_DUBRAVA, LICENCA_VESLANJE], razlog: "Nepotpuna dokumentacija." },
    });
    expect(mixed.status).toBe(403);
    expect(await seasonState()).toEqual(before);
    const rejected = await gql("OdbijLicence", {
      authorization: staff,
      variables: { ids: [LICENCA_DUBRAVA, LICENCA_ZAGREB], razlog: "Nepotpuna dokumentacija." },
    });
    expect(rejected.body.data.update_licence.affected_rows).toBe(2);
    expect(await licence(LICENCA_ZAGREB)).toMatchObject({
      status: "odbijena",
      razlog_odbijanja: "Nepotpuna dokumentacija.",
    });
  });
});

describe("a season", () => {
  it("is active at most once per federation", async () => {
    const staff = await demoBearer("rukomet");
    const season = { naziv: "2027./2028.", datum_od: "2027-09-01", datum_do: "2028-06-30", licence_od: "2027-07-01" };
    const before = await seasonState();
    const second = await gql("CreateSezona", {
      authorization: staff,
      variables: { object: { ...season, status: "aktivna" } },
    });
    expect(second.status).toBe(400);
    expect(second.body.errors[0].extensions.fields).toEqual({ "object.savez_id": ["Savez već ima aktivnu sezonu."] });
    expect(await seasonState()).toEqual(before);
    const upcoming = await gql("CreateSezona", { authorization: staff, variables: { object: season } });
    expect(upcoming.status).toBe(200);
  });
});
