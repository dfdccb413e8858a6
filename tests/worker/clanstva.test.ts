// The membership register (issue 15): numbers from each federation's sequence, types from its list, versions
// and audit rows on every write, 'Obnovi', 'Suspendiraj' with a reason, 'Aktiviraj', the register's search,
// filters and keyset pages, an import that is all or nothing, and the link to an account by verified email.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { T_MEMBERSHIP } from "../../shared/texts";
import { SAVEZ_A, SAVEZ_B, TEST_USERS, bearer, signToken } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP } from "./helpers/matrix";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";

// The register's "expiring within 30 days" is read against the demo's cards (the Gold one runs to 2026-12-31):
// this file stands on the day the seed's dates were written for.
pinClock(SEED_INSTANT);

beforeEach(seedDemo);

const member = (overrides: Record<string, unknown> = {}) => ({ ...NEW_MEMBERSHIP, ...overrides });

async function issue(authorization: string, overrides: Record<string, unknown> = {}) {
  return gql("CreateClanstvo", { authorization, variables: { object: member(overrides) } });
}

async function row(id: string) {
  return env.DB.prepare("SELECT * FROM memberships WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("issuing a membership", () => {
  it("gives each new membership the next number of its federation's sequence, version 1 and an audit row", async () => {
    const staff = await bearer("staff");
    const first = await issue(staff);
    const second = await issue(staff, { first_name: "Petra", email: "PETRA@Test.test" });
    expect(first.status).toBe(200);
    expect(first.body.data.insert_memberships_one.number).toBe("ZS-00001");
    expect(second.body.data.insert_memberships_one.number).toBe("ZS-00002");
    const stored = await row(second.body.data.insert_memberships_one.id);
    expect(stored).toMatchObject({ email: "petra@test.test", status: "aktivna", version: 1, savez_id: SAVEZ_A });
    const audit = await env.DB.prepare("SELECT action, entity, savez_id FROM audit_log WHERE entity_id = ?")
      .bind(stored!.id)
      .all();
    expect(audit.results).toEqual([{ action: "create", entity: "memberships", savez_id: SAVEZ_A }]);
    // Federation B's sequence is its own.
    const admin = await bearer("admin");
    const other = await issue(admin, { savez_id: SAVEZ_B });
    expect(other.body.data.insert_memberships_one.number).toBe("ZVS-00001");
  });

  it("refuses a type the federation does not issue, and a number from anyone but an admin", async () => {
    const staff = await bearer("staff");
    const badType = await issue(staff, { type: "Platinum" });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].extensions.fields).toEqual({
      "object.type": [T_MEMBERSHIP.badType(["Gold", "Silver", "Bronze"])],
    });
    const number = await issue(staff, { number: "ZS-99999" });
    expect(number.status).toBe(400);
    expect(number.body.errors[0].extensions.fields).toEqual({ "object.number": [T_MEMBERSHIP.numberAdminOnly] });
    const admin = await issue(await bearer("admin"), { number: "ZS-99999" });
    expect(admin.body.data.insert_memberships_one.number).toBe("ZS-99999");
    const taken = await issue(await bearer("admin"), { number: "ZS-99999" });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0].extensions.fields).toEqual({ "object.number": [T_MEMBERSHIP.numberTaken] });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM memberships").first()).toEqual({ n: 3 });
  });

  it("lets only an admin change a number", async () => {
    const id = (await issue(await bearer("staff"))).body.data.insert_memberships_one.id;
    const staffEdit = await gql("UpdateClanstvo", {
      authorization: await bearer("staff"),
      variables: { id, version: 1, set: { number: "ZS-7" } },
    });
    expect(staffEdit.status).toBe(400);
    expect(staffEdit.body.errors[0].extensions.fields).toEqual({ "_set.number": [T_MEMBERSHIP.numberAdminOnly] });
    const adminEdit = await gql("UpdateClanstvo", {
      authorization: await bearer("admin"),
      variables: { id, version: 1, set: { number: "ZS-7" } },
    });
    expect(adminEdit.status).toBe(200);
    expect(await row(id)).toMatchObject({ number: "ZS-7", version: 2 });
  });
});

describe("Obnovi, Suspendiraj, Aktiviraj", () => {
  it("renews, suspends with a required reason and activates, each a new version with its audit row", async () => {
    const staff = await bearer("staff");
    const id = (await issue(staff)).body.data.insert_memberships_one.id;
    const renew = await gql("ObnoviClanstvo", {
      authorization: staff,
      variables: { id, version: 1, set: { valid_from: "2027-01-01", expiry: "2027-12-31" } },
    });
    expect(renew.status).toBe(200);
    const noReason = await gql("SuspendirajClanstvo", {
      authorization: staff,
      variables: { id, version: 2, set: { status: "suspendirana", suspension_reason: "  " } },
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors[0].extensions.fields)).toEqual(["set.suspension_reason"]);
    const suspend = await gql("SuspendirajClanstvo", {
      authorization: staff,
      variables: { id, version: 2, set: { status: "suspendirana", suspension_reason: "Neplaćena članarina" } },
    });
    expect(suspend.status).toBe(200);
    expect(await row(id)).toMatchObject({
      status: "suspendirana",
      suspension_reason: "Neplaćena članarina",
      version: 3,
    });
    // A suspension through the general edit needs its reason too.
    const generic = await gql("UpdateClanstvo", {
      authorization: staff,
      variables: { id, version: 3, set: { status: "suspendirana" } },
    });
    expect(generic.status).toBe(400);
    const activate = await gql("AktivirajClanstvo", {
      authorization: staff,
      variables: { id, version: 3, set: { status: "aktivna" } },
    });
    expect(activate.status).toBe(200);
    expect(await row(id)).toMatchObject({
      status: "aktivna",
      suspension_reason: null,
      valid_from: "2027-01-01",
      expiry: "2027-12-31",
      version: 4,
    });
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY at, rowid")
      .bind(id)
      .all();
    expect(actions.results.map((r) => r.action)).toEqual(["create", "update", "update", "update"]);
    // A stale version changes nothing.
    const stale = await gql("AktivirajClanstvo", {
      authorization: staff,
      variables: { id, version: 1, set: { status: "aktivna" } },
    });
    expect(stale.status).toBe(409);
  });

  it("keeps staff of another federation out of the register", async () => {
    const id = (await issue(await bearer("staff"))).body.data.insert_memberships_one.id;
    const other = await bearer("staff-b");
    const suspend = await gql("SuspendirajClanstvo", {
      authorization: other,
      variables: { id, version: 1, set: { status: "suspendirana", suspension_reason: "x" } },
    });
    expect(suspend.status).toBe(403);
    expect((await gql("Clanstva", { authorization: other, variables: { savez_id: SAVEZ_A } })).status).toBe(403);
    expect(
      (await gql("Clanstva", { authorization: await bearer("member"), variables: { savez_id: SAVEZ_A } })).status,
    ).toBe(403);
    expect(await row(id)).toMatchObject({ status: "aktivna", version: 1 });
  });
});

describe("the register's list", () => {
  it("searches, filters by type, status and expiry, and pages by surname with a keyset", async () => {
    const admin = await bearer("admin");
    const today = new Date().toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const objects = [
      member({ first_name: "Ana", last_name: "Đurić", email: "ana@t.test", type: "Gold", expiry: "2099-12-31" }),
      member({
        first_name: "Bruno",
        last_name: "Babić",
        email: "bruno@t.test",
        type: "Bronze",
        valid_from: "2020-01-01",
        expiry: "2020-12-31",
      }),
      member({
        first_name: "Cvita",
        last_name: "Cvitić",
        email: "cvita@t.test",
        type: "Silver",
        valid_from: today,
        expiry: soon,
      }),
      member({
        first_name: "Dora",
        last_name: "Anić",
        email: "dora@t.test",
        type: "Gold",
        expiry: "2099-12-31",
        status: "suspendirana",
        suspension_reason: "Stegovni postupak",
      }),
    ];
    expect((await gql("ImportClanstva", { authorization: admin, variables: { objects } })).status).toBe(200);
    const staff = await bearer("staff");
    const list = async (variables: Record<string, unknown>) => {
      const { status, body } = await gql("Clanstva", {
        authorization: staff,
        variables: { savez_id: SAVEZ_A, ...variables },
      });
      expect(status).toBe(200);
      return (body.data.memberships_register as { last_name: string }[]).map((m) => m.last_name);
    };
    // Ordered by surname without diacritics (the demo's Horvat twice among them).
    expect(await list({})).toEqual(["Anić", "Babić", "Cvitić", "Đurić", "Horvat", "Horvat"]);
    expect(await list({ search: "durić" })).toEqual(["Đurić"]);
    expect(await list({ search: "ZS-00002" })).toEqual(["Babić"]);
    expect(await list({ search: "CVITA@t.test" })).toEqual(["Cvitić"]);
    expect(await list({ type: "Gold" })).toEqual(["Anić", "Đurić", "Horvat"]);
    expect(await list({ status: "suspendirana" })).toEqual(["Anić"]);
    // The demo's Silver card expired on 2026-06-30.
    expect(await list({ status: "istekla" })).toEqual(["Babić", "Horvat"]);
    expect(await list({ expiring: true })).toEqual(["Cvitić"]);
    // Keyset pages: two at a time, each after the last row of the one before.
    const { body: page1 } = await gql("Clanstva", { authorization: staff, variables: { savez_id: SAVEZ_A, limit: 2 } });
    const after = page1.data.memberships_register[1].id;
    const { body: page2 } = await gql("Clanstva", {
      authorization: staff,
      variables: { savez_id: SAVEZ_A, limit: 2, after },
    });
    expect(page2.data.memberships_register.map((m: { last_name: string }) => m.last_name)).toEqual(["Cvitić", "Đurić"]);
    expect(page1.data.membership_register_settings).toEqual({
      savez_id: SAVEZ_A,
      prefix: "ZS",
      next_number: 5,
      types: ["Gold", "Silver", "Bronze"],
    });
  });

  it("imports all or nothing: a row that fails inside the commit leaves zero rows and the sequence unmoved", async () => {
    const staff = await bearer("staff");
    const audits = () => env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = 'memberships'").first();
    const auditsBefore = await audits();
    const objects = Array.from({ length: 5000 }, (_, i) =>
      member({ first_name: i === 2500 ? "Kvar" : `Ime${i}`, email: `clan${i}@t.test` }),
    );
    // Stands for what only the commit can find (another import taking the same numbers meanwhile).
    await env.DB.exec(
      "CREATE TRIGGER fail_in_middle BEFORE INSERT ON memberships WHEN NEW.first_name = 'Kvar' BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: memberships.savez_id, memberships.number'); END",
    );
    try {
      const { status, body } = await gql("ImportClanstva", { authorization: staff, variables: { objects } });
      expect(status).toBe(400);
      expect(Object.values(body.errors[0].extensions.fields)).toEqual([[T_MEMBERSHIP.sequenceRace]]);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_in_middle");
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM memberships").first()).toEqual({ n: 2 });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM membership_registers WHERE next_number > 1").first(),
    ).toEqual({ n: 0 });
    expect(await audits()).toEqual(auditsBefore);
    // The same import without the fault stores all 5000, numbered in order.
    const ok = await gql("ImportClanstva", { authorization: staff, variables: { objects } });
    expect(ok.body.data.insert_memberships.affected_rows).toBe(5000);
    const last = await env.DB.prepare("SELECT max(number) AS n FROM memberships WHERE number LIKE 'ZS-%'").first();
    expect(last).toEqual({ n: "ZS-05000" });
  }, 60_000);

  it("refuses 5001 rows and a bad row with its row's field, writing nothing", async () => {
    const staff = await bearer("staff");
    const tooMany = Array.from({ length: 5001 }, (_, i) => member({ email: `c${i}@t.test` }));
    const big = await gql("ImportClanstva", { authorization: staff, variables: { objects: tooMany } });
    expect(big.status).toBe(400);
    const bad = [member(), member({ last_name: "", valid_from: "2025-02-30" }), member()];
    const { status, body } = await gql("ImportClanstva", { authorization: staff, variables: { objects: bad } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors[0].extensions.fields).sort()).toEqual([
      "objects.1.last_name",
      "objects.1.valid_from",
    ]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM memberships").first()).toEqual({ n: 2 });
  });
});

describe("a member's cards", () => {
  const cards = async (authorization: string) =>
    ((await gql("users", { authorization })).body.data.users[0]?.memberships ?? []).map(
      (m: { number: string }) => m.number,
    );

  it("shows the memberships of the caller's verified email, none of anyone else's, none while unverified", async () => {
    const staff = await bearer("staff");
    await issue(staff, { email: TEST_USERS.member.email.toUpperCase() });
    await issue(staff, { email: TEST_USERS["other-member"].email });
    expect(await cards(await bearer("member"))).toEqual(["ZS-00001"]);
    expect(await cards(await bearer("other-member"))).toEqual(["ZS-00002"]);
    // The same address, not yet verified: anybody could have typed it.
    const unverified = `Bearer ${await signToken({ sub: "new-uid", email: TEST_USERS.member.email, email_verified: false })}`;
    expect(await cards(unverified)).toEqual([]);
    // Verified on a later sign-in: the card appears.
    const verified = `Bearer ${await signToken({ sub: "new-uid", email: TEST_USERS.member.email, email_verified: true })}`;
    expect(await cards(verified)).toEqual(["ZS-00001"]);
  });

  it("hides a membership moved to 'Obrisano' from its owner", async () => {
    const staff = await bearer("staff");
    const id = (await issue(staff, { email: TEST_USERS.member.email })).body.data.insert_memberships_one.id;
    expect((await gql("DeleteClanstvo", { authorization: staff, variables: { id, version: 1 } })).status).toBe(200);
    expect(await cards(await bearer("member"))).toEqual([]);
  });

  it("lists a deleted membership in the federation's 'Obrisano' (staff only) and restores it to the register", async () => {
    const staff = await bearer("staff");
    const id = (await issue(staff, { last_name: "Obrisanović" })).body.data.insert_memberships_one.id;
    await gql("DeleteClanstvo", { authorization: staff, variables: { id, version: 1 } });
    const trash = await gql("Obrisano", { authorization: staff, variables: { savez_id: SAVEZ_A } });
    expect(trash.status).toBe(200);
    expect(trash.body.data.memberships).toEqual([
      expect.objectContaining({ id, number: "ZS-00001", last_name: "Obrisanović", version: 2 }),
    ]);
    const register = async () =>
      (await gql("Clanstva", { authorization: staff, variables: { savez_id: SAVEZ_A, search: "Obrisanović" } })).body
        .data.memberships_register;
    expect(await register()).toEqual([]);
    expect((await gql("RestoreClanstvo", { authorization: staff, variables: { id, version: 2 } })).status).toBe(200);
    expect((await register()).map((m: { id: string }) => m.id)).toEqual([id]);
    const other = await gql("Obrisano", { authorization: await bearer("member"), variables: { savez_id: SAVEZ_A } });
    expect(other.status).not.toBe(200);
  });
});
