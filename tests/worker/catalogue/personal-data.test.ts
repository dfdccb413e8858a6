// Bad-input catalogue: a person's own data and its admin variant (/api/v1/me/data, DELETE /api/v1/me,
// /api/v1/admin/people/:id[/data]) and oversized GraphQL bodies refused before their operation is known.
// Every case asserts the status, the error shape and that nothing was written anywhere.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, unsignedToken } from "../helpers/auth";
import { seedDemo } from "../helpers/graphql";
import { expectGraphqlError, expectNothingWritten, expectRestRefusal, postGraphql, snapshot } from "./support";

const BASE = "https://app.test/api/v1";

beforeAll(seedDemo);

/** [case, method, path, who, status, code]; "who" is a kind of test user, a raw header, or nobody. */
const cases: [string, "GET" | "DELETE", string, string | null, number, string][] = [
  ["an anonymous export", "GET", "/me/data", null, 401, "unauthenticated"],
  ["an anonymous erasure", "DELETE", "/me", null, 401, "unauthenticated"],
  ["an export with a forged token", "GET", "/me/data", "Bearer abc.def.ghi", 401, "unauthenticated"],
  ["an erasure with a forged token", "DELETE", "/me", "Bearer abc.def.ghi", 401, "unauthenticated"],
  ["an erasure with an unsigned (alg none) token", "DELETE", "/me", "unsigned", 401, "unauthenticated"],
  ["a member asking for a person's data", "GET", "/admin/people/1/data", "member", 403, "forbidden"],
  ["staff erasing a person", "DELETE", "/admin/people/1", "staff", 403, "forbidden"],
  ["an admin with a non-numeric person id", "GET", "/admin/people/abc/data", "admin", 404, "not_found"],
  ["an admin with a negative person id", "DELETE", "/admin/people/-1", "admin", 404, "not_found"],
  ["an admin with a fractional person id", "DELETE", "/admin/people/1.5", "admin", 404, "not_found"],
  ["an admin with a person id past 2^53", "DELETE", "/admin/people/9007199254740993", "admin", 404, "not_found"],
  ["an admin with an unknown person id", "DELETE", "/admin/people/999999", "admin", 404, "not_found"],
  ["an admin with an id in SQL", "GET", "/admin/people/1%20OR%201=1/data", "admin", 404, "not_found"],
];

async function authorization(who: string | null): Promise<Record<string, string>> {
  if (who === null) return {};
  if (who.startsWith("Bearer ")) return { authorization: who };
  if (who === "unsigned") return { authorization: `Bearer ${unsignedToken({ sub: "unsigned-uid" })}` };
  return { authorization: await bearer(who as "member" | "staff" | "admin") };
}

describe("personal data", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, method, path, who, status, code) => {
    const headers = await authorization(who);
    await expectRestRefusal(() => SELF.fetch(`${BASE}${path}`, { method, headers }), status, code);
  });

  it("sanity: the same admin's valid export answers 200", async () => {
    const response = await SELF.fetch(`${BASE}/admin/people/1/data`, { headers: await authorization("admin") });
    expect(response.status).toBe(200);
  });
});

describe("GraphQL bodies over 64 KB", () => {
  const big = (head: string) => `${head}"query":"${"a".repeat(80 * 1024)}"}`;
  it.each([
    ["a trusted read's name", big('{"operationName":"ReadFeed",')],
    ["an unknown operation's name", big('{"operationName":"DropTables",')],
    ["no operation name", big("{")],
    ["the bulk name declared after 64 KB", `{"query":"${"a".repeat(80 * 1024)}","operationName":"InsertNatjecatelji"}`],
  ])("refuses %s with 413 and writes nothing", async (_name, body) => {
    const before = await snapshot();
    await expectGraphqlError(await postGraphql(body, await bearer("staff")), 413, "BAD_REQUEST");
    await expectNothingWritten(before);
  });
});
