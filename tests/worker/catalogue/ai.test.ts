// Bad-input catalogue: AI rewrite bodies beyond tests/worker/najava-ai.test.ts (which covers an empty,
// blank, 5001-character, numeric or missing ulaz and a non-JSON body). Each case is a test of its own, with its
// own rate-limit buckets (tests/worker/setup/rate-limits.ts), so the per-user limit never answers in place of
// the validation.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer } from "../helpers/auth";
import { expectRestRefusal } from "./support";

const staff = () => bearer("staff");

function post(body: string, authorization: string, contentType = "application/json") {
  return SELF.fetch("https://app.test/api/v1/najava", {
    method: "POST",
    headers: { "content-type": contentType, authorization },
    body,
  });
}

/** [case, raw body, status, code, content type]. */
const cases: [string, string, number, string, string?][] = [
  ["an empty body", "", 400, "invalid_json"],
  ["a form-encoded body", "ulaz=regata", 400, "invalid_json", "application/x-www-form-urlencoded"],
  ["JSON null", "null", 400, "invalid_body"],
  ["a JSON array", JSON.stringify([{ ulaz: "regata" }]), 400, "invalid_body"],
  ["a JSON string", JSON.stringify("regata na Jarunu"), 400, "invalid_body"],
  ["ulaz null", JSON.stringify({ ulaz: null }), 400, "invalid_body"],
  ["ulaz a list of strings", JSON.stringify({ ulaz: ["regata", "Jarun"] }), 400, "invalid_body"],
  ["ulaz an object", JSON.stringify({ ulaz: { text: "regata" } }), 400, "invalid_body"],
  ["ulaz a boolean", JSON.stringify({ ulaz: true }), 400, "invalid_body"],
  [
    "5 001 Croatian letters (counted as characters, not bytes)",
    JSON.stringify({ ulaz: "č".repeat(5001) }),
    400,
    "invalid_body",
  ],
  ["a 1 MB body", JSON.stringify({ ulaz: "a".repeat(1024 * 1024) }), 413, "body_too_large"],
];

describe("ai", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, body, status, code, contentType) => {
    const authorization = await staff();
    await expectRestRefusal(() => post(body, authorization, contentType), status, code);
  });

  it("sanity: 5 000 Croatian letters pass", async () => {
    const response = await post(JSON.stringify({ ulaz: "č".repeat(5000) }), await staff());
    expect(response.status).toBe(200);
  });
});
