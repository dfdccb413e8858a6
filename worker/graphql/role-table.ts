// The role × operation table of docs/security.md, generated from the permission table and the operation
// rules; the worker matrix test runs the table as written in the docs, and a unit test keeps the docs equal
// to what this generates. This module is pure: no I/O.
import { ENTITIES } from "../../shared/entities";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { can, scopesOf, type Subject } from "../../shared/permissions";
import { RULES, authorize } from "./rules";

/**
 * The callers of the table's columns. Every operation is run on federation A's rows (its `savez_id`, its
 * competition), so staff of another federation (B) show where tenancy refuses what the role allows.
 */
export const TABLE_CALLERS = [
  ["anonymous", { role: "anonymous", emailVerified: false }, true],
  ["member", { role: "member", emailVerified: true }, true],
  ["staff of A", { role: "staff", emailVerified: true }, true],
  ["staff of B", { role: "staff", emailVerified: true }, false],
  ["admin", { role: "admin", emailVerified: true }, true],
  ["staff of A, unverified email", { role: "staff", emailVerified: false }, true],
] as const satisfies readonly (readonly [string, Subject, boolean])[];

const STATUS = { ok: 200, unauthenticated: 401, forbidden: 403 } as const;

/**
 * True when a caller's right to an operation reaches only its own federations' rows. A read the caller may
 * also do of its own rows (its cards through `users`) is not bound: it names no federation.
 */
function federationBound(name: OperationName, subject: Subject): boolean {
  return RULES[name].needs.some(
    (n) =>
      ENTITIES[n.entity].flags.federation &&
      can(subject, n.action, n.entity) === "federation" &&
      !(n.action === "read" && scopesOf(subject, "read", n.entity).includes("own")),
  );
}

/** The HTTP status each caller gets for an operation on federation A's rows, in TABLE_CALLERS order. */
export function expectedStatuses(name: OperationName): number[] {
  return TABLE_CALLERS.map(([, subject, ofA]) => {
    const decision = authorize(RULES[name], subject);
    if (decision === "ok" && !ofA && federationBound(name, subject)) return 403;
    return STATUS[decision];
  });
}

export const TABLE_START = "<!-- role-table:start -->";
export const TABLE_END = "<!-- role-table:end -->";

/** The markdown table, between its markers. */
export function roleTableMarkdown(): string {
  const header = `| Operation | needs | ${TABLE_CALLERS.map(([label]) => label).join(" | ")} |`;
  const rule = `| --- | --- | ${TABLE_CALLERS.map(() => "---").join(" | ")} |`;
  const rows = (Object.keys(OPERATIONS) as OperationName[]).map((name) => {
    const needs = RULES[name].needs.map((n) => `${n.action}:${n.entity}`).join(", ");
    return `| ${name} | ${needs} | ${expectedStatuses(name).join(" | ")} |`;
  });
  return [TABLE_START, "", header, rule, ...rows, "", TABLE_END].join("\n");
}

/** The statuses per operation as a docs table states them. */
export function parseRoleTable(markdown: string): Record<string, number[]> {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("the role table's markers are missing");
  const rows = markdown
    .slice(start, end)
    .split("\n")
    .filter((line) => /^\|\s*\w+\s*\|/.test(line) && !line.includes("Operation") && !line.includes("---"));
  return Object.fromEntries(
    rows.map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      return [cells[1], cells.slice(3, 3 + TABLE_CALLERS.length).map(Number)];
    }),
  );
}
