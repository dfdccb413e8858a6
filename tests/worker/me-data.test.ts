// A person's own data: GET /api/v1/me/data (one JSON file of everything held about the caller), DELETE
// /api/v1/me (erases the account: user row, staff rights, invitations; memberships stay in the register,
// audit rows keep the actor id), and the admin's variant for a person who asks (/api/v1/admin/people/:id).
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { T_MY_DATA } from "../../shared/texts";
import { RATE_LIMITS } from "../../worker/security/rate-limit";
import { SAVEZ_A, SAVEZ_B, bearer, signToken } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP } from "./helpers/matrix";

const BASE = "https://app.test/api/v1";

interface Person {
  uid: string;
  email: string;
  authorization: string;
  id: number;
}

/** A fresh person (provisioned by a first request), optionally staff of federation A; verified unless told. */
async function person(staff = false, email_verified = true, address?: string): Promise<Person> {
  const uid = `person-${crypto.randomUUID()}`;
  const email = address ?? `${uid}@test.test`;
  const authorization = `Bearer ${await signToken({ sub: uid, email, email_verified })}`;
  await SELF.fetch(`${BASE}/me`, { headers: { authorization } });
  const row = await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ?").bind(uid).first<{ id: number }>();
  if (staff)
    await env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(row!.id, SAVEZ_A).run();
  return { uid, email, authorization, id: row!.id };
}

async function addMembership(userId: number, number: string) {
  await env.DB.prepare(
    `INSERT INTO memberships (id, email, number, type, status, first_name, last_name, profile_picture_url, savez_id)
     VALUES (?, (SELECT lower(email) FROM users WHERE id = ?), ?, 'Gold', 'aktivna', 'Ana', 'Anić', ?, ?)`,
  )
    .bind(crypto.randomUUID(), userId, number, `/images/${number}.jpg`, SAVEZ_A)
    .run();
}

async function addInvitation(email: string) {
  await env.DB.prepare("INSERT INTO pozivnice (id, email, role, savez_id) VALUES (?, ?, 'staff', ?)")
    .bind(crypto.randomUUID(), email, SAVEZ_B)
    .run();
}

/** Publishes one announcement as `who` (an audit row with their actor id). */
async function publish(who: Person, subject: string) {
  const response = await SELF.fetch("https://app.test/v1/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: who.authorization },
    body: JSON.stringify({
      operationName: "CreateNajava",
      variables: { subject, description: "Opis.", savez_id: SAVEZ_A },
      query: OPERATIONS.CreateNajava,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const getData = (authorization?: string, path = `${BASE}/me/data`) =>
  SELF.fetch(path, { headers: authorization ? { authorization } : {} });
const del = (authorization?: string, path = `${BASE}/me`) =>
  SELF.fetch(path, { method: "DELETE", headers: authorization ? { authorization } : {} });

type Export = {
  account: { id: number; email: string; firebase_user_id: string };
  staff_of: { savez_id: string }[];
  invitations: { email: string }[];
  memberships: { number: string; email: string }[];
  photos: string[];
  audit: {
    actor_id: number;
    entity: string;
    action: string;
    entity_id: string;
    changed_fields: Record<string, unknown>;
    redacted?: string[];
  }[];
};

beforeAll(seedDemo);

describe("GET /api/v1/me/data", () => {
  it("refuses anonymous callers with 401, and DELETE /api/v1/me too", async () => {
    for (const response of [await getData(), await del()]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
    }
  });

  it("downloads one JSON file of the caller's own account, rights, invitations, memberships, photos and audit, and nobody else's", async () => {
    const me = await person(true);
    const other = await person(true);
    await addMembership(me.id, "MINE-1");
    await addMembership(other.id, "OTHER-1");
    await addInvitation(me.email);
    await addInvitation(other.email);
    await publish(me, "Moja najava");
    await publish(other, "Tuđa najava");

    const response = await getData(me.authorization);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = (await response.json()) as Export;
    expect(data.account).toMatchObject({ id: me.id, email: me.email, firebase_user_id: me.uid });
    // The invitation to B applied on the next request (the email is verified), so both rights are listed.
    expect(data.staff_of.map((s) => s.savez_id).sort()).toEqual([SAVEZ_A, SAVEZ_B]);
    expect(data.invitations.map((i) => i.email)).toEqual([me.email]);
    expect(data.memberships.map((m) => m.number)).toEqual(["MINE-1"]);
    expect(data.photos).toEqual(["/images/MINE-1.jpg"]);
    expect(data.audit.length).toBeGreaterThan(0);
    expect(data.audit.every((a) => a.actor_id === me.id)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("OTHER-1");
    expect(text).not.toContain("Tuđa najava");
  });

  it("is limited per user: the 11th export a minute is refused with 429 (another person's still works)", async () => {
    const me = await person();
    let first429 = -1;
    for (let i = 0; i <= 2 * RATE_LIMITS.export && first429 < 0; i++) {
      const response = await getData(me.authorization);
      if (response.status === 429) first429 = i;
      else expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    expect(first429).toBeGreaterThanOrEqual(RATE_LIMITS.export);
    expect((await getData((await person()).authorization)).status).toBe(200);
  });
});

describe("DELETE /api/v1/me", () => {
  it("erases the account, staff rights and invitations; memberships stay unlinked and audit rows keep the actor id", async () => {
    const me = await person(true);
    await addMembership(me.id, "KEEP-1");
    await addInvitation(me.email);
    await publish(me, "Ostaje u evidenciji");
    const auditBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE actor_id = ?")
      .bind(me.id)
      .first<{ n: number }>();

    const response = await del(me.authorization);
    expect(response.status).toBe(200);
    // A (granted directly) and B (the invitation, applied on the person's next request: the email is verified).
    expect(await response.json()).toMatchObject({
      erased: true,
      staffRightsRemoved: 2,
      invitationsDeleted: 1,
      membershipsKept: 1,
    });

    // No row identifies the person any more.
    expect(
      await env.DB.prepare("SELECT id FROM users WHERE firebase_user_id = ? OR email = ?")
        .bind(me.uid, me.email)
        .first(),
    ).toBeNull();
    // The users row itself is gone (not a tombstone).
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(me.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM staff_savezi WHERE user_id = ?").bind(me.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM pozivnice WHERE email = ?").bind(me.email).first()).toBeNull();
    // The membership stays in the federation's register, attached to no account.
    const card = await env.DB.prepare("SELECT email, first_name FROM memberships WHERE number = 'KEEP-1'").first();
    expect(card).toEqual({ email: me.email.toLowerCase(), first_name: "Ana" });
    expect(
      await env.DB.prepare("SELECT 1 FROM memberships m JOIN users u ON m.email = lower(u.email) WHERE u.id = ?")
        .bind(me.id)
        .first(),
    ).toBeNull();
    // Audit rows are kept with the actor id, and the erasure itself is recorded.
    const audit = await env.DB.prepare("SELECT action, entity FROM audit_log WHERE actor_id = ?").bind(me.id).all();
    expect(audit.results.length).toBe(auditBefore!.n + 1);
    expect(audit.results).toContainEqual({ action: "delete", entity: "users" });
    // The email they acted under is erased from every audit row they wrote; the rows stay.
    const emails = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE actor_id = ? AND actor_email IS NOT NULL",
    )
      .bind(me.id)
      .first<{ n: number }>();
    expect(emails!.n).toBe(0);
    // What they published stays, with no author.
    expect(await env.DB.prepare("SELECT created_by FROM feed WHERE subject = 'Ostaje u evidenciji'").first()).toEqual({
      created_by: null,
    });

    // The old token now reaches a brand-new, empty member account, with no rights.
    const again = await SELF.fetch(`${BASE}/me`, { headers: { authorization: me.authorization } });
    expect(await again.json()).toMatchObject({ role: "member", savezi: [] });
    const fresh = (await (await getData(me.authorization)).json()) as Export;
    expect(fresh.account.id).not.toBe(me.id);
    // The register links a membership to a verified email, not to an account: whoever proves that email again
    // sees the federation's card again (issue 15).
    expect(fresh.memberships.map((m) => m.number)).toEqual(["KEEP-1"]);
  });
});

describe("DELETE /api/v1/me needs a recent sign-in (the token's auth_time)", () => {
  const signedIn = async (who: Person, secondsAgo: number) =>
    `Bearer ${await signToken({
      sub: who.uid,
      email: who.email,
      email_verified: true,
      auth_time: Math.floor(Date.now() / 1000) - secondsAgo,
    })}`;

  it("refuses a sign-in 6 minutes old with 401 reauth_required and erases nothing; 1 minute old erases", async () => {
    const me = await person(true);
    await addInvitation(me.email);

    const stale = await del(await signedIn(me, 6 * 60));
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({
      error: { code: "reauth_required", message: T_MY_DATA.ponovnaPrijava },
    });
    expect(stale.headers.get("www-authenticate")).toBe('Bearer error="insufficient_user_authentication", max_age=300');
    // Nothing was erased: the account, its rights and its invitation are all still there.
    expect(await env.DB.prepare("SELECT 1 AS ok FROM users WHERE id = ?").bind(me.id).first()).toEqual({ ok: 1 });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM staff_savezi WHERE user_id = ?").bind(me.id).first(),
    ).toEqual({ n: 2 });
    expect(await env.DB.prepare("SELECT 1 AS ok FROM pozivnice WHERE email = ?").bind(me.email).first()).toEqual({
      ok: 1,
    });

    const recent = await del(await signedIn(me, 60));
    expect(recent.status).toBe(200);
    expect(await recent.json()).toMatchObject({ erased: true, staffRightsRemoved: 2, invitationsDeleted: 1 });
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(me.id).first()).toBeNull();
  });
});

describe("/api/v1/admin/people/:id (a person's request, handled by an admin)", () => {
  it("refuses anonymous callers with 401 and staff and members with 403, and erases nothing", async () => {
    const target = await person();
    const paths = [`${BASE}/admin/people/${target.id}/data`, `${BASE}/admin/people/${target.id}`];
    expect((await getData(undefined, paths[0])).status).toBe(401);
    expect((await del(undefined, paths[1])).status).toBe(401);
    for (const kind of ["staff", "member", "unverified-staff"] as const) {
      const authorization = await bearer(kind);
      expect((await getData(authorization, paths[0])).status, kind).toBe(403);
      expect((await del(authorization, paths[1])).status, kind).toBe(403);
    }
    expect(await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(target.id).first()).toEqual({
      email: target.email,
    });
  });

  it("lets an admin download a person's data and erase their account; an unknown id is 404", async () => {
    const admin = await bearer("admin");
    const target = await person(true);
    await addMembership(target.id, "ADMIN-KEEP");
    const data = await getData(admin, `${BASE}/admin/people/${target.id}/data`);
    expect(data.status).toBe(200);
    expect(((await data.json()) as Export).account.email).toBe(target.email);

    const erased = await del(admin, `${BASE}/admin/people/${target.id}`);
    expect(erased.status).toBe(200);
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(target.id).first()).toBeNull();
    expect(await env.DB.prepare("SELECT 1 FROM memberships WHERE number = 'ADMIN-KEEP'").first()).not.toBeNull();
    expect((await del(admin, `${BASE}/admin/people/${target.id}`)).status).toBe(404);
    expect((await getData(admin, `${BASE}/admin/people/999999/data`)).status).toBe(404);
    expect((await getData(admin, `${BASE}/admin/people/abc/data`)).status).toBe(404);
  });
});

describe("invitations are the verified email's only", () => {
  it("an unverified account registered with someone's email neither reads nor deletes their pending invitations", async () => {
    const email = `pozvana-${crypto.randomUUID()}@test.test`;
    await addInvitation(email);
    const squatter = await person(false, false, email);

    const data = (await (await getData(squatter.authorization)).json()) as Export;
    expect(data.account.email).toBe(email);
    expect(data.invitations).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(SAVEZ_B);

    const erased = await del(squatter.authorization);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ erased: true, invitationsDeleted: 0 });
    // The invitation still waits for whoever proves the address.
    const left = await env.DB.prepare("SELECT accepted_at, withdrawn_at FROM pozivnice WHERE email = ?")
      .bind(email)
      .all();
    expect(left.results).toEqual([{ accepted_at: null, withdrawn_at: null }]);
  });
});

describe("the last-admin rule under concurrency", () => {
  const verifiedAdmins = async () =>
    (
      await env.DB.prepare("SELECT id FROM users WHERE role = 'admin' AND email_verified = 1 ORDER BY id").all<{
        id: number;
      }>()
    ).results.map((r) => r.id);

  /** Runs `work` with `ids` as the only admins, then gives the admin role back to those who had it. */
  async function withOnlyAdmins(ids: number[], work: () => Promise<void>) {
    const before = await verifiedAdmins();
    const set = (list: number[]) =>
      env.DB.prepare(
        `UPDATE users SET role = CASE WHEN id IN (SELECT value FROM json_each(?)) THEN 'admin' ELSE 'member' END
         WHERE role = 'admin' OR id IN (SELECT value FROM json_each(?))`,
      )
        .bind(JSON.stringify(list), JSON.stringify(list))
        .run();
    await set(ids);
    try {
      await work();
    } finally {
      await set(before);
    }
  }

  it("two admins erasing themselves at once: one is erased, the other gets 409 last_admin and stays admin", async () => {
    const [a, b] = [await person(), await person()];
    await withOnlyAdmins([a.id, b.id], async () => {
      const answers = await Promise.all([del(a.authorization), del(b.authorization)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const left = await verifiedAdmins();
      expect(left).toHaveLength(1);
      expect([a.id, b.id]).toContain(left[0]);
    });
  });

  it("an admin erasing itself while revoking the other admin never leaves no verified admin", async () => {
    const [a, b] = [await person(), await person()];
    await withOnlyAdmins([a.id, b.id], async () => {
      await Promise.all([
        del(a.authorization),
        SELF.fetch(`${BASE}/admin/roles`, {
          method: "DELETE",
          headers: { authorization: a.authorization, "content-type": "application/json" },
          body: JSON.stringify({ user_id: b.id, role: "admin" }),
        }),
      ]);
      expect(await verifiedAdmins()).toHaveLength(1);
    });
  });
});

describe("the export holds other people's personal fields never", () => {
  it("redacts the member's email and date of birth from the staff's export, shows them to the member and to /revizija", async () => {
    const staff = await person(true);
    const memberEmail = `clan-${crypto.randomUUID()}@test.test`;
    const created = await gql("CreateClanstvo", {
      authorization: staff.authorization,
      variables: {
        object: {
          ...NEW_MEMBERSHIP,
          email: memberEmail,
          first_name: "Rahela",
          last_name: "Tajnić",
          date_of_birth: "1990-04-17",
        },
      },
    });
    const card = (created.body as { data: { insert_memberships_one: { id: string } } }).data.insert_memberships_one;

    const mine = (await (await getData(staff.authorization)).json()) as Export;
    const entry = mine.audit.find((a) => a.entity === "memberships" && a.entity_id === card.id);
    expect(entry).toMatchObject({ action: "create", actor_id: staff.id });
    // What was done stays (the type, the dates of the card); whose personal data it was does not.
    expect(entry!.changed_fields).toMatchObject({ type: NEW_MEMBERSHIP.type, email: null, date_of_birth: null });
    expect(entry!.redacted).toEqual(expect.arrayContaining(["email", "date_of_birth", "first_name", "last_name"]));
    const text = JSON.stringify(mine);
    for (const value of [memberEmail, "1990-04-17", "Rahela", "Tajnić"]) expect(text).not.toContain(value);

    // The member's own export holds the entry about their card in full, without the staff member's email.
    const member = await person(false, true, memberEmail);
    const theirs = (await (await getData(member.authorization)).json()) as typeof mine;
    const about = theirs.audit.find((a) => a.entity === "memberships" && a.entity_id === card.id);
    expect(about).toMatchObject({ actor_id: staff.id, actor_email: null });
    expect(about).not.toHaveProperty("redacted");
    expect(about!.changed_fields).toMatchObject({ email: memberEmail, date_of_birth: "1990-04-17" });

    // The federation's audit list still shows staff what was entered in their register.
    const list = await SELF.fetch(`${BASE}/revizija?entity_id=${card.id}`, {
      headers: { authorization: staff.authorization },
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain("1990-04-17");
  });
});
