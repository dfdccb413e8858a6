// docs/security.md's table of REST reads the permission table decides (people, cards, the audit list, the
// admin API) is generated from shared/permissions.ts; this keeps the two equal. UPDATE_DOCS=1 rewrites it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ROUTE_RIGHTS,
  ROUTE_TABLE_END,
  ROUTE_TABLE_START,
  parseRouteTable,
  routeTableMarkdown,
} from "../../worker/graphql/role-table";
import { expectGeneratedSection } from "./support/generated-section";

const DOC = new URL("../../docs/security.md", import.meta.url);

describe("the route table of docs/security.md", () => {
  it("is the one generated from the permission table", () => {
    const test = "tests/unit/permissions-docs.test.ts";
    expectGeneratedSection(DOC, ROUTE_TABLE_START, ROUTE_TABLE_END, routeTableMarkdown(), test);
  });

  it("states today's answers: the admin API for verified admins, the audit list for staff of its federation", () => {
    const table = parseRouteTable(readFileSync(DOC, "utf8"));
    expect(Object.keys(table)).toEqual(ROUTE_RIGHTS.map((r) => r.route));
    // anonymous, member, staff of A, staff of B, admin, staff of A with an unverified email, officials of K and L
    expect(table["GET /api/v1/admin/people"]).toEqual([401, 403, 403, 403, 200, 403, 403, 403]);
    expect(table["GET /api/v1/revizija?savez_id=A"]).toEqual([401, 403, 200, 403, 200, 403, 403, 403]);
    expect(table["GET /api/v1/me/data"]).toEqual([401, 200, 200, 200, 200, 200, 200, 200]);
  });
});
