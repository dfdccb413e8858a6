// The role tables of docs/security.md, generated from the permission table: role × GraphQL operation (through
// the operation rules) and role × REST read the table alone decides. The worker tests run each table as
// written in the docs, and unit tests keep the docs equal to what this generates. This module is pure: no I/O.
import { ENTITIES } from "../../shared/entities";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { can, canAll, isAnonymous, scopesOf, type Action, type Resource, type Subject } from "../../shared/permissions";
import { RULES, authorize } from "./rules";

/**
 * The callers of the table's columns. Every operation is run on federation A's rows (its `savez_id`, its
 * competition), and a club's operations on the rows of club K of A, so staff of another federation (B) and an
 * official of another club of A (L) show where tenancy refuses what the role allows. The last element says
 * whether the caller is of K (an official of another club is not).
 */
export const TABLE_CALLERS = [
  ["anonymous", { role: "anonymous", emailVerified: false }, true, true],
  ["member", { role: "member", emailVerified: true }, true, true],
  ["staff of A", { role: "staff", emailVerified: true }, true, true],
  ["staff of B", { role: "staff", emailVerified: true }, false, true],
  ["admin", { role: "admin", emailVerified: true }, true, true],
  ["staff of A, unverified email", { role: "staff", emailVerified: false }, true, true],
  ["official of K", { role: "official", emailVerified: true }, true, true],
  ["official of L", { role: "official", emailVerified: true }, true, false],
] as const satisfies readonly (readonly [string, Subject, boolean, boolean])[];

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

/** True when a caller's right to an operation reaches only its own clubs' rows. */
function clubBound(name: OperationName, subject: Subject): boolean {
  return RULES[name].needs.some((n) => can(subject, n.action, n.entity) === "club");
}

/** The HTTP status each caller gets for an operation on federation A's rows, in TABLE_CALLERS order. */
export function expectedStatuses(name: OperationName): number[] {
  return TABLE_CALLERS.map(([, subject, ofA, ofK]) => {
    const decision = authorize(RULES[name], subject);
    if (decision === "ok" && !ofA && federationBound(name, subject)) return 403;
    if (decision === "ok" && !ofK && clubBound(name, subject)) return 403;
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
    const { needs: entityNeeds, rights } = RULES[name];
    const needs = [
      ...entityNeeds.map((n) => `${n.action}:${n.entity}`),
      ...rights.map((r) => `${r.action}:${r.resource}`),
    ].join(", ");
    return `| ${name} | ${needs} | ${expectedStatuses(name).join(" | ")} |`;
  });
  return [TABLE_START, "", header, rule, ...rows, "", TABLE_END].join("\n");
}

/** The statuses per row of the docs table between `start` and `end`, keyed by the row's first cell. */
function parseTable(markdown: string, start: string, end: string): Record<string, number[]> {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the markers ${start} and ${end} are missing`);
  const rows = markdown
    .slice(from, to)
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(Operation|Route)\s*\|/.test(line) && !line.includes("---"));
  return Object.fromEntries(
    rows.map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      return [cells[1], cells.slice(3, 3 + TABLE_CALLERS.length).map(Number)];
    }),
  );
}

/** The statuses per operation as a docs table states them. */
export function parseRoleTable(markdown: string): Record<string, number[]> {
  return parseTable(markdown, TABLE_START, TABLE_END);
}

/**
 * A REST read whose answer only the permission table decides, and how far the caller's right must reach:
 * everyone's rows (`all`: the admin API), some rows (`some`: its own, its federations'), or federation A's.
 * The admin API's writes are refused by the same rights (tests/worker/admin.test.ts, "who may call").
 */
export interface RouteRight {
  /** Method and path; `:id` is a member's users.id, `A` federation A's id. */
  route: string;
  action: Action;
  resource: Resource;
  reach: "all" | "some" | "A";
}

export const ROUTE_RIGHTS: readonly RouteRight[] = [
  { route: "GET /api/v1/me/data", action: "read", resource: "people", reach: "some" },
  { route: "GET /api/v1/iskaznice", action: "read", resource: "memberships", reach: "some" },
  { route: "GET /api/v1/revizija", action: "read", resource: "audit_log", reach: "some" },
  { route: "GET /api/v1/revizija?savez_id=A", action: "read", resource: "audit_log", reach: "A" },
  { route: "GET /api/v1/admin/people", action: "read", resource: "people", reach: "all" },
  { route: "GET /api/v1/admin/people/:id/data", action: "read", resource: "people", reach: "all" },
  { route: "GET /api/v1/admin/invitations", action: "read", resource: "invitations", reach: "all" },
];

/** Whether a caller's right reaches what a route asks for (its federations: A's staff "A", the other "B"). */
function routeAllows({ action, resource, reach }: RouteRight, subject: Subject, ofA: boolean): boolean {
  if (reach === "all") return canAll(subject, action, resource);
  if (reach === "some") return can(subject, action, resource) !== null;
  return can({ ...subject, federations: [ofA ? "A" : "B"] }, action, resource, { savez_id: "A" });
}

/** The HTTP status each caller gets for a route, in TABLE_CALLERS order. */
export function expectedRouteStatuses(right: RouteRight): number[] {
  return TABLE_CALLERS.map(([, subject, ofA]) => {
    if (routeAllows(right, subject, ofA)) return 200;
    return isAnonymous(subject) ? 401 : 403;
  });
}

export const ROUTE_TABLE_START = "<!-- route-table:start -->";
export const ROUTE_TABLE_END = "<!-- route-table:end -->";

const REACH_WORDS: Record<RouteRight["reach"], string> = { all: "all rows", some: "some rows", A: "A's rows" };

/** The markdown table of ROUTE_RIGHTS, between its markers. */
export function routeTableMarkdown(): string {
  const header = `| Route | needs | ${TABLE_CALLERS.map(([label]) => label).join(" | ")} |`;
  const rule = `| --- | --- | ${TABLE_CALLERS.map(() => "---").join(" | ")} |`;
  const rows = ROUTE_RIGHTS.map((right) => {
    const needs = `${right.action}:${right.resource} (${REACH_WORDS[right.reach]})`;
    return `| ${right.route} | ${needs} | ${expectedRouteStatuses(right).join(" | ")} |`;
  });
  return [ROUTE_TABLE_START, "", header, rule, ...rows, "", ROUTE_TABLE_END].join("\n");
}

/** The statuses per route as a docs table states them. */
export function parseRouteTable(markdown: string): Record<string, number[]> {
  return parseTable(markdown, ROUTE_TABLE_START, ROUTE_TABLE_END);
}
