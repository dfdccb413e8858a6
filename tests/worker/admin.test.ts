// The admin API (worker/routes/admin.ts over worker/data/roles.ts): admins only; People search by email or
// name prefix, keyset pages over index range scans; grants that apply only to verified emails and become
// invitations otherwise; invitations applied at a verified sign-in, never before, never once withdrawn; the
// last admin kept; an audit row for every change.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API, fill } from "../../shared/paths";
import { T_ADMIN_ERRORS } from "../../shared/texts";
import { normaliseName } from "../../shared/match-key";
import {
  PEOPLE_PAGE_SIZE,
  applyPendingInvitations,
  decodePeopleCursor,
  encodePeopleCursor,
  peopleQuery,
  revokeRole,
  type Person,
} from "../../worker/data/roles";
import { scopeOf } from "../../worker/data/scope";
import { expectNothingWritten, snapshot } from "./catalogue/support";
import { SAVEZ_A, bearer, seedUser, signToken } from "./helpers/auth";

const ORIGIN = "https://app.test";
const SAVEZ_T = "c0000000-0000-4000-8000-00000000000a";

/** Answers are read loosely: each test states the shape it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

interface Answer<T = Loose> {
  status: number;
  body: T;
  requestId: string | null;
}

/** Calls the API as the SPA does (JSON body, Bearer token); answers status and parsed body. */
async function call<T = Loose>(method: string, path: string, authorization = "", body?: unknown): Promise<Answer<T>> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as T,
    requestId: response.headers.get("x-request-id"),
  };
}

const peoplePath = (q: string, after?: string | null) => {
  const params = new URLSearchParams({ q });
  if (after) params.set("after", after);
  return `${API.adminPeople}?${params}`;
};

/** A users row as a sign-in would leave it (search keys as users.ts makes them); returns its id. */
async function seedPerson(p: {
  uid: string;
  email: string | null;
  name?: string | null;
  verified: boolean;
  role?: string;
}) {
  const row = await env.DB.prepare(
    `INSERT INTO users (uuid, firebase_user_id, email, email_verified, role, name, search_email, search_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (firebase_user_id) DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified,
       role = excluded.role, name = excluded.name, search_email = excluded.search_email, search_name = excluded.search_name
     RETURNING id`,
  )
    .bind(
      crypto.randomUUID(),
      p.uid,
      p.email,
      p.verified ? 1 : 0,
      p.role ?? "member",
      p.name ?? null,
      p.email === null ? null : normaliseName(p.email),
      p.name ? normaliseName(p.name) : null,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** An Authorization header for a person signing in with these token facts. */
const tokenFor = async (uid: string, email: string, verified: boolean, name?: string) =>
  `Bearer ${await signToken({ sub: uid, email, email_verified: verified, ...(name ? { name } : {}) })}`;

const rows = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

const staffRows = (userId: number) =>
  rows<{ savez_id: string; granted_by: number | null }>(
    "SELECT savez_id, granted_by FROM staff_savezi WHERE user_id = ? ORDER BY savez_id",
    userId,
  );

const roleOf = async (userId: number) =>
  (await env.DB.prepare("SELECT role FROM users WHERE id = ?").bind(userId).first<{ role: string }>())!.role;

interface Audit {
  actor_id: number | null;
  role: string;
  action: string;
  entity: string;
  entity_id: string;
  changed_fields: string;
  request_id: string | null;
}

/** The audit rows written after `since` (a rowid), oldest first. */
const auditSince = (since: number) =>
  rows<Audit>(
    "SELECT actor_id, role, action, entity, entity_id, changed_fields, request_id FROM audit_log WHERE rowid > ? ORDER BY rowid",
    since,
  );
const lastAudit = async () =>
  (await env.DB.prepare("SELECT coalesce(max(rowid), 0) AS n FROM audit_log").first<{ n: number }>())!.n;

const me = async (authorization: string) =>
  (await call<{ role: string; savezi: { id: string }[] }>("GET", API.me, authorization)).body;

/** A staff write: the AI rewrite of an announcement (200 for staff, 403 for anyone else signed in). */
const staffWrite = async (authorization: string) =>
  (await call("POST", API.najava, authorization, { ulaz: "regata na jarunu u subotu." })).status;

let adminId: number;
let admin: string;

beforeAll(async () => {
  await env.DB.prepare("INSERT INTO savezi (id, slug, naziv) VALUES (?, 'testni-savez', 'Testni savez')")
    .bind(SAVEZ_T)
    .run();
  admin = await bearer("admin");
  adminId = await seedUser("admin");
});

describe("who may call the admin API", () => {
  it("refuses anonymous (401), members, staff and an admin with an unverified email (403), writing nothing", async () => {
    const target = await seedPerson({ uid: "gate-target", email: "meta@ljudi.test", verified: true });
    const invitation = await call("POST", API.adminInvitations, admin, { email: "gate@ljudi.test", role: "admin" });
    expect(invitation.status).toBe(201);
    await seedPerson({ uid: "gate-admin", email: "neprovjereni-admin@ljudi.test", verified: false, role: "admin" });
    const callers: [string, string, number][] = [
      ["anonymous", "", 401],
      ["member", await bearer("member"), 403],
      ["staff", await bearer("staff"), 403],
      ["unverified admin", await tokenFor("gate-admin", "neprovjereni-admin@ljudi.test", false), 403],
    ];
    const requests: [string, string, unknown?][] = [
      ["GET", peoplePath("")],
      ["POST", API.adminRoles, { user_id: target, role: "staff", savez_id: SAVEZ_A }],
      ["DELETE", API.adminRoles, { user_id: adminId, role: "admin" }],
      ["GET", API.adminInvitations],
      ["POST", API.adminInvitations, { email: "novi@ljudi.test", role: "admin" }],
      ["DELETE", fill(API.adminInvitation, { id: invitation.body.invitation.id })],
    ];
    for (const [, authorization] of callers) if (authorization) await call("GET", API.me, authorization); // provisioned
    const before = await snapshot();
    const roles = await rows("SELECT id, role FROM users ORDER BY id");
    for (const [who, authorization, status] of callers) {
      for (const [method, path, body] of requests) {
        const answer = await call(method, path, authorization, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(status);
        expect(answer.body.error.code).toBe(status === 401 ? "unauthenticated" : "forbidden");
      }
    }
    await expectNothingWritten(before);
    expect(await rows("SELECT id, role FROM users ORDER BY id")).toEqual(roles);
    expect(await staffRows(target)).toEqual([]);
  });

  it("refuses a body that is not JSON or not a role (400), and unknown people or federations (404)", async () => {
    const target = await seedPerson({ uid: "bad-body", email: "tijelo@ljudi.test", verified: true });
    const noEmail = await seedPerson({ uid: "bez-adrese", email: null, name: "Bez Adrese", verified: false });
    const before = await snapshot();
    const refusals: [unknown, number, string][] = [
      [{ user_id: target, role: "staff" }, 400, "invalid_body"],
      [{ user_id: target, role: "admin", savez_id: SAVEZ_A }, 400, "invalid_body"],
      [{ user_id: target, role: "owner" }, 400, "invalid_body"],
      [{ user_id: -1, role: "admin" }, 400, "invalid_body"],
      [{ user_id: 987654, role: "admin" }, 404, "not_found"],
      [{ user_id: target, role: "staff", savez_id: "c0000000-0000-4000-8000-0000000000ff" }, 404, "not_found"],
    ];
    for (const [body, status, code] of refusals) {
      for (const method of ["POST", "DELETE"]) {
        const answer = await call(method, API.adminRoles, admin, body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.body.error.code).toBe(code);
      }
    }
    const missingSavez = await call("POST", API.adminRoles, admin, { user_id: target, role: "staff" });
    expect(missingSavez.body.error.details).toEqual({ savez_id: ["Odaberite savez."] });
    const unknownUser = await call("POST", API.adminRoles, admin, { user_id: 987654, role: "admin" });
    expect(unknownUser.body.error.message).toBe(T_ADMIN_ERRORS.userNotFound);
    const notJson = await SELF.fetch(`${ORIGIN}${API.adminRoles}`, {
      method: "POST",
      headers: { authorization: admin, "content-type": "application/json" },
      body: "{user_id",
    });
    expect(notJson.status).toBe(400);
    const refused = await call("POST", API.adminRoles, admin, { user_id: noEmail, role: "admin" });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: "invalid", message: T_ADMIN_ERRORS.noEmail } },
    });
    const badEmail = await call("POST", API.adminInvitations, admin, { email: "nije adresa", role: "admin" });
    expect(badEmail.status).toBe(400);
    const unknownSavez = await call("POST", API.adminInvitations, admin, {
      email: "netko@ljudi.test",
      role: "staff",
      savez_id: "c0000000-0000-4000-8000-0000000000ff",
    });
    expect(unknownSavez.status).toBe(404);
    expect((await call("GET", `${API.adminPeople}?after=nije-kursor`, admin)).body.error.code).toBe("bad_cursor");
    await expectNothingWritten(before);
  });
});

describe("GET /api/v1/admin/people", () => {
  const walk = async (q: string) => {
    const seen: Person[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Answer<{ people: Person[]; next: string | null }> = await call("GET", peoplePath(q, after), admin);
      expect(page.status).toBe(200);
      expect(page.body.people.length).toBeLessThanOrEqual(PEOPLE_PAGE_SIZE);
      if (page.body.next) expect(page.body.people).toHaveLength(PEOPLE_PAGE_SIZE);
      seen.push(...page.body.people);
      after = page.body.next;
      pages += 1;
    } while (after);
    return { seen, pages };
  };

  it("finds a prefix of the email or of the name, whatever the case and the diacritics", async () => {
    const durda = await seedPerson({
      uid: "durda",
      email: "simic.d@veslanje.test",
      name: "Đurđa Šimić",
      verified: true,
    });
    await env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(durda, SAVEZ_T).run();
    // By name ("durda simic"): "durda", "Đurđa", "ĐURĐA Š"; by email ("simic.d@…"): "SIM", "Šimić.D".
    for (const q of ["durda", "Đurđa", "ĐURĐA Š", "  durda   simic ", "SIM", "Šimić.D", "simic.d@veslanje.test"]) {
      const { body } = await call("GET", peoplePath(q), admin);
      expect(
        body.people.map((p: Person) => p.id),
        q,
      ).toContain(durda);
    }
    for (const q of ["urda", "durda x", "imic"]) {
      const { body } = await call("GET", peoplePath(q), admin);
      expect(
        body.people.map((p: Person) => p.id),
        q,
      ).not.toContain(durda);
    }
    const { body } = await call("GET", peoplePath("durda"), admin);
    expect(body.people.find((p: Person) => p.id === durda)).toEqual({
      id: durda,
      email: "simic.d@veslanje.test",
      name: "Đurđa Šimić",
      emailVerified: true,
      admin: false,
      savezi: [{ id: SAVEZ_T, slug: "testni-savez", naziv: "Testni savez" }],
      pending: [],
    });
    expect((await call("GET", peoplePath("nitko-takav"), admin)).body).toEqual({ people: [], next: null });
  });

  it("lists a person matching by email and by name once, in (key, id) order", async () => {
    const both = await seedPerson({ uid: "ana-1", email: "ana@oboje.test", name: "Ana Anić", verified: true });
    const nameOnly = await seedPerson({ uid: "ana-2", email: "zz@oboje.test", name: "Ana Zorić", verified: true });
    const emailOnly = await seedPerson({ uid: "ana-3", email: "anamarija@oboje.test", name: "Marija", verified: true });
    const { body } = await call("GET", peoplePath("ana"), admin);
    const ids = body.people.map((p: Person) => p.id);
    expect(ids.filter((id: number) => id === both)).toHaveLength(1);
    // keys: "ana anic" (name), "ana zoric" (name) < "ana@oboje.test" (email) < "anamarija@…" (email)
    expect(ids.indexOf(nameOnly)).toBeLessThan(ids.indexOf(both));
    expect(ids.indexOf(both)).toBeLessThan(ids.indexOf(emailOnly));
  });

  it("walks pages of people sharing one key with no repeats and no gaps", async () => {
    await env.DB.prepare(
      `INSERT INTO users (uuid, firebase_user_id, email, email_verified, name, search_email, search_name)
       SELECT 'isti-' || value, 'isti-' || value, 'isti' || value || '@isti.test', 1, 'Isto Ime', 'isti' || value || '@isti.test', 'isto ime'
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(Array.from({ length: 120 }, (_, i) => i)))
      .run();
    const { seen, pages } = await walk("isto");
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen.map((p) => p.id)).size).toBe(120);
    expect(seen.map((p) => p.id)).toEqual([...seen.map((p) => p.id)].sort((a, b) => a - b));
  });

  describe("with 10 000 people", () => {
    beforeAll(async () => {
      // One statement: 10 000 rows from json_each (D1 binds at most 100 values a statement).
      await env.DB.prepare(
        `INSERT INTO users (uuid, firebase_user_id, email, email_verified, name, search_email, search_name)
         SELECT 'bulk-' || value, 'bulk-' || value, 'bulk' || printf('%05d', value) || '@ljudi.test', value % 2,
                'Osoba ' || printf('%05d', value), 'bulk' || printf('%05d', value) || '@ljudi.test',
                'osoba ' || printf('%05d', value)
         FROM json_each(?)`,
      )
        .bind(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => i + 1)))
        .run();
    });

    // About 600 requests: give it time on a busy machine.
    it(
      "answers 50 a page, and `next` walks all pages with no repeats (by email and by name)",
      { timeout: 60_000 },
      async () => {
        for (const q of ["bulk", "OSOBA"]) {
          const { seen, pages } = await walk(q);
          expect(pages).toBe(200);
          expect(seen).toHaveLength(10_000);
          expect(new Set(seen.map((p) => p.id)).size).toBe(10_000);
          expect(seen[0]).toMatchObject({ email: "bulk00001@ljudi.test", name: "Osoba 00001", emailVerified: true });
          expect(seen.at(-1)).toMatchObject({ email: "bulk10000@ljudi.test" });
        }
        const everyone = await walk("");
        const listed = (await env.DB.prepare(
          "SELECT count(*) AS n FROM users WHERE search_email IS NOT NULL OR search_name IS NOT NULL",
        ).first<{ n: number }>())!.n;
        expect(everyone.seen).toHaveLength(listed);
        expect(new Set(everyone.seen.map((p) => p.id)).size).toBe(listed);
      },
    );

    it("runs the page as index range scans of users_search_email and users_search_name, never a table scan", async () => {
      const first = await call("GET", peoplePath("bulk"), admin);
      const cursor = decodePeopleCursor(first.body.next)!;
      expect(cursor).toEqual({ key: "bulk00050@ljudi.test", id: first.body.people[49].id });
      const plans: Record<string, string[]> = {};
      for (const [label, q, after] of [
        ["q=bulk", "bulk", null],
        ["q=bulk, second page", "bulk", cursor],
        ["q=osoba 12", "osoba 12", null],
        ["q empty (everyone)", "", null],
      ] as const) {
        const { sql, params } = peopleQuery(q, after);
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        plans[label] = results.map((r) => r.detail);
        const plan = plans[label].join("\n");
        expect(plan, label).toMatch(/USING (COVERING )?INDEX users_search_email \(search_email=\? AND id>\?\)/);
        expect(plan, label).toMatch(
          /USING (COVERING )?INDEX users_search_email \(search_email>\? AND search_email<\?\)/,
        );
        expect(plan, label).toMatch(/USING (COVERING )?INDEX users_search_name \(search_name=\? AND id>\?\)/);
        expect(plan, label).toMatch(/USING (COVERING )?INDEX users_search_name \(search_name>\? AND search_name<\?\)/);
        expect(plan, label).toMatch(/SEARCH u USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        expect(plan, label).not.toMatch(/SCAN (users|u|p|ss)\b/);
        expect(plan, label).not.toMatch(/SCAN (users|u) /);
      }
      console.log(
        Object.entries(plans)
          .map(([label, lines]) => `EXPLAIN QUERY PLAN, People page ${label}:\n  ${lines.join("\n  ")}`)
          .join("\n"),
      );
    });
  });

  it("keeps cursors opaque and refuses forged ones", () => {
    const after = encodePeopleCursor({ key: "đ@x", id: 7 });
    expect(after).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePeopleCursor(after)).toEqual({ key: "đ@x", id: 7 });
    for (const bad of ["", "!!", btoa("[1,2]"), btoa('["a", 1.5]'), btoa("{}")])
      expect(decodePeopleCursor(bad)).toBeNull();
  });
});

describe("POST /api/v1/admin/roles (grant)", () => {
  it("makes a verified person staff of that federation at once, with an audit row", async () => {
    const uid = "grant-verified";
    const email = "provjereni@ljudi.test";
    const authorization = await tokenFor(uid, email, true);
    await call("GET", API.me, authorization); // signs in: the users row
    const id = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?")
      .bind(uid)
      .first<{ id: number }>())!.id;
    expect(await staffWrite(authorization)).toBe(403);
    const since = await lastAudit();
    const grant = await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_A });
    expect(grant).toMatchObject({ status: 200, body: { applied: true } });
    expect(await staffRows(id)).toEqual([{ savez_id: SAVEZ_A, granted_by: adminId }]);
    // Their next request is staff of that federation.
    expect(await me(authorization)).toMatchObject({ role: "staff", savezi: [{ id: SAVEZ_A }] });
    expect(await staffWrite(authorization)).toBe(200);
    const audits = await auditSince(since);
    expect(audits).toEqual([
      {
        actor_id: adminId,
        role: "admin",
        action: "create",
        entity: "staff_savezi",
        entity_id: `${id}:${SAVEZ_A}`,
        changed_fields: JSON.stringify({ user_id: id, savez_id: SAVEZ_A }),
        request_id: grant.requestId,
      },
    ]);
    // Granting again changes nothing and writes no audit row.
    const again = await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_A });
    expect(again.body).toEqual({ applied: true });
    expect(await auditSince(since)).toHaveLength(1);
    expect(await pendingFor(email)).toEqual([]);
  });

  it("makes a verified person admin at once; the People list says so", async () => {
    const id = await seedPerson({ uid: "grant-admin", email: "novi-admin@ljudi.test", verified: true });
    const since = await lastAudit();
    expect((await call("POST", API.adminRoles, admin, { user_id: id, role: "admin" })).body).toEqual({
      applied: true,
    });
    expect(await roleOf(id)).toBe("admin");
    const audits = await auditSince(since);
    expect(audits).toMatchObject([{ action: "update", entity: "users", entity_id: String(id), actor_id: adminId }]);
    expect(JSON.parse(audits[0]!.changed_fields)).toEqual({ role: { from: "member", to: "admin" } });
    const { body } = await call("GET", peoplePath("novi-admin"), admin);
    expect(body.people).toMatchObject([{ id, admin: true, savezi: [] }]);
    // Back to member for the tests below (two admins).
    expect((await call("DELETE", API.adminRoles, admin, { user_id: id, role: "admin" })).status).toBe(200);
  });

  it("gives an unverified person a pending invitation for their email, not staff rights", async () => {
    const uid = "grant-unverified";
    const email = "neprovjereni@ljudi.test";
    const authorization = await tokenFor(uid, email, false);
    await call("GET", API.me, authorization);
    const id = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?")
      .bind(uid)
      .first<{ id: number }>())!.id;
    const since = await lastAudit();
    const grant = await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_T });
    expect(grant.status).toBe(201);
    expect(grant.body).toEqual({
      applied: false,
      invitation: {
        id: expect.any(String),
        email,
        role: "staff",
        savez: { id: SAVEZ_T, slug: "testni-savez", naziv: "Testni savez" },
        invited_by: adminId,
        created_at: expect.any(String),
        expires_at: expect.any(String),
        expired: false,
      },
    });
    expect(await staffRows(id)).toEqual([]);
    expect(await me(authorization)).toMatchObject({ role: "member", savezi: [] });
    expect(await staffWrite(authorization)).toBe(403);
    expect(await auditSince(since)).toMatchObject([
      { action: "create", entity: "pozivnice", entity_id: grant.body.invitation.id, actor_id: adminId },
    ]);
    // The same grant again answers the same pending invitation (200), not a second one.
    const again = await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_T });
    expect(again.status).toBe(200);
    expect(again.body.invitation.id).toBe(grant.body.invitation.id);
    expect(await pendingFor(email)).toHaveLength(1);
    const { body } = await call("GET", peoplePath(email), admin);
    expect(body.people).toMatchObject([
      {
        id,
        emailVerified: false,
        savezi: [],
        pending: [{ id: grant.body.invitation.id, role: "staff", savez: { id: SAVEZ_T, naziv: "Testni savez" } }],
      },
    ]);
    // Once they verify the address, the next request applies it.
    expect(await me(await tokenFor(uid, email, true))).toMatchObject({ role: "staff", savezi: [{ id: SAVEZ_T }] });
    expect(await staffRows(id)).toEqual([{ savez_id: SAVEZ_T, granted_by: adminId }]);
  });

  it("does not let an unverified account take a role granted while it held someone's address", async () => {
    // The account registered victim@… without verifying it; an admin grants it staff (an invitation for
    // victim@…); the account switches to an address of its own and verifies that: no staff rights.
    const uid = "squatter";
    await call("GET", API.me, await tokenFor(uid, "zrtva@ljudi.test", false));
    const id = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?")
      .bind(uid)
      .first<{ id: number }>())!.id;
    expect((await call("POST", API.adminRoles, admin, { user_id: id, role: "admin" })).body.applied).toBe(false);
    const own = await tokenFor(uid, "vlastita@ljudi.test", true);
    expect(await me(own)).toMatchObject({ role: "member" });
    expect(await me(own)).toMatchObject({ role: "member" });
    expect(await roleOf(id)).toBe("member");
    expect(await applyPendingInvitations(env.DB, { id, email: "zrtva@ljudi.test" })).toBe(0);
    expect(await roleOf(id)).toBe("member");
  });
});

async function pendingFor(email: string) {
  return rows<{ id: string; role: string; savez_id: string | null }>(
    "SELECT id, role, savez_id FROM pozivnice WHERE email = ? AND accepted_at IS NULL AND withdrawn_at IS NULL",
    email,
  );
}

describe("invitations", () => {
  it("apply to a new email only once it signs in verified, with audit rows", async () => {
    const created = await call("POST", API.adminInvitations, admin, {
      email: "  Nova.Osoba@Primjer.TEST ",
      role: "staff",
      savez_id: SAVEZ_A,
    });
    expect(created.status).toBe(201);
    const invitation = created.body.invitation;
    expect(invitation).toMatchObject({ email: "nova.osoba@primjer.test", role: "staff", savez: { id: SAVEZ_A } });
    // A duplicate (same email, role, federation) is answered with the existing one.
    const duplicate = await call("POST", API.adminInvitations, admin, {
      email: "nova.osoba@primjer.test",
      role: "staff",
      savez_id: SAVEZ_A,
    });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.invitation.id).toBe(invitation.id);
    const listed = await call("GET", API.adminInvitations, admin);
    expect(listed.body.invitations[0]).toMatchObject({
      id: invitation.id,
      savez: { id: SAVEZ_A, slug: "zicer-savez", naziv: "Zicer Savez" },
    });
    expect(listed.body.invitations.filter((i: { id: string }) => i.id === invitation.id)).toHaveLength(1);

    // Signed in with the address unverified: no staff rights, and the invitation stays pending.
    const uid = "invitee-uid";
    const unverified = await tokenFor(uid, "nova.osoba@primjer.test", false);
    expect(await me(unverified)).toMatchObject({ role: "member", savezi: [] });
    expect(await staffWrite(unverified)).toBe(403);
    const id = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?")
      .bind(uid)
      .first<{ id: number }>())!.id;
    expect(await applyPendingInvitations(env.DB, { id, email: "nova.osoba@primjer.test" })).toBe(0);
    expect(await staffRows(id)).toEqual([]);
    expect(await pendingFor("nova.osoba@primjer.test")).toHaveLength(1);

    // Verified: the sign-in applies it (the caller lookup calls applyPendingInvitations).
    const since = await lastAudit();
    const verified = await tokenFor(uid, "nova.osoba@primjer.test", true);
    expect(await me(verified)).toMatchObject({ role: "staff", savezi: [{ id: SAVEZ_A }] });
    expect(await staffWrite(verified)).toBe(200);
    expect(await staffRows(id)).toEqual([{ savez_id: SAVEZ_A, granted_by: adminId }]);
    const accepted = await env.DB.prepare("SELECT accepted_at, accepted_by FROM pozivnice WHERE id = ?")
      .bind(invitation.id)
      .first<{ accepted_at: string; accepted_by: number }>();
    expect(accepted).toMatchObject({ accepted_at: expect.any(String), accepted_by: id });
    const audits = await auditSince(since);
    expect(audits.map((a) => [a.entity, a.action, a.actor_id])).toEqual([
      ["staff_savezi", "create", id],
      ["pozivnice", "update", id],
    ]);
    // Idempotent: applied once, never again.
    expect(await applyPendingInvitations(env.DB, { id, email: "Nova.Osoba@primjer.test" })).toBe(0);
    expect(await auditSince(since)).toHaveLength(2);
    expect(
      (await call("GET", API.adminInvitations, admin)).body.invitations.map((i: { id: string }) => i.id),
    ).not.toContain(invitation.id);
  });

  it("apply at once to an existing account whose email is verified", async () => {
    const id = await seedPerson({ uid: "postojeci", email: "postojeci@ljudi.test", verified: true });
    const answer = await call("POST", API.adminInvitations, admin, {
      email: "POSTOJECI@ljudi.test",
      role: "staff",
      savez_id: SAVEZ_T,
    });
    expect(answer).toMatchObject({ status: 200, body: { applied: true, user_ids: [id] } });
    expect(await staffRows(id)).toEqual([{ savez_id: SAVEZ_T, granted_by: adminId }]);
    expect(await pendingFor("postojeci@ljudi.test")).toEqual([]);
  });

  it("of an admin apply at a verified sign-in", async () => {
    const created = await call("POST", API.adminInvitations, admin, {
      email: "buduci-admin@ljudi.test",
      role: "admin",
    });
    expect(created.status).toBe(201);
    expect(created.body.invitation.savez).toBeNull();
    expect(await me(await tokenFor("buduci-admin", "buduci-admin@ljudi.test", false))).toMatchObject({
      role: "member",
    });
    expect(await me(await tokenFor("buduci-admin", "buduci-admin@ljudi.test", true))).toMatchObject({ role: "admin" });
    const id = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = 'buduci-admin'").first<{
      id: number;
    }>())!.id;
    expect(await roleOf(id)).toBe("admin");
    await env.DB.prepare("UPDATE users SET role = 'member' WHERE id = ?").bind(id).run();
  });

  it("once withdrawn never apply; withdrawing twice is 404", async () => {
    const created = await call("POST", API.adminInvitations, admin, {
      email: "povucena@ljudi.test",
      role: "staff",
      savez_id: SAVEZ_A,
    });
    const id = created.body.invitation.id as string;
    const since = await lastAudit();
    const withdrawn = await call("DELETE", fill(API.adminInvitation, { id }), admin);
    expect(withdrawn).toMatchObject({ status: 200, body: { withdrawn: true } });
    const audits = await auditSince(since);
    expect(audits).toMatchObject([{ action: "update", entity: "pozivnice", entity_id: id, actor_id: adminId }]);
    expect(await env.DB.prepare("SELECT withdrawn_by FROM pozivnice WHERE id = ?").bind(id).first()).toEqual({
      withdrawn_by: adminId,
    });
    const before = await snapshot();
    expect((await call("DELETE", fill(API.adminInvitation, { id }), admin)).status).toBe(404);
    expect((await call("DELETE", fill(API.adminInvitation, { id: crypto.randomUUID() }), admin)).status).toBe(404);
    expect((await call("DELETE", fill(API.adminInvitation, { id: "nije-id" }), admin)).status).toBe(404);
    await expectNothingWritten(before);
    const authorization = await tokenFor("povucena", "povucena@ljudi.test", true);
    expect(await me(authorization)).toMatchObject({ role: "member", savezi: [] });
    const user = (await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = 'povucena'").first<{
      id: number;
    }>())!;
    expect(await applyPendingInvitations(env.DB, { id: user.id, email: "povucena@ljudi.test" })).toBe(0);
    expect(await staffRows(user.id)).toEqual([]);
    expect(
      (await call("GET", API.adminInvitations, admin)).body.invitations.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    // A new invitation for the same role is a new row (the withdrawn one is not answered again).
    const renewed = await call("POST", API.adminInvitations, admin, {
      email: "povucena@ljudi.test",
      role: "staff",
      savez_id: SAVEZ_A,
    });
    expect(renewed.body.applied).toBe(true); // the account is verified by now: applied at once
  });
});

describe("DELETE /api/v1/admin/roles (revoke)", () => {
  it("takes staff of one federation back, with an audit row, and withdraws that role's pending invitations", async () => {
    const id = await seedPerson({ uid: "revoke-staff", email: "opoziv@ljudi.test", verified: true });
    await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_A });
    await call("POST", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_T });
    const since = await lastAudit();
    const revoked = await call("DELETE", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_A });
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true, withdrawn: 0 } });
    expect(await staffRows(id)).toEqual([{ savez_id: SAVEZ_T, granted_by: adminId }]);
    expect(await auditSince(since)).toMatchObject([
      { action: "delete", entity: "staff_savezi", entity_id: `${id}:${SAVEZ_A}`, actor_id: adminId },
    ]);
    const again = await call("DELETE", API.adminRoles, admin, { user_id: id, role: "staff", savez_id: SAVEZ_A });
    expect(again.body).toEqual({ revoked: false, withdrawn: 0 });
    expect(await auditSince(since)).toHaveLength(1);

    const pendingId = await seedPerson({ uid: "revoke-pending", email: "ceka@ljudi.test", verified: false });
    await call("POST", API.adminRoles, admin, { user_id: pendingId, role: "staff", savez_id: SAVEZ_A });
    const withdrawn = await call("DELETE", API.adminRoles, admin, {
      user_id: pendingId,
      role: "staff",
      savez_id: SAVEZ_A,
    });
    expect(withdrawn.body).toEqual({ revoked: false, withdrawn: 1 });
    expect(await pendingFor("ceka@ljudi.test")).toEqual([]);
    expect(await applyPendingInvitations(env.DB, { id: pendingId, email: "ceka@ljudi.test" })).toBe(0);
  });

  describe("the last admin", () => {
    /** Leaves exactly these verified admins (plus an unverified one, which does not count). */
    const onlyAdmins = async (...ids: number[]) => {
      await env.DB.prepare(
        `UPDATE users SET role = CASE WHEN id IN (SELECT value FROM json_each(?)) THEN 'admin' ELSE 'member' END
         WHERE role = 'admin' OR id IN (SELECT value FROM json_each(?))`,
      )
        .bind(JSON.stringify(ids), JSON.stringify(ids))
        .run();
      await seedPerson({ uid: "gate-admin", email: "neprovjereni-admin@ljudi.test", verified: false, role: "admin" });
    };

    it("cannot be removed: 409 last_admin, still admin, nothing written", async () => {
      await onlyAdmins(adminId);
      const before = await snapshot();
      const answer = await call("DELETE", API.adminRoles, admin, { user_id: adminId, role: "admin" });
      expect(answer).toEqual({
        status: 409,
        body: { error: { code: "last_admin", message: T_ADMIN_ERRORS.lastAdmin } },
        requestId: expect.any(String),
      });
      expect(await roleOf(adminId)).toBe("admin");
      await expectNothingWritten(before);
    });

    it("with two admins, one revoke succeeds (audited), then the other is the last", async () => {
      const second = await seedPerson({ uid: "second-admin", email: "drugi-admin@ljudi.test", verified: true });
      await onlyAdmins(adminId, second);
      const since = await lastAudit();
      const revoked = await call("DELETE", API.adminRoles, admin, { user_id: second, role: "admin" });
      expect(revoked).toMatchObject({ status: 200, body: { revoked: true, withdrawn: 0 } });
      expect(await roleOf(second)).toBe("member");
      const audits = await auditSince(since);
      expect(audits).toMatchObject([
        { action: "update", entity: "users", entity_id: String(second), actor_id: adminId },
      ]);
      expect(JSON.parse(audits[0]!.changed_fields)).toEqual({ role: { from: "admin", to: "member" } });
      expect((await call("DELETE", API.adminRoles, admin, { user_id: adminId, role: "admin" })).status).toBe(409);
      // An admin may step down while another verified admin remains.
      await onlyAdmins(adminId, second);
      const secondToken = await tokenFor("second-admin", "drugi-admin@ljudi.test", true);
      expect((await call("DELETE", API.adminRoles, secondToken, { user_id: second, role: "admin" })).status).toBe(200);
      expect(await roleOf(second)).toBe("member");
    });

    it("survives two concurrent revokes of the last two admins: exactly one succeeds", async () => {
      const second = await seedPerson({ uid: "second-admin", email: "drugi-admin@ljudi.test", verified: true });
      await onlyAdmins(adminId, second);
      const scope = scopeOf({ role: "admin", emailVerified: true, userId: adminId }, "concurrent");
      const results = await Promise.all([
        revokeRole(env.DB, scope, adminId, { role: "admin", savez_id: null }),
        revokeRole(env.DB, scope, second, { role: "admin", savez_id: null }),
      ]);
      expect(results.filter((r) => "revoked" in r && r.revoked)).toHaveLength(1);
      expect(results.filter((r) => "lastAdmin" in r)).toHaveLength(1);
      const left = await rows("SELECT id FROM users WHERE role = 'admin' AND email_verified = 1");
      expect(left).toHaveLength(1);
      await onlyAdmins(adminId);
    });
  });
});
