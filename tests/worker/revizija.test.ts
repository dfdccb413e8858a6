// GET /api/v1/revizija: admins read every federation's audit entries, staff only their own; a page at a time,
// newest first, filtered; everyone else is refused before any SQL runs. Uploads are audited too.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { API } from "../../shared/paths";
import { SAVEZ_A, SAVEZ_B, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { VALID, prepareEdit } from "./helpers/matrix";
import { uploadTo } from "./helpers/uploads";

interface Page {
  entries: { action: string; entity: string; entity_id: string; savez_id: string | null; changed_fields: unknown }[];
  next: string | null;
}

async function audit(query: Record<string, string>, authorization?: string) {
  const response = await SELF.fetch(`https://app.test${API.revizija}?${new URLSearchParams(query)}`, {
    headers: authorization ? { authorization } : {},
  });
  return { status: response.status, body: (await response.json()) as Page & { error?: { code: string } } };
}

let since = "";
beforeEach(async () => {
  since = new Date().toISOString().slice(0, 10);
  await seedDemo();
});

describe("who reads the audit log", () => {
  it("anonymous 401, members and unverified staff 403, staff of another federation 403", async () => {
    expect((await audit({})).status).toBe(401);
    expect((await audit({}, await bearer("member"))).status).toBe(403);
    expect((await audit({}, await bearer("unverified-staff"))).status).toBe(403);
    expect((await audit({ savez_id: SAVEZ_B }, await bearer("staff"))).status).toBe(403);
  });

  it("staff see their federation's entries only; admins see every federation's", async () => {
    const staffB = await bearer("staff-b");
    await gql("CreateNajava", {
      authorization: staffB,
      variables: { subject: "B", description: "B", savez_id: SAVEZ_B },
    });
    await gql("UpdateNajava", { authorization: await bearer("staff"), variables: VALID.UpdateNajava });
    const staff = await audit({ od: since, limit: "200" }, await bearer("staff"));
    expect(staff.status).toBe(200);
    expect(staff.body.entries.length).toBeGreaterThan(0);
    expect(staff.body.entries.every((e) => e.savez_id === SAVEZ_A)).toBe(true);
    const admin = await audit({ od: since, limit: "200" }, await bearer("admin"));
    expect(new Set(admin.body.entries.map((e) => e.savez_id))).toEqual(new Set([SAVEZ_A, SAVEZ_B]));
  });
});

describe("pages and filters", () => {
  it("filters by row and action, shows before and after, and pages newest first without repeats", async () => {
    const staff = await bearer("staff");
    const created = await gql("CreateNajava", {
      authorization: staff,
      variables: { subject: "Nula", description: "x" },
    });
    const id = created.body.data.insert_feed_one.id as string;
    let version = 1;
    for (const subject of ["Jedan", "Dva", "Tri"]) {
      await gql("UpdateNajava", { authorization: staff, variables: { id, version, set: { subject } } });
      version += 1;
    }
    const query = { entity: "feed", entity_id: id, action: "update", od: since, limit: "2" };
    const first = await audit(query, staff);
    expect(first.body.entries.map((e) => e.changed_fields)).toEqual([
      { subject: { from: "Dva", to: "Tri" } },
      { subject: { from: "Jedan", to: "Dva" } },
    ]);
    const second = await audit({ ...query, after: first.body.next! }, staff);
    expect(second.body.entries.map((e) => e.changed_fields)).toEqual([{ subject: { from: "Nula", to: "Jedan" } }]);
    expect(second.body.next).toBeNull();
  });

  it("refuses a malformed cursor, action or date with 400 and a message", async () => {
    const admin = await bearer("admin");
    const bad: Record<string, string>[] = [
      { after: "!!" },
      { action: "drop" },
      { od: "2025-13-01" },
      { limit: "100000" },
    ];
    for (const query of bad) {
      const { status, body } = await audit(query, admin);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error?.code).toMatch(/invalid_/);
    }
  });

  it("records an upload with its name, type and size", async () => {
    await prepareEdit("UpdateNajava");
    const staff = await bearer("staff");
    const response = await uploadTo(`https://app.test${API.files}`, "Pravilnik.pdf", "%PDF-1.4\n%%EOF\n", staff);
    expect(response.status).toBe(201);
    const { key } = (await response.json()) as { key: string };
    const { body } = await audit({ entity: "files", entity_id: key }, await bearer("admin"));
    expect(body.entries).toEqual([
      expect.objectContaining({
        action: "upload",
        changed_fields: expect.objectContaining({ naziv: "Pravilnik.pdf" }),
      }),
    ]);
    expect(await env.DOCUMENTS.head(key)).not.toBeNull();
  });
});
