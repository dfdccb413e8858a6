// A trusted GraphQL operation's definition and its result's shape, with nothing of zod at run time (its
// variables' schema is a type here), so that a page which only reads (home's ReadFeed, the federations, the
// caller's cards) loads its operation without the validation library: the SPA sends a name and a document and
// types the answer from the shape. The builders that make variables (a federation's list, a create, the
// edits) are ./define.ts, which re-exports this module. Pure: no I/O, no Drizzle at run time.
import type { z } from "zod";

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
  /**
   * The variables, checked before any provider sees them; undeclared ones are dropped. Absent when the document
   * declares none (define.ts `variablesOf`: the Worker then checks an empty object).
   */
  variables?: V;
  /** The fields the document selects, by root field. */
  result: ResultShape;
  /** Never set: carries the result's type. */
  readonly resultType?: R;
}

type Defined<Name extends string, V extends z.ZodType, S extends ResultShape> = Operation<
  Name,
  V,
  Simplify<{ [K in keyof S]: TypeOf<S[K]> }>
>;

/** Declares a trusted operation; its result type follows from `result`, its variables' type from `variables`. */
export function defineOperation<const Name extends string, V extends z.ZodType, S extends ResultShape>(operation: {
  name: Name;
  document: string;
  variables: V;
  result: S;
}): Defined<Name, V, S> & { variables: V };
/** Declares a trusted operation whose document takes no variables (a public read: nothing of zod with it). */
export function defineOperation<const Name extends string, S extends ResultShape>(operation: {
  name: Name;
  document: string;
  result: S;
}): Defined<Name, never, S>;
export function defineOperation(operation: Operation): Operation {
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

/** What an operation answers in `data`. */
export type ResultOf<O> = O extends Operation<string, z.ZodType, infer R> ? R : never;
/** The variables a caller sends (before the schema's defaults and trimming); none for an operation without. */
export type VariablesOf<O> =
  O extends Operation<string, infer V, unknown> ? ([V] extends [never] ? Record<string, never> : z.input<V>) : never;
