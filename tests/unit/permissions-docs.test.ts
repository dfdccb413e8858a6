// docs/security.md's table of REST reads the permission table decides (people, cards, the audit list, the
// admin API) is generated from shared/permissions.ts; this keeps the two equal. UPDATE_DOCS=1 rewrites it.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ROUTE_RIGHTS,
  ROUTE_TABLE_END,
  ROUTE_TABLE_START,
  parseRouteTable,
  routeTableMarkdown,
} from "../../worker/graphql/role-table";

const DOC = new URL("../../docs/security.md", import.meta.url);

/** The table as markdown means it: cell padding and dash counts (prettier's) do not matter. */
const normalise = (markdown: string) =>
  markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, "|")
        .replace(/-{3,}/g, "---")
        .trim(),
    )
    .join("\n");

describe("the route table of docs/security.md", () => {
  it("is the one generated from the permission table", () => {
    const text = readFileSync(DOC, "utf8");
    const start = text.indexOf(ROUTE_TABLE_START);
    const end = text.indexOf(ROUTE_TABLE_END) + ROUTE_TABLE_END.length;
    const written = start >= 0 && end > start ? text.slice(start, end) : "";
    if (process.env.UPDATE_DOCS && normalise(written) !== normalise(routeTableMarkdown())) {
      writeFileSync(DOC, text.slice(0, start) + routeTableMarkdown() + text.slice(end));
      return;
    }
    expect(
      normalise(written),
      "run UPDATE_DOCS=1 npx vitest run --project unit tests/unit/permissions-docs.test.ts",
    ).toBe(normalise(routeTableMarkdown()));
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
