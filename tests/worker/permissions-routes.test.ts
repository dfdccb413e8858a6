// The REST reads the permission table alone decides (people, cards, the audit list, the admin API), run for
// every kind of caller as docs/security.md's route table states them (generated from shared/permissions.ts,
// kept equal by tests/unit/permissions-docs.test.ts): the table is what the Worker answers.
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import securityDoc from "../../docs/security.md?raw";
import { ROUTE_RIGHTS, parseRouteTable } from "../../worker/graphql/role-table";
import { SAVEZ_A, bearer, seedUser } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";
import { CALLERS } from "./helpers/matrix";

const EXPECTED = parseRouteTable(securityDoc);

beforeEach(seedDemo);

/** The route's request: `:id` is a member's users.id, `savez_id=A` federation A. */
async function request(route: string, authorization: string | undefined): Promise<Response> {
  const [method, path] = route.split(" ") as [string, string];
  const url = path.replace(":id", String(await seedUser("member"))).replace("savez_id=A", `savez_id=${SAVEZ_A}`);
  return SELF.fetch(`https://app.test${url}`, { method, headers: authorization ? { authorization } : {} });
}

describe("role × REST read matrix", () => {
  it("has an expectation for every route the table decides", () => {
    expect(Object.keys(EXPECTED)).toEqual(ROUTE_RIGHTS.map((r) => r.route));
  });

  for (const { route } of ROUTE_RIGHTS) {
    it(`${route}: ${CALLERS.map((who, i) => `${who} ${EXPECTED[route]?.[i]}`).join(", ")}`, async () => {
      for (const [i, who] of CALLERS.entries()) {
        const response = await request(route, who === "anonymous" ? undefined : await bearer(who));
        expect(response.status, `${route} as ${who}`).toBe(EXPECTED[route]![i]);
        if (response.status !== 200) {
          const { error } = (await response.json()) as { error: { code: string } };
          expect(error.code).toBe(response.status === 401 ? "unauthenticated" : "forbidden");
        } else await response.body?.cancel();
      }
    });
  }
});
