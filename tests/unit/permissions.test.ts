// The permission table's rows beyond GraphQL (people, roles, invitations, the audit list, membership numbers,
// federations) and its scopes, evaluated on one row: `all`, `federation`, `club`, `own`.
import { describe, expect, it } from "vitest";
import {
  can,
  canAdminister,
  canManageFederations,
  federationReach,
  isAdminGrant,
  isAnonymous,
  isStaffGrant,
  reaches,
  roleOfAccount,
  type Action,
  type Actor,
  type PermissionScope,
  type Resource,
  type Subject,
} from "../../shared/permissions";

const CALLERS: [string, Subject][] = [
  ["anonymous", { role: "anonymous", emailVerified: false }],
  ["member", { role: "member", emailVerified: true }],
  ["staff", { role: "staff", emailVerified: true }],
  ["admin", { role: "admin", emailVerified: true }],
  ["unverified staff", { role: "staff", emailVerified: false }],
  ["unverified admin", { role: "admin", emailVerified: false }],
];

type Row = [Action, Resource, ...(PermissionScope | null)[]];

/** The widest scope per caller, in CALLERS order: what the routes answered by role name before the table did. */
const EXPECTED: Row[] = [
  // The admin API (worker/routes/admin.ts): admins only, over everyone.
  ["read", "people", null, "own", "own", "all", "own", "own"],
  ["delete", "people", null, "own", "own", "all", "own", "own"],
  ["create", "roles", null, null, null, "all", null, null],
  ["delete", "roles", null, null, null, "all", null, null],
  ["read", "invitations", null, null, null, "all", null, null],
  ["create", "invitations", null, null, null, "all", null, null],
  ["delete", "invitations", null, null, null, "all", null, null],
  // The audit list (worker/routes/revizija.ts): staff their federations', admins every one.
  ["read", "audit_log", null, null, "federation", "all", null, null],
  // A membership's number: only admins give or change one.
  ["create", "membership_numbers", null, null, null, "all", null, null],
  ["update", "membership_numbers", null, null, null, "all", null, null],
  // Federations: everyone reads them, admins create and edit them.
  ["read", "savezi", "all", "all", "all", "all", "all", "all"],
  ["create", "savezi", null, null, null, "all", null, null],
  ["update", "savezi", null, null, null, "all", null, null],
];

describe("the permission table's rows", () => {
  it.each(EXPECTED)("%s %s: the widest scope of each caller", (action, resource, ...scopes) => {
    expect(CALLERS.map(([, subject]) => can(subject, action, resource))).toEqual(scopes);
  });

  it("let only verified admins into the admin area and federations, and list federations as content reaches", () => {
    const answers = CALLERS.map(([label, s]) => [label, canAdminister(s), canManageFederations(s), federationReach(s)]);
    expect(answers).toEqual([
      ["anonymous", false, false, null],
      ["member", false, false, null],
      ["staff", false, false, "federation"],
      ["admin", true, true, "all"],
      ["unverified staff", false, false, null],
      ["unverified admin", false, false, null],
    ]);
  });

  it("tell the anonymous caller apart (401 rather than 403)", () => {
    expect(CALLERS.filter(([, s]) => isAnonymous(s)).map(([label]) => label)).toEqual(["anonymous"]);
  });
});

describe("roles as data", () => {
  it("derive an account's role: admin by users.role, staff by a federation, else member", () => {
    expect(roleOfAccount({ role: "admin" }, [])).toBe("admin");
    expect(roleOfAccount({ role: "admin" }, ["A"])).toBe("admin");
    expect(roleOfAccount({ role: "member" }, ["A"])).toBe("staff");
    expect(roleOfAccount({ role: "staff" }, [])).toBe("member");
    expect(roleOfAccount({ role: "member" }, [])).toBe("member");
  });

  it("tell a grant of staff of a federation from the admin one", () => {
    const staff = { role: "staff" as const, savez_id: "A" };
    const admin = { role: "admin" as const, savez_id: null };
    expect([isStaffGrant(staff), isAdminGrant(staff), isStaffGrant(admin), isAdminGrant(admin)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(isAdminGrant({ role: "member" })).toBe(false);
  });
});

const A = "savez-a";
const B = "savez-b";
const DUBRAVA = "klub-dubrava";
const ZAGREB = "klub-zagreb";

const staffOfA: Actor = { role: "staff", emailVerified: true, userId: 7, federations: [A] };
const tajnikDubrave: Actor = { role: "member", emailVerified: true, userId: 8, clubs: [DUBRAVA] };
const member: Actor = { role: "member", emailVerified: true, userId: 9, email: "Ana@Example.test" };

describe("a scope evaluated on one row", () => {
  it("all: every row, with or without a federation or club", () => {
    expect(reaches("all", member, {})).toBe(true);
    expect(reaches("all", member, { savez_id: B, club_id: ZAGREB })).toBe(true);
  });

  it("federation: the rows of the caller's federations, every club of them included", () => {
    expect(reaches("federation", staffOfA, { savez_id: A })).toBe(true);
    expect(reaches("federation", staffOfA, { savez_id: A, club_id: DUBRAVA })).toBe(true);
    expect(reaches("federation", staffOfA, { savez_id: A, club_id: ZAGREB })).toBe(true);
    expect(reaches("federation", staffOfA, { savez_id: B, club_id: DUBRAVA })).toBe(false);
    expect(reaches("federation", staffOfA, { savez_id: null })).toBe(false);
    expect(reaches("federation", member, { savez_id: A })).toBe(false);
  });

  it("club: only the rows of the caller's own clubs, whatever the federation", () => {
    expect(reaches("club", tajnikDubrave, { savez_id: A, club_id: DUBRAVA })).toBe(true);
    expect(reaches("club", tajnikDubrave, { savez_id: A, club_id: ZAGREB })).toBe(false);
    // A federation's row that belongs to no club is not a club official's.
    expect(reaches("club", tajnikDubrave, { savez_id: A })).toBe(false);
    expect(reaches("club", tajnikDubrave, { savez_id: A, club_id: null })).toBe(false);
    // Staff of a federation are no club's officials: their reach is the federation scope.
    expect(reaches("club", staffOfA, { savez_id: A, club_id: DUBRAVA })).toBe(false);
    expect(reaches("club", { ...tajnikDubrave, clubs: [DUBRAVA, ZAGREB] }, { club_id: ZAGREB })).toBe(true);
  });

  it("own: the caller's users row, or a row of its verified email", () => {
    expect(reaches("own", member, { user_id: 9 })).toBe(true);
    expect(reaches("own", member, { user_id: 10 })).toBe(false);
    expect(reaches("own", member, { email: "ana@example.test" })).toBe(true);
    expect(reaches("own", member, { email: "ivo@example.test" })).toBe(false);
    expect(reaches("own", { ...member, emailVerified: false }, { email: "ana@example.test" })).toBe(false);
    expect(reaches("own", { ...member, email: null }, { email: "ana@example.test" })).toBe(false);
    expect(reaches("own", { role: "anonymous", emailVerified: false }, { user_id: null, email: null })).toBe(false);
  });
});

describe("can on one row", () => {
  const card = (savez_id: string, email: string) => ({ savez_id, email });

  it("passes when any scope the caller holds reaches the row", () => {
    // Staff hold the register of their federation and their own cards.
    const staff: Actor = { ...staffOfA, email: "staff@example.test" };
    expect(can(staff, "read", "memberships", card(A, "x@example.test"))).toBe(true);
    expect(can(staff, "read", "memberships", card(B, "x@example.test"))).toBe(false);
    expect(can(staff, "read", "memberships", card(B, "staff@example.test"))).toBe(true);
    // A member reads its own cards only; an admin every card.
    expect(can(member, "read", "memberships", card(B, "ana@example.test"))).toBe(true);
    expect(can(member, "read", "memberships", card(A, "x@example.test"))).toBe(false);
    expect(can({ role: "admin", emailVerified: true }, "read", "memberships", card(B, "x@example.test"))).toBe(true);
  });

  it("refuses what the caller's role does not hold at all, and staff powers without a verified email", () => {
    expect(can(staffOfA, "update", "membership_numbers", { savez_id: A })).toBe(false);
    expect(can({ ...staffOfA, emailVerified: false }, "read", "memberships", card(A, "x@example.test"))).toBe(false);
    expect(can({ role: "anonymous", emailVerified: false }, "read", "feed", {})).toBe(true);
  });
});
