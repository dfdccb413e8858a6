// What Hasura does with a trusted operation, done by hand against PostgreSQL, so the test can check the
// migrations and the metadata together without a Hasura binary: each root field is looked up in the metadata
// (custom root fields included), the role's permission must exist and cover the fields asked for, its row
// filter (with the request's session variables) is ANDed to the operation's `where`, relationships are read
// with their own table's permission, and a mutation document runs in one transaction (its fields in order) with the session in `hasura.user`
// (as Hasura sets it), checking an insert's or update's `check` on the rows written. It covers the GraphQL the
// trusted operations use (where with _eq/_neq/_gt/_gte/_lt/_lte/_ilike/_in/_is_null/_and/_or/_not and relationships, order_by on
// columns (an object or a list), limit, offset, aliases, insert/insert_one/update (_set, _inc)/delete), not Hasura at large. A request without a role, or with Hasura's own
// `admin`, is Hasura's superuser (the admin secret alone): no permission applies, as for the Worker's upsert of
// the caller's users row (insert ... on_conflict).
import { Kind, parse, valueFromASTUntyped, type FieldNode, type OperationDefinitionNode } from "graphql";
import type pg from "pg";
import { ORDER_SQL, type OrderBy } from "../../worker/data/expressions";
import {
  permissionOf,
  relationshipOf,
  rootFields,
  type BoolExp,
  type RootField,
  type TableMetadata,
} from "./hasura-metadata";

export type Session = Record<string, string>;
type Row = Record<string, unknown>;

/** Hasura's superuser role: what a request with the admin secret and no x-hasura-role runs as. */
export const HASURA_ADMIN = "admin";

/** The superuser's permission on any table: every column, every row. */
const UNRESTRICTED = { columns: ["*"], filter: {}, check: {} };

/** True when a permission's column list shows `name` ("*": every column, as metadata may say). */
const covers = (columns: string[] | undefined, name: string) => !!columns?.includes("*") || !!columns?.includes(name);

export class HasuraError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Hasura v2's ordering comparisons (on text columns, as PostgreSQL compares them). */
const COMPARISONS: Record<string, string> = { _gt: ">", _gte: ">=", _lt: "<", _lte: "<=", _neq: "<>" };

/**
 * An `order_by` as Hasura v2 takes it: one object or a list of them, each `{column: direction}`; the list's
 * order is the sort's (an object with several keys sorts by them in its order).
 */
const orderTerms = (order: unknown): [string, string][] =>
  (Array.isArray(order) ? order : order ? [order] : []).flatMap((o) => Object.entries(o as Record<string, string>));

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
};

/** SQL text with its parameters, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export class HasuraOverPostgres {
  private readonly roots: Map<string, RootField>;
  private aliases = 0;
  /** True while a mutation document's fields run in its one transaction. */
  private inDocument = false;

  constructor(
    private readonly client: pg.Client,
    private readonly tables: Map<string, TableMetadata>,
  ) {
    this.roots = rootFields(tables);
  }

  private table(name: string): TableMetadata {
    const table = this.tables.get(name);
    if (!table) throw new Error(`${name} is not tracked`);
    return table;
  }

  private permission(table: string, kind: "select" | "insert" | "update" | "delete", session: Session) {
    if (this.isAdmin(session)) return UNRESTRICTED;
    const permission = permissionOf(this.table(table), kind, session["x-hasura-role"]);
    if (!permission) {
      throw new HasuraError("validation-failed", `no ${kind} permission on ${table} for ${session["x-hasura-role"]}`);
    }
    return permission;
  }

  private isAdmin(session: Session): boolean {
    return (session["x-hasura-role"] ?? HASURA_ADMIN) === HASURA_ADMIN;
  }

  /** A session variable's value, or the literal. */
  private value(value: unknown, session: Session): unknown {
    if (typeof value === "string" && /^x-hasura-/i.test(value)) {
      const found = session[value.toLowerCase()];
      if (found === undefined) throw new HasuraError("not-found", `missing session variable: ${value}`);
      return found;
    }
    return value;
  }

  /** A boolean expression over `table` (as `alias`) as SQL. */
  private boolExp(table: string, exp: BoolExp | undefined, alias: string, session: Session, params: Params): string {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(exp ?? {})) {
      if (key === "_and" || key === "_or") {
        const list = (value as BoolExp[]).map((e) => `(${this.boolExp(table, e, alias, session, params)})`);
        if (list.length > 0) parts.push(`(${list.join(key === "_and" ? " AND " : " OR ")})`);
        continue;
      }
      if (key === "_not") {
        parts.push(`NOT (${this.boolExp(table, value as BoolExp, alias, session, params)})`);
        continue;
      }
      const relationship = relationshipOf(this.table(table), key);
      if (relationship) {
        const inner = `r${++this.aliases}`;
        const join =
          relationship.kind === "object"
            ? `${inner}.id = ${alias}.${ident(relationship.column)}`
            : `${inner}.${ident(relationship.column)} = ${alias}.${ident(relationship.local ?? "id")}`;
        const condition = this.boolExp(relationship.table, value as BoolExp, inner, session, params);
        parts.push(`EXISTS (SELECT 1 FROM ${ident(relationship.table)} ${inner} WHERE ${join} AND (${condition}))`);
        continue;
      }
      const column = `${alias}.${ident(key)}`;
      for (const [op, operand] of Object.entries(value as Record<string, unknown>)) {
        const resolved = this.value(operand, session);
        // Hasura v2 drops a comparison with a null value (it filters nothing), as the D1 provider does.
        if (op === "_eq") parts.push(resolved == null ? "true" : `${column} = ${params.add(resolved)}`);
        else if (Object.hasOwn(COMPARISONS, op))
          parts.push(resolved == null ? "true" : `${column} ${COMPARISONS[op]} ${params.add(resolved)}`);
        else if (op === "_ilike") parts.push(resolved == null ? "true" : `${column} ILIKE ${params.add(resolved)}`);
        else if (op === "_in") parts.push(`${column} = ANY(${params.add(resolved)}::text[])`);
        else if (op === "_is_null") parts.push(resolved ? `${column} IS NULL` : `${column} IS NOT NULL`);
        else throw new Error(`operator ${op} is not emulated`);
      }
    }
    return parts.length > 0 ? parts.join(" AND ") : "true";
  }

  private argument(node: FieldNode, name: string, variables: Row): unknown {
    const argument = node.arguments?.find((a) => a.name.value === name);
    return argument ? valueFromASTUntyped(argument.value, variables) : undefined;
  }

  /** A select of `table` for a field, with its relationships, under the role's permission. */
  private async select(
    table: string,
    node: FieldNode,
    variables: Row,
    session: Session,
    extra?: string,
    extraParams?: unknown[],
    fn?: RootField["function"],
  ) {
    const permission = this.permission(table, "select", session);
    const params = new Params();
    for (const value of extraParams ?? []) params.add(value);
    const alias = `t${++this.aliases}`;
    let source = ident(table);
    if (fn) {
      // A tracked function: exposed only to the roles its permissions list; its arguments come in `args`, the
      // session as its session argument; its rows are then filtered by the table's select permission.
      if (!this.isAdmin(session) && !fn.permissions?.some((p) => p.role === session["x-hasura-role"])) {
        throw new HasuraError("validation-failed", `field '${fn.function.name}' not found in type: 'query_root'`);
      }
      const args = (this.argument(node, "args", variables) ?? {}) as Row;
      const named = Object.entries(args).map(([name, value]) => `${ident(name)} => ${params.add(value)}`);
      const sessionArgument = fn.configuration?.session_argument;
      if (sessionArgument) named.push(`${ident(sessionArgument)} => ${params.add(JSON.stringify(session))}::json`);
      source = `${ident(fn.function.name)}(${named.join(", ")})`;
    }
    const filter = this.boolExp(table, permission.filter, alias, session, params);
    const where = this.boolExp(table, this.argument(node, "where", variables) as BoolExp, alias, session, params);
    const order = this.argument(node, "order_by", variables);
    const orderBy = orderTerms(order).map(([c, d]) => `${alias}.${ident(c)} ${ORDER_SQL[d as OrderBy]}`);
    const limit = this.argument(node, "limit", variables) as number | undefined;
    const offset = this.argument(node, "offset", variables) as number | undefined;
    const sql =
      `SELECT ${alias}.* FROM ${source} ${alias} WHERE (${filter}) AND (${where})` +
      (extra ? ` AND ${extra.replaceAll("$alias", alias)}` : "") +
      (orderBy.length ? ` ORDER BY ${orderBy.join(", ")}` : "") +
      (limit !== undefined ? ` LIMIT ${Number(limit)}` : "") +
      (offset !== undefined ? ` OFFSET ${Number(offset)}` : "");
    // A function that raises (a register query naming no federation) is an error of the request, as in Hasura.
    const { rows, fields } = await this.client.query(sql, params.values).catch((error: Error) => {
      throw new HasuraError("unexpected", error.message);
    });
    this.knownColumns(table, node, new Set(fields.map((f) => f.name)));
    const out: Row[] = [];
    for (const row of rows as Row[])
      out.push(await this.project(table, node, row, variables, session, permission.columns!));
    return out;
  }

  /**
   * Hasura validates a selection against its table's columns, with rows or without, for its admin (whose
   * permission covers "*") as for a role: a column the table lacks is refused, never answered undefined.
   */
  private knownColumns(table: string, node: FieldNode, columns: Set<string>) {
    for (const child of node.selectionSet?.selections ?? []) {
      if (child.kind !== Kind.FIELD || relationshipOf(this.table(table), child.name.value)) continue;
      if (!columns.has(child.name.value)) {
        throw new HasuraError("validation-failed", `field '${child.name.value}' not found in ${table}`);
      }
    }
  }

  /**
   * The fields a selection asks for, in its order, each under its alias (`key: dokument_key` answers `key`, as
   * Hasura does): columns the permission shows, relationships read again.
   */
  private async project(table: string, node: FieldNode, row: Row, variables: Row, session: Session, columns: string[]) {
    const out: Row = {};
    for (const child of node.selectionSet?.selections ?? []) {
      if (child.kind !== Kind.FIELD) continue;
      const name = child.name.value;
      const as = child.alias?.value ?? name;
      const relationship = relationshipOf(this.table(table), name);
      if (relationship?.kind === "object") {
        const [found] = await this.select(relationship.table, child, variables, session, "$alias.id = $1", [
          row[relationship.column],
        ]);
        out[as] = found ?? null;
      } else if (relationship) {
        out[as] = await this.select(
          relationship.table,
          child,
          variables,
          session,
          `$alias.${ident(relationship.column)} = $1`,
          [row[relationship.local ?? "id"]],
        );
      } else {
        if (!covers(columns, name)) throw new HasuraError("validation-failed", `field '${name}' not found in ${table}`);
        out[as] = row[name];
      }
    }
    return out;
  }

  /** Runs a write in a transaction with the session as `hasura.user`; a failed `check` rolls it back. */
  private async write(
    sql: string,
    values: unknown[],
    check: { table: string; exp?: BoolExp } | null,
    session: Session,
  ) {
    // Inside a mutation document the document's transaction holds every field (run): a savepoint each.
    await this.client.query(this.inDocument ? "SAVEPOINT field" : "BEGIN");
    try {
      await this.client.query("SELECT set_config('hasura.user', $1, true)", [JSON.stringify(session)]);
      const { rows } = await this.client.query(sql, values);
      // An empty check ({}: the superuser's, or a permission's without one) holds for every row.
      if (check && rows.length > 0 && Object.keys(check.exp ?? {}).length > 0) {
        const params = new Params();
        const ids = params.add(rows.map((r: Row) => r.id));
        const condition = this.boolExp(check.table, check.exp, "c", session, params);
        const failed = await this.client.query(
          `SELECT count(*)::int AS n FROM ${ident(check.table)} c WHERE c.id = ANY(${ids}::text[]) AND NOT (${condition})`,
          params.values,
        );
        if (failed.rows[0].n > 0)
          throw new HasuraError("permission-error", "check constraint of an insert/update permission has failed");
      }
      await this.client.query(this.inDocument ? "RELEASE SAVEPOINT field" : "COMMIT");
      return rows as Row[];
    } catch (error) {
      await this.client.query(this.inDocument ? "ROLLBACK TO SAVEPOINT field" : "ROLLBACK");
      if (error instanceof HasuraError) throw error;
      throw new HasuraError("constraint-violation", (error as Error).message);
    }
  }

  private columnsOf(permissionColumns: string[] | undefined, object: Row, table: string): string[] {
    const names = Object.keys(object);
    for (const name of names) {
      if (!covers(permissionColumns, name))
        throw new HasuraError("validation-failed", `field '${name}' not found in ${table}`);
    }
    return names;
  }

  /**
   * An insert's `on_conflict` as SQL: the named constraint's conflicting row gets the listed columns (none: it
   * is kept as it is). Beyond the superuser, Hasura asks the role's update permission for those columns.
   */
  private onConflict(node: FieldNode, variables: Row, session: Session, table: string): string {
    const conflict = this.argument(node, "on_conflict", variables) as
      { constraint: string; update_columns?: string[] } | undefined;
    if (!conflict) return "";
    const columns = conflict.update_columns ?? [];
    if (columns.length === 0) return ` ON CONFLICT ON CONSTRAINT ${ident(conflict.constraint)} DO NOTHING`;
    const update = this.permission(table, "update", session);
    for (const name of columns) {
      if (!covers(update.columns, name)) throw new HasuraError("validation-failed", `field '${name}' not found`);
    }
    const assignments = columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(", ");
    return ` ON CONFLICT ON CONSTRAINT ${ident(conflict.constraint)} DO UPDATE SET ${assignments}`;
  }

  private async mutation(root: RootField, node: FieldNode, variables: Row, session: Session): Promise<unknown> {
    const { table } = root;
    if (root.kind === "insert") {
      const permission = this.permission(table, "insert", session);
      const objects = (
        root.one ? [this.argument(node, "object", variables)] : this.argument(node, "objects", variables)
      ) as Row[];
      const params = new Params();
      const names = [...new Set(objects.flatMap((o) => this.columnsOf(permission.columns, o, table)))];
      const rows = objects.map(
        (o) =>
          `(${names.map((n) => (o[n] === undefined ? "DEFAULT" : params.add(typeof o[n] === "object" && o[n] !== null ? JSON.stringify(o[n]) : o[n]))).join(", ")})`,
      );
      const written = await this.write(
        `INSERT INTO ${ident(table)} (${names.map(ident).join(", ")}) VALUES ${rows.join(", ")}` +
          `${this.onConflict(node, variables, session, table)} RETURNING *`,
        params.values,
        { table, exp: permission.check },
        session,
      );
      if (!root.one) return { affected_rows: written.length };
      // on_conflict doing nothing: Hasura answers null for the row it did not write.
      if (!written[0]) return null;
      const columns = this.permission(table, "select", session).columns!;
      this.knownColumns(table, node, new Set(Object.keys(written[0])));
      return this.project(table, node, written[0], variables, session, columns);
    }
    const permission = this.permission(table, root.kind === "update" ? "update" : "delete", session);
    const params = new Params();
    const where = this.boolExp(table, this.argument(node, "where", variables) as BoolExp, "t", session, params);
    const filter = this.boolExp(table, permission.filter, "t", session, params);
    if (root.kind === "update") {
      const set = (this.argument(node, "_set", variables) ?? {}) as Row;
      const names = this.columnsOf(permission.columns, set, table);
      const assignments = names.map(
        (n) =>
          `${ident(n)} = ${params.add(typeof set[n] === "object" && set[n] !== null ? JSON.stringify(set[n]) : set[n])}`,
      );
      // `_inc`: each named column plus its amount, under the same update permission's columns.
      const inc = (this.argument(node, "_inc", variables) ?? {}) as Row;
      for (const n of this.columnsOf(permission.columns, inc, table)) {
        assignments.push(`${ident(n)} = ${ident(n)} + ${params.add(inc[n])}::integer`);
      }
      const written = await this.write(
        `UPDATE ${ident(table)} t SET ${assignments.join(", ")} WHERE (${where}) AND (${filter}) RETURNING 1`,
        params.values,
        { table, exp: permission.check },
        session,
      );
      return { affected_rows: written.length };
    }
    const written = await this.write(
      `DELETE FROM ${ident(table)} t WHERE (${where}) AND (${filter}) RETURNING 1`,
      params.values,
      null,
      session,
    );
    return { affected_rows: written.length };
  }

  /**
   * Runs one trusted operation as Hasura would for the session; a refusal throws HasuraError. A mutation's
   * fields run in order in one transaction, as Hasura runs them: one field refused, none is written.
   */
  async run(document: string, variables: Row, session: Session): Promise<Row> {
    const definition = parse(document).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    if (definition.operation !== "mutation" || this.inDocument) return this.fields(definition, variables, session);
    await this.client.query("BEGIN");
    this.inDocument = true;
    try {
      const data = await this.fields(definition, variables, session);
      await this.client.query("COMMIT");
      return data;
    } catch (error) {
      await this.client.query("ROLLBACK");
      throw error;
    } finally {
      this.inDocument = false;
    }
  }

  private async fields(definition: OperationDefinitionNode, variables: Row, session: Session): Promise<Row> {
    const data: Row = {};
    for (const node of definition.selectionSet.selections as FieldNode[]) {
      const root = this.roots.get(node.name.value);
      if (!root) throw new HasuraError("validation-failed", `field '${node.name.value}' not found in type`);
      const isQuery = definition.operation === "query";
      if (isQuery !== (root.kind === "select"))
        throw new HasuraError("validation-failed", `${node.name.value} is not a ${definition.operation} field`);
      if (isQuery && root.one) {
        // A function returning one row answers that row (or null), not a list.
        const [found] = await this.select(root.table, node, variables, session, undefined, undefined, root.function);
        data[node.alias?.value ?? node.name.value] = found ?? null;
        continue;
      }
      data[node.alias?.value ?? node.name.value] = isQuery
        ? await this.select(root.table, node, variables, session, undefined, undefined, root.function)
        : await this.mutation(root, node, variables, session);
    }
    return data;
  }
}
