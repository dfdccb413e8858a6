// Idempotent creates: the Idempotency-Key header makes a repeated create answer the first answer without a
// second row (or audit row); a reused key with another body is refused with 422, a malformed one with 400.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { runScheduled } from "../../worker/routes/scheduled";
import { T_IDEMPOTENCY } from "../../shared/texts";
import { bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const feedCount = (subject: string) => count("SELECT count(*) AS n FROM feed WHERE subject = ?", subject);
const auditCount = () => count("SELECT count(*) AS n FROM audit_log WHERE action = 'create'");

const najava = (subject: string) => ({ subject, description: "Na Jarunu." });
const create = async (key: string, subject: string, kind: "staff" | "staff-b" = "staff") =>
  gql("CreateNajava", {
    authorization: await bearer(kind),
    variables: najava(subject),
    headers: { "idempotency-key": key },
  });

beforeEach(async () => {
  await seedDemo();
  await env.DB.prepare("DELETE FROM idempotency_keys").run();
});

describe("Idempotency-Key", () => {
  it("the same key twice creates one row and one audit row, and the repeat replays the first answer", async () => {
    const audits = await auditCount();
    const first = await create("key-1", "Regata");
    expect(first.status).toBe(200);
    expect(first.response.headers.get("idempotent-replayed")).toBeNull();
    const second = await create("key-1", "Regata");
    expect(second.status).toBe(200);
    expect(second.response.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await feedCount("Regata")).toBe(1);
    expect(await auditCount()).toBe(audits + 1);
  });

  it("the same key with another body is refused with 422 and writes nothing", async () => {
    await create("key-2", "Regata");
    const audits = await auditCount();
    const other = await create("key-2", "Veslanje");
    expect(other.status).toBe(422);
    expect(other.body.errors[0].message).toBe(T_IDEMPOTENCY.mismatch);
    expect(other.body.errors[0].extensions.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await feedCount("Veslanje")).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it("two concurrent requests with the same key create exactly one row", async () => {
    const audits = await auditCount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => create("key-3", "Istovremeno")));
    expect(await feedCount("Istovremeno")).toBe(1);
    expect(await auditCount()).toBe(audits + 1);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.response.headers.get("retry-after")).toBe("1");
    }
    const ids = answers.filter((a) => a.status === 200).map((a) => a.body.data.insert_feed_one.id);
    expect(new Set(ids).size).toBe(1);
  });

  it("another user's same key is independent", async () => {
    await create("shared-key", "Regata A", "staff");
    const other = await create("shared-key", "Regata B", "staff-b");
    expect(other.status).toBe(200);
    expect(other.response.headers.get("idempotent-replayed")).toBeNull();
    expect(await feedCount("Regata A")).toBe(1);
    expect(await feedCount("Regata B")).toBe(1);
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["a space", "two words"],
    ["non-ASCII", "ključ"],
  ])("a malformed key (%s) is refused with 400 and writes nothing", async (_, key) => {
    const audits = await auditCount();
    const answer = await create(key, "Loš ključ");
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].message).toBe(T_IDEMPOTENCY.malformed);
    expect(await feedCount("Loš ključ")).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it("a create without a key works as before (two requests, two rows)", async () => {
    const authorization = await bearer("staff");
    await gql("CreateNajava", { authorization, variables: najava("Bez ključa") });
    await gql("CreateNajava", { authorization, variables: najava("Bez ključa") });
    expect(await feedCount("Bez ključa")).toBe(2);
  });

  it("InsertNatjecatelji of 3 rows replayed still stores 3 rows", async () => {
    const authorization = await bearer("staff");
    const objects = ["Ana", "Iva", "Eva"].map((ime) => ({ ime, prezime: "Idempotentić", team: "A" }));
    const send = () =>
      gql("InsertNatjecatelji", { authorization, variables: { objects }, headers: { "idempotency-key": "bulk-1" } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.response.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("SELECT count(*) AS n FROM natjecatelji WHERE prezime = 'Idempotentić'")).toBe(3);
  });

  it("a refused create stores no key, so the same key works once the input is fixed", async () => {
    const authorization = await bearer("staff");
    const bad = await gql("CreateNajava", {
      authorization,
      variables: { subject: "", description: "x" },
      headers: { "idempotency-key": "fix-1" },
    });
    expect(bad.status).toBe(400);
    const good = await create("fix-1", "Ispravljeno");
    expect(good.status).toBe(200);
    expect(good.response.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a create whose answer could not be stored still answers it, and a later repeat is told it was done (no 409 'retry' for 24 h)", async () => {
    const breakAnswers =
      "CREATE TRIGGER break_key_answer BEFORE UPDATE ON idempotency_keys BEGIN SELECT RAISE(ABORT, 'broken'); END";
    await env.DB.prepare(breakAnswers).run();
    try {
      const first = await create("lost-1", "Bez odgovora");
      expect(first.status).toBe(200);
      expect(first.body.data.insert_feed_one.id).toEqual(expect.any(String));
    } finally {
      await env.DB.prepare("DROP TRIGGER break_key_answer").run();
    }
    // A minute later the first request is long over: its answer will never be stored.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE key = 'lost-1'").bind(minuteAgo).run();
    const repeat = await create("lost-1", "Bez odgovora");
    expect(repeat.status).toBe(409);
    expect(repeat.body.errors[0].extensions.code).toBe("IDEMPOTENCY_ANSWER_LOST");
    expect(repeat.body.errors[0].message).toBe(T_IDEMPOTENCY.answerLost);
    expect(repeat.response.headers.get("retry-after")).toBeNull();
    expect(await feedCount("Bez odgovora")).toBe(1);
  });

  it("keys expire after 24 hours: the daily purge deletes them", async () => {
    await create("old-key", "Stara");
    const keys = () => count("SELECT count(*) AS n FROM idempotency_keys");
    expect(await keys()).toBe(1);
    await runScheduled(env, Date.now() + 23 * 3_600_000);
    expect(await keys()).toBe(1);
    const { keys: purged } = await runScheduled(env, Date.now() + 25 * 3_600_000);
    expect(purged).toBe(1);
    expect(await keys()).toBe(0);
  });
});
