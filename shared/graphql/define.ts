// A trusted GraphQL operation, written once: its name, its document, the zod schema of its variables (what the
// Worker checks before any provider sees them, and what the SPA's call sites are typed with) and the shape of
// its result (the fields its selection names, typed from the entities' rows). tests/unit/operations.test.ts
// parses each document and compares both with it. This module is pure: no I/O, and nothing of Drizzle at run
// time (rows are imported as types), so the SPA can hold the operations.
import { z } from "zod";
import { T_VALIDATION } from "../texts";
import { withRules, type CrossFieldRule } from "../entities/rules";
import { rowId, rowVersion, savezId } from "../schemas/text";

/** The response keys a selection names, each with its own sub-selection (null for a scalar). */
export type Fields = { readonly [field: string]: Fields | null };

/** A part of a result: the fields it selects at run time and, as a type only, what it holds. */
export interface Shape<T> {
  readonly fields: Fields | null;
  /** Never set: carries T for ResultOf. */
  readonly type?: T;
}

type TypeOf<S> = S extends Shape<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A scalar (or JSON value) of type T. */
export const scalar = <T>(): Shape<T> => ({ fields: null });

/** A list of what `shape` holds (the same selection). */
export const list = <T>(shape: Shape<T>): Shape<T[]> => ({ fields: shape.fields });

/** An object relationship: the row `shape` holds, or null when the row points at none. */
export const maybe = <T>(shape: Shape<T>): Shape<T | null> => ({ fields: shape.fields });

/** An object whose fields are shapes of their own (a root field's answer, a custom field's object). */
export function object<S extends Record<string, Shape<unknown>>>(
  shape: S,
): Shape<Simplify<{ [K in keyof S]: TypeOf<S[K]> }>> {
  return { fields: Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, s.fields])) };
}

/**
 * Some columns of a row type, typed from it (never retyped), plus relationship or JSON fields given as shapes:
 * `pick<NatjecanjeRow>()(["id", "naziv"], { dokumenti: list(…) })`.
 */
export function pick<Row>() {
  return <K extends keyof Row & string, N extends Record<string, Shape<unknown>> = Record<never, never>>(
    columns: readonly K[],
    nested: N = {} as N,
  ): Shape<Simplify<Omit<Pick<Row, K>, keyof N> & { [F in keyof N]: TypeOf<N[F]> }>> => ({
    fields: {
      ...Object.fromEntries(columns.map((name) => [name, null])),
      ...Object.fromEntries(Object.entries(nested).map(([name, s]) => [name, s.fields])),
    },
  });
}

/** A mutation's `affected_rows` answer. */
export const affectedRows = object({ affected_rows: scalar<number>() });

/** The result of an operation: its root fields. */
export type ResultShape = Record<string, Shape<unknown>>;

export interface Operation<Name extends string = string, V extends z.ZodType = z.ZodType, R = unknown> {
  name: Name;
  /** The exact text the SPA sends and the Worker trusts (matched by its SHA-256). */
  document: string;
  /** The variables, checked before any provider sees them; undeclared ones are dropped. */
  variables: V;
  /** The fields the document selects, by root field. */
  result: ResultShape;
  /** Never set: carries the result's type. */
  readonly resultType?: R;
}

/** Declares a trusted operation; its result type follows from `result`. */
export function defineOperation<const Name extends string, V extends z.ZodType, S extends ResultShape>(operation: {
  name: Name;
  document: string;
  variables: V;
  result: S;
}): Operation<Name, V, Simplify<{ [K in keyof S]: TypeOf<S[K]> }>> {
  return operation;
}

const pad = (depth: number) => "  ".repeat(depth);

/**
 * The selection set `{ … }` of a shape, printed the way the documents are written (a field a line, two spaces a
 * level; `depth` is the level of the field it selects under), so that a document's fields are the result
 * shape's and never retyped beside it.
 */
export function selection(shape: Shape<unknown>, depth = 1): string {
  const lines = Object.entries(shape.fields ?? {}).map(
    ([name, sub]) => `${pad(depth + 1)}${name}${sub ? ` ${selection({ fields: sub }, depth + 1)}` : ""}`,
  );
  return `{\n${lines.join("\n")}\n${pad(depth)}}`;
}

/** A federation's rows of one table, newest first (the staff's lists), `limit` at most. */
export function savezList<const Name extends string, const Root extends string, T>(
  name: Name,
  root: Root,
  row: Shape<T>,
  limit?: number,
) {
  const args = `where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}${limit ? `, limit: ${limit}` : ""}`;
  return defineOperation({
    name,
    document: `query ${name}($savez_id: String) {\n  ${root}(${args}) ${selection(row)}\n}`,
    variables: z.object({ savez_id: savezId }),
    result: { [root]: list(row) } as Record<Root, Shape<T[]>>,
  });
}

/** CreateX: one row of `table` from the create input, answering the fields of `returning`. */
export function createOne<const Name extends string, const Table extends string, V extends z.ZodType, T>(
  name: Name,
  table: Table,
  input: V,
  returning: Shape<T>,
) {
  return defineOperation({
    name,
    document: `mutation ${name}($object: ${table}_insert_input!) {\n  insert_${table}_one(object: $object) ${selection(returning)}\n}`,
    variables: z.object({ object: input }),
    result: { [`insert_${table}_one`]: returning } as Record<`insert_${Table}_one`, Shape<T>>,
  });
}

/** What an operation answers in `data`. */
export type ResultOf<O> = O extends Operation<string, z.ZodType, infer R> ? R : never;
/** The variables a caller sends (before the schema's defaults and trimming). */
export type VariablesOf<O> = O extends Operation<string, infer V, unknown> ? z.input<V> : never;

/**
 * An edit's `_set`: some of the create input's fields (at least one), unknown keys refused. Checks across fields
 * (a competition's dates) are the table's CHECK constraints on the edited row, mapped to the field's message.
 */
export function editSetOf(input: z.ZodType): z.ZodObject {
  const shape = (input as z.ZodObject).shape as Record<string, z.ZodType>;
  return z.object(Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field.optional()]))).strict();
}

/**
 * The variables of UpdateX: the row, the version read, and the fields to change (at least one), which must keep
 * the rules across fields that an edit alone can break (a suspension without its reason).
 */
const editVariables = (input: z.ZodType, rules: readonly CrossFieldRule[]) =>
  z.object({
    id: rowId,
    version: rowVersion,
    set: withRules(editSetOf(input), ...rules).refine((set) => Object.keys(set).length > 0, {
      error: T_VALIDATION.required,
    }),
  });

const ROW = "where: {id: {_eq: $id}, version: {_eq: $version}}";

/**
 * UpdateX, DeleteX (to 'Obrisano') and RestoreX of an editable entity: each names the row by id and the version
 * the client read; an update's `set` is some of the create input's fields.
 */
export function editOperations<const Name extends string, const Table extends string>(
  name: Name,
  table: Table,
  input: z.ZodType,
  rules: readonly CrossFieldRule[] = [],
) {
  const rowOnly = z.object({ id: rowId, version: rowVersion });
  const verb = <const Verb extends "Delete" | "Restore">(v: Verb) =>
    defineOperation({
      name: `${v}${name}`,
      document: `mutation ${v}${name}($id: String!, $version: Int!) {
  ${v.toLowerCase()}_${table}(${ROW}) {
    affected_rows
  }
}`,
      variables: rowOnly,
      result: { [`${v.toLowerCase()}_${table}`]: affectedRows } as Record<
        `${Lowercase<Verb>}_${Table}`,
        typeof affectedRows
      >,
    });
  return {
    table,
    update: defineOperation({
      name: `Update${name}`,
      document: `mutation Update${name}($id: String!, $version: Int!, $set: ${table}_set_input!) {
  update_${table}(${ROW}, _set: $set) {
    affected_rows
  }
}`,
      variables: editVariables(input, rules),
      result: { [`update_${table}`]: affectedRows } as Record<`update_${Table}`, typeof affectedRows>,
    }),
    delete: verb("Delete"),
    restore: verb("Restore"),
  };
}
