// A rule across fields is written once (shared/entities/rules.ts) and the table's CHECK constraint that
// enforces it declares it: the create input, the forms and the write path's answer to a failed constraint all
// give its field and its message.
import { getTableColumns } from "drizzle-orm";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { membershipCreateSchema, renewSchema, suspendSchema } from "../../shared/entities/membership/input";
import { natjecanjeSchema } from "../../shared/entities/natjecanje/input";
import { DEFINED } from "../../shared/graphql/operations";
import { T_MEMBERSHIP, T_STAFF } from "../../shared/texts";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));

describe("CHECK constraints declared with their rule", () => {
  const declared = Object.values(ENTITIES as Record<string, Entity>).flatMap((entity) =>
    (entity.checks ?? []).map((check) => ({ entity, check })),
  );

  it("include the competition's dates", () => {
    expect(declared.map(({ check }) => check.name)).toContain("natjecanja_dates");
  });

  for (const { entity, check } of declared) {
    it(`${check.name} is the table's CHECK, on a column of it`, () => {
      const config = getTableConfig(entity.table as SQLiteTable);
      const sql = config.checks.find((c) => c.name === check.name)?.value;
      expect(sql?.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join("") ?? "").join("")).toBe(
        check.expression,
      );
      expect(Object.values(getTableColumns(entity.table)).map((c) => c.name)).toContain(check.rule.field);
    });
  }
});

describe("rules across fields", () => {
  const competition = { naziv: "Kup", lokacija: "Zagreb", datum_od: "2026-05-02", datum_do: "2026-05-01" };

  it("a competition ending before it starts: the create input says so at datum_do", () => {
    expect(issuesOf(natjecanjeSchema.safeParse(competition))).toEqual([
      { path: "datum_do", message: T_STAFF.datumDoPrijeOd },
    ]);
    expect(natjecanjeSchema.safeParse({ ...competition, datum_do: "2026-05-02" }).success).toBe(true);
  });

  const membership = {
    first_name: "Ana",
    last_name: "Horvat",
    email: "ana@example.com",
    type: "Gold",
    valid_from: "2026-01-01",
    expiry: "2026-12-31",
  };

  it("a membership expiring before it starts: the create input and 'Obnovi' say so at expiry", () => {
    const wrong = { valid_from: "2026-02-01", expiry: "2026-01-31" };
    const expected = [{ path: "expiry", message: T_MEMBERSHIP.expiryBeforeStart }];
    expect(issuesOf(membershipCreateSchema.safeParse({ ...membership, ...wrong }))).toEqual(expected);
    expect(issuesOf(renewSchema.safeParse(wrong))).toEqual(expected);
  });

  it("a suspended membership without a reason: the create input says so at suspension_reason", () => {
    expect(issuesOf(membershipCreateSchema.safeParse({ ...membership, status: "suspendirana" }))).toEqual([
      { path: "suspension_reason", message: T_MEMBERSHIP.reasonRequired },
    ]);
    expect(
      membershipCreateSchema.safeParse({ ...membership, status: "suspendirana", suspension_reason: "Dug" }).success,
    ).toBe(true);
    expect(suspendSchema.safeParse({ status: "suspendirana", suspension_reason: "Dug" }).success).toBe(true);
  });

  it("an edit to the register that suspends without a reason: UpdateClanstvo's variables say so at set.suspension_reason", () => {
    const update = (set: object) =>
      DEFINED.UpdateClanstvo.variables.safeParse({ id: "r0000000-0000-4000-8000-000000000001", version: 1, set });
    expect(issuesOf(update({ status: "suspendirana" }))).toEqual([
      { path: "set.suspension_reason", message: T_MEMBERSHIP.reasonRequired },
    ]);
    expect(update({ status: "suspendirana", suspension_reason: "Dug" }).success).toBe(true);
    expect(update({ status: "aktivna" }).success).toBe(true);
    expect(update({ first_name: "Ana" }).success).toBe(true);
  });
});
