import { SELF, env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../../worker/app";
import { LOCAL_NOTE } from "../../worker/ai/local";
import { rewriteNajava, type AiSettings } from "../../worker/ai/rewrite";
import { NAJAVA_RATE_LIMIT, NAJAVA_RATE_PERIOD_SECONDS } from "../../worker/routes/najava";
import { bearer, freshStaffBearer } from "./helpers/auth";

const URL_ = "https://app.test/api/v1/najava";
const ULAZ = "  regata na Jarunu   u subotu od 9 sati .ulaz je slobodan  ";

const post = (body: unknown, authorization?: string, url = URL_) =>
  SELF.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/**
 * Staff's bearer. Each test has rate-limit buckets of its own (tests/worker/setup/rate-limits.ts): the tests after
 * the rate limit's flood still rewrite as the same staff member.
 */
const staffBearer = () => bearer("staff");

async function feedCount() {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM feed").first<{ n: number }>())!.n;
}

describe("POST /api/v1/najava: who may call it", () => {
  it("refuses anonymous callers with 401", async () => {
    const response = await post({ ulaz: ULAZ });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
  });

  it("refuses members and unverified staff with 403", async () => {
    for (const kind of ["member", "unverified-staff"] as const) {
      const response = await post({ ulaz: ULAZ }, await bearer(kind));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden", message: expect.any(String) } });
    }
  });

  it("rewrites for staff with the local rewriter, which says it is not a model", async () => {
    const response = await post({ ulaz: ULAZ }, await bearer("staff"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      naslov: "Regata na Jarunu u subotu od 9 sati",
      sadrzaj: "Regata na Jarunu u subotu od 9 sati. Ulaz je slobodan.",
      provider: "local",
      napomena: LOCAL_NOTE,
    });
  });

  it("answers under the spec's /{product}/api/v1/najava form, and only for this product", async () => {
    const staff = await staffBearer();
    const ok = await post({ ulaz: ULAZ }, staff, "https://app.test/sportski-zagreb/api/v1/najava");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ provider: "local" });
    const other = await post({ ulaz: ULAZ }, staff, "https://app.test/drugi-proizvod/api/v1/najava");
    expect(other.status).not.toBe(200);
  });
});

describe("POST /api/v1/najava: invalid bodies", () => {
  const cases: [string, unknown, string][] = [
    ["empty ulaz", { ulaz: "" }, "ulaz"],
    ["blank ulaz", { ulaz: "   \n " }, "ulaz"],
    ["ulaz over 5000 characters", { ulaz: "a".repeat(5001) }, "ulaz"],
    ["ulaz not a string", { ulaz: 42 }, "ulaz"],
    ["no ulaz", { opis: "tekst" }, "ulaz"],
  ];
  for (const [name, body, field] of cases) {
    it(`answers 400 with field errors for ${name}, and writes nothing`, async () => {
      const before = await feedCount();
      const response = await post(body, await staffBearer());
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: { code: string; details: Record<string, string[]> } };
      expect(json.error.code).toBe("invalid_body");
      expect(json.error.details[field]).toEqual([expect.any(String)]);
      expect(await feedCount()).toBe(before);
    });
  }

  it("answers 400 for a body that is not JSON", async () => {
    const response = await post("{ulaz: nije json", await staffBearer());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("accepts exactly 5000 characters", async () => {
    const response = await post({ ulaz: "a".repeat(5000) }, await staffBearer());
    expect(response.status).toBe(200);
  });
});

describe("POST /api/v1/najava: rate limit", () => {
  it(`answers 429 JSON after ${NAJAVA_RATE_LIMIT} rewrites a minute by one user, while others still pass`, async () => {
    const heavy = await staffBearer();
    const statuses: number[] = [];
    for (let i = 0; i <= NAJAVA_RATE_LIMIT; i += 1) statuses.push((await post({ ulaz: ULAZ }, heavy)).status);
    expect(statuses.slice(0, NAJAVA_RATE_LIMIT).every((s) => s === 200)).toBe(true);
    const limited = await post({ ulaz: ULAZ }, heavy);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(NAJAVA_RATE_PERIOD_SECONDS));
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    expect((await post({ ulaz: ULAZ }, await freshStaffBearer())).status).toBe(200);
  });
});

/** Calls the real app with other provider settings (the Env of this test run plus overrides). */
const app = createApp();
async function postWith(settings: Partial<AiSettings>, ulaz = ULAZ) {
  const response = await app.request(
    "/api/v1/najava",
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: await staffBearer() },
      body: JSON.stringify({ ulaz }),
    },
    { ...env, ...settings },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("provider openai (fake OpenAI-compatible server on 127.0.0.1)", () => {
  const base = (scenario: string) => `${inject("fakeOpenAiUrl")}/${scenario}/v1`;
  const openai = (scenario: string) => ({
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: base(scenario),
    OPENAI_API_KEY: "sk-test",
    AI_MODEL: "test-model",
  });
  const lastRequest = async (scenario: string) =>
    (await (await fetch(`${inject("fakeOpenAiUrl")}/__last/${scenario}`)).json()) as {
      headers: Record<string, string>;
      body: { model: string; messages: { role: string; content: string }[] };
    };

  it("sends the Croatian JSON prompt with the key and model, and returns the model's title and body", async () => {
    const { status, body } = await postWith(openai("ok"));
    expect(status).toBe(200);
    expect(body).toEqual({ naslov: "Regata na Jarunu", sadrzaj: "Veslači se natječu u subotu.", provider: "openai" });
    const sent = await lastRequest("ok");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body.model).toBe("test-model");
    expect(sent.body.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("JSON") });
    expect(sent.body.messages[0]!.content).toContain("naslov");
    expect(sent.body.messages[1]).toEqual({ role: "user", content: expect.stringContaining(ULAZ.trim()) });
  });

  it("reads JSON wrapped in a code fence with prose around it", async () => {
    const { status, body } = await postWith(openai("fenced"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ naslov: "Regata", sadrzaj: "Tekst u ogradi." });
  });

  it("derives a title from the body when the model leaves it out", async () => {
    const { status, body } = await postWith(openai("untitled"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ naslov: "Polumaraton počinje u 9 sati" });
  });

  it("answers 502 for prose with no JSON, a non-chat answer, a 500, a 401 and an unreachable server", async () => {
    for (const scenario of ["garbage", "not-chat", "server-error", "unauthorized"]) {
      const { status, body } = await postWith(openai(scenario));
      expect([scenario, status]).toEqual([scenario, 502]);
      expect(body).toEqual({ error: { code: expect.stringMatching(/^ai_/), message: expect.any(String) } });
      expect(JSON.stringify(body)).not.toContain("sk-test");
    }
    const down = await postWith({ ...openai("ok"), OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(down.status).toBe(502);
  });

  it("gives up after the timeout with an ai_timeout error (502 through the API)", async () => {
    const settings = { ...env, ...openai("hang") };
    const started = Date.now();
    await expect(rewriteNajava(settings, ULAZ, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 502,
      code: "ai_timeout",
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("provider workers-ai (fake AI binding)", () => {
  const binding = (run: (model: string, inputs: object) => Promise<unknown>) => ({ run });

  it("calls the configured model with the prompt and reads a string response", async () => {
    const calls: { model: string; inputs: object }[] = [];
    const AI = binding(async (model, inputs) => {
      calls.push({ model, inputs });
      return { response: '```json\n{"naslov": "Derbi", "sadrzaj": "RK Zagreb igra u Areni."}\n```' };
    });
    const { status, body } = await postWith({ AI_PROVIDER: "workers-ai", AI_MODEL: "@cf/test/model", AI });
    expect(status).toBe(200);
    expect(body).toEqual({ naslov: "Derbi", sadrzaj: "RK Zagreb igra u Areni.", provider: "workers-ai" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/test/model");
    expect(calls[0]!.inputs).toMatchObject({ messages: [{ role: "system" }, { role: "user" }] });
  });

  it("accepts a response Workers AI has already parsed into an object", async () => {
    const AI = binding(async () => ({ response: { naslov: "Kup", sadrzaj: "Gađanje zračnom puškom." } }));
    const { status, body } = await postWith({ AI_PROVIDER: "workers-ai", AI });
    expect(status).toBe(200);
    expect(body).toMatchObject({ naslov: "Kup", sadrzaj: "Gađanje zračnom puškom." });
  });

  it("answers 502 when the binding throws, returns garbage, or is missing", async () => {
    const throwing = binding(async () => {
      throw new Error("3040: capacity temporarily exceeded");
    });
    const garbage = binding(async () => ({ response: "" }));
    for (const AI of [throwing, garbage, undefined]) {
      const { status, body } = await postWith({ AI_PROVIDER: "workers-ai", AI });
      expect(status).toBe(502);
      expect(JSON.stringify(body)).not.toContain("3040");
    }
  });

  it("times out a binding that never answers", async () => {
    const AI = binding(() => new Promise(() => {}));
    await expect(rewriteNajava({ AI_PROVIDER: "workers-ai", AI }, ULAZ, { timeoutMs: 200 })).rejects.toMatchObject({
      status: 502,
      code: "ai_timeout",
    });
  });

  it("refuses an unknown AI_PROVIDER with 502 rather than silently using another", async () => {
    const { status, body } = await postWith({ AI_PROVIDER: "gpt-magic" });
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: { code: "ai_not_configured" } });
  });
});
