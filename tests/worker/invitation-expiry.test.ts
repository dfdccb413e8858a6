// Invitations expire (issue 28, item 3's low finding): an invitation is sent for INVITATION_DAYS; past its
// expires_at it is not applied at sign-in, the admin list shows it as expired, and inviting the same email again
// sends a new one.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INVITATION_DAYS } from "../../shared/entities/roles";
import { API } from "../../shared/paths";
import { SAVEZ_A, bearer, signToken } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";

const ORIGIN = "https://app.test";

async function call(method: string, path: string, authorization: string, body?: unknown) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(seedDemo);

describe("invitations expire", () => {
  it("expire after 14 days: not applied at sign-in, listed as expired, and a new one can be sent", async () => {
    const admin = await bearer("admin");
    const email = `kasni-${crypto.randomUUID()}@test.test`;
    const sent = await call("POST", API.adminInvitations, admin, { email, role: "staff", savez_id: SAVEZ_A });
    expect(sent.status).toBe(201);
    const invitation = sent.body.invitation;
    expect(invitation.expired).toBe(false);
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
    expect(days).toBe(INVITATION_DAYS);

    // Fifteen days later (the clock moved: the row's times are moved back instead).
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE pozivnice SET created_at = ?, expires_at = ? WHERE id = ?")
      .bind(daysAgo(15), daysAgo(1), invitation.id)
      .run();

    const listed = await call("GET", API.adminInvitations, admin);
    expect(listed.body.invitations.find((i: { id: string }) => i.id === invitation.id)).toMatchObject({
      expired: true,
    });

    // The person signs in with the address verified: the expired invitation gives no right.
    const uid = `kasni-${crypto.randomUUID()}`;
    const person = `Bearer ${await signToken({ sub: uid, email, email_verified: true })}`;
    const me = await call("GET", "/api/v1/me", person);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: "member", savezi: [] });
    const row = await env.DB.prepare("SELECT accepted_at FROM pozivnice WHERE id = ?").bind(invitation.id).first();
    expect(row).toEqual({ accepted_at: null });

    // Inviting again sends a new invitation, which applies at once to the now verified account.
    const again = await call("POST", API.adminInvitations, admin, { email, role: "staff", savez_id: SAVEZ_A });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ applied: true });
    expect((await call("GET", "/api/v1/me", person)).body.savezi).toHaveLength(1);
  });
});
