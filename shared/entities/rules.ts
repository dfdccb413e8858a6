// Checks across fields, each written once: what it requires, the field its message shows at, and the message.
// The create input runs them (in the SPA's forms and in the Worker alike); a table's CHECK constraint that
// enforces one in the database declares it, so the write path answers a failed constraint with the same field
// and message. This module is pure: no I/O.
import type { z } from "zod";

/** A rule over some fields of a row; `holds` is true when a value left out could still satisfy it. */
export interface CrossFieldRule<T = Record<string, unknown>> {
  /** The field the message belongs to (a form shows it there; an error names it). */
  field: string;
  message: string;
  // A method, so a rule over some fields serves wherever rules over rows are listed (parameters are bivariant).
  holds(values: T): boolean;
}

type Day = string | null | undefined;

/** "End not before start" over two ISO dates (YYYY-MM-DD compares as text); holds while either is missing. */
export function endNotBeforeStart<const Start extends string, const End extends string>(
  start: Start,
  end: End,
  message: string,
): CrossFieldRule<Record<Start | End, Day>> {
  return { field: end, message, holds: (v) => !v[start] || !v[end] || v[end] >= v[start] };
}

/** `schema` that also requires `rules`, each failure reported at its field with its message. */
export function withRules<S extends z.ZodType>(schema: S, ...rules: CrossFieldRule<z.output<S>>[]): S {
  return schema.superRefine((values, ctx) => {
    for (const rule of rules) {
      if (!rule.holds(values)) ctx.addIssue({ code: "custom", path: [rule.field], message: rule.message });
    }
  }) as S;
}

/**
 * A CHECK constraint of a table, with the rule it enforces: `expression` is its SQL (the migrations' text) and
 * `names` what SQLite reports when it fails (the constraint's name, or the expression of an unnamed one).
 */
export interface CheckConstraint {
  name: string;
  expression: string;
  rule: Pick<CrossFieldRule, "field" | "message">;
  /** Other names the same constraint fails under (the first migration's unnamed CHECK reports its expression). */
  aliases?: readonly string[];
}

/** `column IN ('a', 'b')` for a CHECK constraint. */
export const statusIn = (column: string, values: readonly string[]) =>
  `${column} IN (${values.map((v) => `'${v}'`).join(", ")})`;

/** The CHECK `name` on `expression`, failing with `rule`'s field and message (a rule, or `{ field, message }`). */
export const checkConstraint = (name: string, expression: string, rule: CheckConstraint["rule"]): CheckConstraint => ({
  name,
  expression,
  rule,
});

/** The CHECK that `field` holds one of `values` (or, when `nullable`, is NULL); it fails at `field` with `message`. */
export function oneOfCheck(
  name: string,
  field: string,
  values: readonly string[],
  message: string,
  nullable = false,
): CheckConstraint {
  const listed = statusIn(field, values);
  return checkConstraint(name, nullable ? `${field} IS NULL OR ${listed}` : listed, { field, message });
}
