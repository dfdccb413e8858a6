// Bad-input catalogue: GET /api/v1/revizija (the audit log) with malformed cursors, dates, filters and page
// sizes, and a federation the caller does not work for. Each is refused 400 (403 for the federation) with
// `{error:{code,message}}`, and nothing is written (reading the log must never add to it).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../shared/paths";
import { SAVEZ_B, bearer, type UserKind } from "../helpers/auth";
import { gql, seedDemo } from "../helpers/graphql";
import { VALID } from "../helpers/matrix";
import { expectApiError, expectNothingWritten, snapshot } from "./support";

/** URL-safe base64 without padding, as the server's cursors are written. */
const b64 = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** [name, query, status, code, caller]. */
type Case = [string, Record<string, string>, number, string, UserKind?];

const cases: Case[] = [
  // Cursors.
  ["a cursor with characters outside base64url", { after: "abc$%def" }, 400, "invalid_cursor"],
  ["a cursor with padding and slashes", { after: "ab/c+d==" }, 400, "invalid_cursor"],
  ["a cursor that is base64 of garbage", { after: b64("\u0000\u00ff garbage") }, 400, "invalid_cursor"],
  ["a cursor that is base64 of a JSON object", { after: b64('{"at":"2025-01-01","id":"x"}') }, 400, "invalid_cursor"],
  ["a cursor of three elements", { after: b64('["2025-01-01","a","b"]') }, 400, "invalid_cursor"],
  ["a cursor of one element", { after: b64('["2025-01-01"]') }, 400, "invalid_cursor"],
  ["a cursor of numbers", { after: b64("[1,2]") }, 400, "invalid_cursor"],
  ["a cursor that is base64 of null", { after: b64("null") }, 400, "invalid_cursor"],
  ["a cursor of 201 characters", { after: "A".repeat(201) }, 400, "invalid_cursor"],
  ["a cursor that is a bare number", { after: "12" }, 400, "invalid_cursor"],
  // Dates.
  ["od as DD.MM.YYYY", { od: "01.06.2025" }, 400, "invalid_query"],
  ["od with month 13", { od: "2025-13-01" }, 400, "invalid_query"],
  ["do with slashes", { do: "2025/06/01" }, 400, "invalid_query"],
  ["do as a word", { do: "yesterday" }, 400, "invalid_query"],
  ["od as a full timestamp", { od: "2025-06-01T00:00:00Z" }, 400, "invalid_query"],
  // Filters.
  ["an unknown action", { action: "drop" }, 400, "invalid_query"],
  ["an action in capitals", { action: "UPDATE" }, 400, "invalid_query"],
  ["an entity with SQL in it", { entity: "feed; DROP TABLE audit_log" }, 400, "invalid_query"],
  ["an entity with a dot", { entity: "main.users" }, 400, "invalid_query"],
  ["an entity of 61 characters", { entity: "a".repeat(61) }, 400, "invalid_query"],
  ["an entity_id of 201 characters", { entity_id: "x".repeat(201) }, 400, "invalid_query"],
  ["an actor of 255 characters", { actor: `${"a".repeat(245)}@gmail.com` }, 400, "invalid_query"],
  // Page size.
  ["limit 0", { limit: "0" }, 400, "invalid_query"],
  ["limit 201", { limit: "201" }, 400, "invalid_query"],
  ['limit "abc"', { limit: "abc" }, 400, "invalid_query"],
  ["a negative limit", { limit: "-5" }, 400, "invalid_query"],
  ["a fractional limit", { limit: "1.5" }, 400, "invalid_query"],
  // Federations.
  ["savez_id that is not a UUID", { savez_id: "zicer-savez" }, 400, "invalid_query"],
  ["savez_id with SQL in it", { savez_id: "' OR 1=1 --" }, 400, "invalid_query"],
  ["another federation's savez_id as staff", { savez_id: SAVEZ_B }, 403, "forbidden"],
];

beforeAll(async () => {
  await seedDemo();
});

describe("revizija", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, query, status, code, caller = "staff") => {
    const authorization = await bearer(caller === "staff" ? "staff" : caller);
    const before = await snapshot();
    const response = await SELF.fetch(`https://app.test${API.revizija}?${new URLSearchParams(query)}`, {
      headers: { authorization },
    });
    await expectApiError(response, status, code);
    await expectNothingWritten(before);
  });

  it("sanity: the same staff caller's edit writes an entry, which a valid query then reads", async () => {
    const staff = await bearer("staff");
    const before = await snapshot();
    await gql("CreateNajava", { authorization: staff, variables: VALID.CreateNajava });
    expect((await snapshot()).audit_log).toBe(before.audit_log + 1);
    const response = await SELF.fetch(`https://app.test${API.revizija}?limit=1&action=create&entity=feed`, {
      headers: { authorization: staff },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { entries: unknown[] }).entries).toHaveLength(1);
  });
});
