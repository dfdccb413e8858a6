// Medical examinations (issue 50 item 4), on the demo seed (its clock pinned to the seed's day, 2026-11-28):
// RK Dubrava's tajnik (klub@demo.test) records one athlete's date (UpdateSportas, at its version) and many at once
// (UpisiLijecnicke) for the club's athletes, and is refused another club's athlete with nothing written; the
// handball federation's staff (rukomet@demo.test) record for every club of their federation, another federation's
// staff for none of it; every write counts the version up and has its audit row, with the request's id, in the
// same batch. The athlete's own export holds the date and its history; another person's export does not show it.
// No public answer carries it. Then the journey on the demo regatta: VK Trešnjevka adds an athlete,
// requests her licence, the federation approves it, her entry is refused for want of a medical examination with a
// link to where it is recorded, the club records it, and the same entry is accepted.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import leagueSql from "../../worker/seed/demo-lige.sql?raw";
import { forgetRows } from "../../worker/auth/caller-cache";
import { API, ROUTES, fill, lijecnickiOf } from "../../shared/paths";
import { signToken } from "./helpers/auth";
import { fetchWithAssets, standInAssets } from "./helpers/assets";
import { gql, seedDemo } from "./helpers/graphql";
import { BOZIC, DUBRAVA, HORVAT, NOVAK, PAVLOVIC, RSZ, demoBearer, seasonState } from "./helpers/klubovi";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";
import { seedStatements } from "./helpers/demo-lige";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

/** RK Dubrava's athletes besides Luka Horvat: Ivan Kovačević (licensed), Ana Babić (examination run out). */
const KOVACEVIC = "72000000-0000-4000-8000-000000000312";
const BABIC = "72000000-0000-4000-8000-000000000313";
/** Nina Perić of VK Trešnjevka (Zagrebački veslački savez). */
const PERIC = "72000000-0000-4000-8000-000000000211";

const BASE = "https://app.test";

interface Athlete {
  lijecnicki_do: string | null;
  version: number;
}

const athlete = (id: string) =>
  env.DB.prepare("SELECT lijecnicki_do, version FROM sportasi WHERE id = ?").bind(id).first<Athlete>();

interface AuditRow {
  actor_id: number;
  role: string;
  action: string;
  entity_id: string;
  savez_id: string;
  changed_fields: string;
  request_id: string;
}

/** The audit rows about athletes written by the request `requestId`. */
async function auditOf(requestId: string | null): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT actor_id, role, action, entity_id, savez_id, changed_fields, request_id FROM audit_log WHERE entity = 'sportasi' AND request_id = ? ORDER BY entity_id",
  )
    .bind(requestId)
    .all<AuditRow>();
  return results;
}

const medical = (from: string | null, to: string | null) => JSON.stringify({ lijecnicki_do: { from, to } });

describe("an official of RK Dubrava", () => {
  beforeEach(seedDemo);

  it("records one athlete's medical examination at the version read: versioned and audited in its batch", async () => {
    const klub = await demoBearer("klub");
    const { response, status, body } = await gql("UpdateSportas", {
      authorization: klub,
      variables: { id: HORVAT, version: 1, set: { lijecnicki_do: "2027-09-30" } },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await athlete(HORVAT)).toEqual({ lijecnicki_do: "2027-09-30", version: 2 });
    const requestId = response.headers.get("x-request-id");
    expect(await auditOf(requestId)).toEqual([
      {
        actor_id: 5,
        role: "official",
        action: "update",
        entity_id: HORVAT,
        savez_id: RSZ,
        changed_fields: medical("2027-03-01", "2027-09-30"),
        request_id: requestId,
      },
    ]);

    // The version it read is gone: a second save of it changes nothing (409).
    const before = await seasonState();
    const stale = await gql("UpdateSportas", {
      authorization: klub,
      variables: { id: HORVAT, version: 1, set: { lijecnicki_do: "2027-12-31" } },
    });
    expect(stale.status).toBe(409);
    expect(await seasonState()).toEqual(before);
  });

  it("records one date for many of the club's athletes at once, each versioned and audited", async () => {
    const { response, status, body } = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("klub"),
      variables: { ids: [HORVAT, KOVACEVIC, BABIC], lijecnicki_do: "2027-10-31" },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.update_sportasi.affected_rows).toBe(3);
    for (const id of [HORVAT, KOVACEVIC, BABIC]) {
      expect(await athlete(id)).toEqual({ lijecnicki_do: "2027-10-31", version: 2 });
    }
    const requestId = response.headers.get("x-request-id");
    const audit = await auditOf(requestId);
    expect(audit.map((a) => [a.entity_id, a.changed_fields])).toEqual(
      [
        [HORVAT, medical("2027-03-01", "2027-10-31")],
        [KOVACEVIC, medical("2026-12-15", "2027-10-31")],
        [BABIC, medical("2026-05-01", "2027-10-31")],
      ].sort(([a], [b]) => a!.localeCompare(b!)),
    );
    expect(audit.every((a) => a.actor_id === 5 && a.role === "official" && a.action === "update")).toBe(true);

    // The same date again: every athlete holds it, nothing is written twice.
    const again = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("klub"),
      variables: { ids: [HORVAT, KOVACEVIC], lijecnicki_do: "2027-10-31" },
    });
    expect(again.body.data.update_sportasi.affected_rows).toBe(2);
    expect(await auditOf(again.response.headers.get("x-request-id"))).toEqual([]);
    expect(await athlete(HORVAT)).toEqual({ lijecnicki_do: "2027-10-31", version: 2 });
  });

  it("is refused another club's athlete, alone or among the club's own, and nothing is written", async () => {
    const klub = await demoBearer("klub");
    const before = await seasonState();
    const mixed = await gql("UpisiLijecnicke", {
      authorization: klub,
      variables: { ids: [HORVAT, NOVAK], lijecnicki_do: "2027-10-31" },
    });
    expect(mixed.status).toBe(403);
    expect(mixed.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const one = await gql("UpdateSportas", {
      authorization: klub,
      variables: { id: PAVLOVIC, version: 1, set: { lijecnicki_do: "2027-10-31" } },
    });
    expect(one.status).toBe(403);
    expect(await seasonState()).toEqual(before);
  });
});

describe("the federation's staff", () => {
  beforeEach(seedDemo);

  it("record for every club of their federation, and another federation's staff for none of it", async () => {
    const { response, status, body } = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("rukomet"),
      variables: { ids: [HORVAT, NOVAK, BOZIC], lijecnicki_do: "2027-08-31" },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.update_sportasi.affected_rows).toBe(3);
    const audit = await auditOf(response.headers.get("x-request-id"));
    expect(audit.map((a) => [a.entity_id, a.role, a.actor_id])).toEqual(
      [HORVAT, NOVAK, BOZIC].sort().map((id) => [id, "staff", 4]),
    );
    expect(await athlete(BOZIC)).toEqual({ lijecnicki_do: "2027-08-31", version: 2 });

    // One athlete of the staff's federation and one of another's: the request is refused whole.
    const before = await seasonState();
    const across = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("rukomet"),
      variables: { ids: [HORVAT, PERIC], lijecnicki_do: "2027-09-30" },
    });
    expect(across.status).toBe(403);
    // Zicer Savez's staff reach no club of the handball federation.
    const other = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("staff"),
      variables: { ids: [NOVAK], lijecnicki_do: "2027-09-30" },
    });
    expect(other.status).toBe(403);
    const single = await gql("UpdateSportas", {
      authorization: await demoBearer("staff"),
      variables: { id: NOVAK, version: 2, set: { lijecnicki_do: "2027-09-30" } },
    });
    expect(single.status).toBe(403);
    expect(await seasonState()).toEqual(before);
  });
});

interface Export {
  athletes: { id: string; lijecnicki_do: string | null; club_id: string; search_name?: string }[];
  audit: {
    entity: string;
    entity_id: string;
    request_id: string;
    changed_fields: Record<string, unknown>;
    redacted?: string[];
  }[];
}

/** A person's own export (GET /api/v1/me/data) as the account of `email`, verified. */
async function exportOf(sub: string, email: string): Promise<Export> {
  forgetRows();
  const authorization = `Bearer ${await signToken({ sub, email, email_verified: true })}`;
  const response = await SELF.fetch(`${BASE}${API.meData}`, { headers: { authorization } });
  expect(response.status).toBe(200);
  return (await response.json()) as Export;
}

describe("the personal-data export", () => {
  beforeEach(seedDemo);

  it("gives the athlete their examination and its history, and redacts it in another person's", async () => {
    await env.DB.prepare("UPDATE sportasi SET email = 'ana.babic@test.test' WHERE id = ?").bind(BABIC).run();
    const recorded = await gql("UpisiLijecnicke", {
      authorization: await demoBearer("klub"),
      variables: { ids: [BABIC, HORVAT], lijecnicki_do: "2027-10-31" },
    });
    expect(recorded.status).toBe(200);

    // (Audit rows outlive seedDemo: earlier tests' rows about the same athletes are in the export too.)
    const requestId = recorded.response.headers.get("x-request-id");
    const own = await exportOf("ana-babic-uid", "ana.babic@test.test");
    expect(own.athletes).toEqual([
      expect.objectContaining({ id: BABIC, lijecnicki_do: "2027-10-31", club_id: DUBRAVA }),
    ]);
    expect(own.athletes[0]).not.toHaveProperty("search_name");
    const about = own.audit.filter((a) => a.entity === "sportasi");
    expect(about.filter((a) => a.request_id === requestId)).toEqual([
      expect.objectContaining({
        entity_id: BABIC,
        changed_fields: { lijecnicki_do: { from: "2026-05-01", to: "2027-10-31" } },
      }),
    ]);
    expect(about.every((a) => a.entity_id === BABIC && !("redacted" in a))).toBe(true);
    // Luka Horvat's examination is not Ana's to read.
    expect(JSON.stringify(own)).not.toContain(HORVAT);

    // The tajnik who wrote them reads that they did, never the athletes' health data.
    const tajnik = await exportOf("demo-klub-uid", "klub@demo.test");
    const written = tajnik.audit.filter((a) => a.entity === "sportasi" && a.request_id === requestId);
    expect(written.map((a) => a.entity_id).sort()).toEqual([BABIC, HORVAT].sort());
    for (const entry of tajnik.audit.filter((a) => a.entity === "sportasi")) {
      expect(entry.changed_fields).toEqual({ lijecnicki_do: null });
      expect(entry.redacted).toEqual(["lijecnicki_do"]);
    }
    expect(tajnik.athletes).toEqual([]);
    expect(JSON.stringify(tajnik)).not.toContain("2027-10-31");
  });
});

describe("no public answer", () => {
  beforeEach(seedDemo);

  it("carries an athlete's medical examination: GraphQL, the club's JSON and page, the search, the API's description", async () => {
    // Ivan Kovačević's licence is approved: the public club lists him (by name), and his examination runs out on
    // 15 December.
    expect((await gql("Sportasi", { variables: { club_id: DUBRAVA } })).status).toBe(401);
    expect((await gql("Sportasi", { authorization: await demoBearer("clan"), variables: {} })).status).toBe(403);

    const club = await SELF.fetch(`${BASE}${fill(API.klub, { slug: "rk-dubrava" })}`);
    const json = await club.text();
    expect(json).toContain("Kovačević");
    const page = await fetchWithAssets(
      fill(ROUTES.klub, { slug: "rk-dubrava" }),
      standInAssets(
        () =>
          new Response('<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>', {
            headers: { "content-type": "text/html; charset=utf-8" },
          }),
      ),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Kovačević");

    forgetRows();
    const search = await SELF.fetch(`${BASE}${API.sportasiPretraga}?savez=${RSZ}&q=kovac`, {
      headers: { authorization: await demoBearer("klub2") },
    });
    expect(search.status).toBe(200);
    const found = await search.text();
    expect(found).toContain("Kovačević");

    const openapi = await (await SELF.fetch(`${BASE}/api/v1/openapi.json`)).text();
    for (const [what, text] of [
      ["club JSON", json],
      ["club page", html],
      ["athletes' search", found],
      ["OpenAPI", openapi],
    ] as const) {
      expect(text, what).not.toMatch(/lijecnicki|liječnički|2026-12-15|15\. 12\. 2026\./i);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The journey on the demo regatta (worker/seed/demo-prijave.sql, on 12 January 2027)
// ---------------------------------------------------------------------------------------------------------------

const JUNIORKE = "82000000-0000-4000-8000-000000000001";
const TRESNJEVKA = "70000000-0000-4000-8000-000000000021";
const SEZONA_ZVS = "50000000-0000-4000-8000-000000000022";

async function veslanje(): Promise<string> {
  forgetRows();
  return `Bearer ${await signToken({ sub: "demo-veslanje-uid", email: "veslanje@demo.test", email_verified: true })}`;
}

async function enter(authorization: string, sportas: string) {
  const response = await SELF.fetch(`${BASE}/api/v1/prijave/discipline/${JUNIORKE}/nastupi`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ club_id: TRESNJEVKA, sportasi: [sportas] }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a licensed athlete without a medical examination", () => {
  beforeEach(async () => {
    await seedDemo();
    for (const file of [leagueSql, entriesSql]) {
      await env.DB.batch(seedStatements(file).map((s) => env.DB.prepare(s)));
    }
    forgetRows();
  });

  it("is refused an entry with a link to where it is recorded, and accepted once the club records it", async () => {
    const club = await veslanje();
    // The club adds her, and asks for her licence; the federation approves it.
    const added = await gql("CreateSportas", {
      authorization: club,
      variables: {
        object: {
          club_id: TRESNJEVKA,
          ime: "Mia",
          prezime: "Lovrić",
          datum_rodenja: "2010-04-04",
          spol: "Z",
          oib_napomena: "Strana državljanka",
        },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const mia = added.body.data.insert_sportasi_one.id as string;
    const asked = await gql("ZatraziLicencu", {
      authorization: club,
      variables: { object: { club_id: TRESNJEVKA, sportas_id: mia, sezona_id: SEZONA_ZVS } },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const approved = await gql("OdobriLicence", {
      authorization: await demoBearer("admin"),
      variables: { ids: [asked.body.data.insert_licence_one.id] },
    });
    expect(approved.body.data.update_licence.affected_rows).toBe(1);

    // Her entry: refused at her field, saying where to fix it.
    const refused = await enter(club, mia);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: {
        code: "entry_refused",
        message: "Mia Lovrić nema upisan liječnički pregled.",
        details: { "sportasi.0": ["Mia Lovrić nema upisan liječnički pregled."] },
        fixes: { "sportasi.0": [{ href: lijecnickiOf(mia), text: "Upiši liječnički pregled: Mia Lovrić" }] },
      },
    });
    expect(lijecnickiOf(mia)).toBe(`${ROUTES.lijecnicki}?sportas=${mia}`);

    // An examination that runs out before the regatta (12 January) is refused with the same link.
    expect(
      (await gql("UpisiLijecnicke", { authorization: club, variables: { ids: [mia], lijecnicki_do: "2027-01-11" } }))
        .status,
    ).toBe(200);
    const early = await enter(club, mia);
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({
      message: "Mia Lovrić: liječnički pregled vrijedi do 11. 1. 2027., a natjecanje je 12. 1. 2027.",
      fixes: { "sportasi.0": [{ href: lijecnickiOf(mia) }] },
    });

    // The club records it valid on the regatta's day: the same entry is accepted.
    const recorded = await gql("UpdateSportas", {
      authorization: club,
      variables: { id: mia, version: 2, set: { lijecnicki_do: "2027-11-30" } },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const accepted = await enter(club, mia);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ status: "prihvacena" });
    const entered = await env.DB.prepare(
      "SELECT count(*) AS n FROM nastupi_clanovi WHERE sportas_id = ? AND disciplina_id = ? AND aktivan = 1",
    )
      .bind(mia, JUNIORKE)
      .first<{ n: number }>();
    expect(entered?.n).toBe(1);
  });
});
