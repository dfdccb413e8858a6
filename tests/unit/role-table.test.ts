// docs/security.md's role table is generated from the one permission table (shared/permissions.ts) through
// the operation rules; this keeps the two equal. UPDATE_DOCS=1 rewrites the docs' table.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { PERMISSIONS, can } from "../../shared/permissions";
import { TABLE_END, TABLE_START, parseRoleTable, roleTableMarkdown } from "../../worker/graphql/role-table";
import { RULES } from "../../worker/graphql/rules";
import { expectGeneratedSection } from "./support/generated-section";

const DOC = new URL("../../docs/security.md", import.meta.url);

describe("the role table of docs/security.md", () => {
  it("is the one generated from the permission table", () => {
    const test = "tests/unit/role-table.test.ts";
    expectGeneratedSection(DOC, TABLE_START, TABLE_END, roleTableMarkdown(), test);
  });

  it("lists every trusted operation once", () => {
    const table = parseRoleTable(readFileSync(DOC, "utf8"));
    expect(Object.keys(table).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});

describe("the operation rules", () => {
  it("are public (edge-cached) exactly when anonymous callers may read everything they touch", () => {
    for (const [name, rule] of Object.entries(RULES)) {
      const anonymousMay = rule.needs.every((n) =>
        can({ role: "anonymous", emailVerified: false }, n.action, n.entity),
      );
      expect(rule.edgeCache, name).toBe(!rule.mutation && anonymousMay);
    }
  });

  it("give staff with an unverified email no more than a member", () => {
    for (const rule of Object.values(RULES)) {
      for (const need of rule.needs) {
        const unverified = can({ role: "staff", emailVerified: false }, need.action, need.entity);
        expect(unverified).toBe(can({ role: "member", emailVerified: true }, need.action, need.entity));
      }
    }
  });

  it("never give a role less than the role below it", () => {
    const order = ["anonymous", "member", "staff", "admin"] as const;
    for (let i = 1; i < order.length; i++) {
      for (const permission of PERMISSIONS[order[i - 1]]) {
        const [action, entity] = permission.split(":") as [never, never];
        expect(
          can({ role: order[i], emailVerified: true }, action, entity),
          `${order[i]} ${permission}`,
        ).not.toBeNull();
      }
    }
  });
});
