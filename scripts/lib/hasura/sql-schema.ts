// The tables the Hasura SQL migrations leave behind, read from their text: every `CREATE TABLE`, `ALTER TABLE`
// (add, drop, rename and alter a column) and `DROP TABLE` of each `up.sql`, applied in order. It reads the DDL
// these migrations write, not PostgreSQL at large: function bodies ($$ … $$), DO blocks, views, triggers and
// indexes are skipped, since the check compares columns only. This module is pure: no I/O.

/** One column as PostgreSQL would hold it after the migrations. */
export interface SqlColumn {
  name: string;
  /** The base type, lower-case, aliases folded (`int4` → `integer`, `varchar(9)` → `text`). */
  type: string;
  notNull: boolean;
  /** The table a REFERENCES clause (or a table-level FOREIGN KEY) points at. */
  references?: string;
}

export type SqlSchema = Map<string, Map<string, SqlColumn>>;

export interface Migration {
  /** The migration's folder name (its timestamp first), for messages. */
  name: string;
  up: string;
}

/**
 * The statements of a script, with comments and quoted bodies removed: `--` and block comments go, a
 * dollar-quoted body becomes `$$`, and `;` inside quotes or parentheses does not end a statement.
 */
export function statements(sql: string): string[] {
  const out: string[] = [];
  let current = "";
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (rest.startsWith("/*")) {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += " ";
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
    if (dollar) {
      const end = sql.indexOf(dollar, i + dollar.length);
      i = end === -1 ? sql.length : end + dollar.length;
      current += "$$";
      continue;
    }
    const char = sql[i]!;
    if (char === "'" || char === '"') {
      const end = closingQuote(sql, i);
      current += sql.slice(i, end);
      i = end;
      continue;
    }
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === ";" && depth === 0) {
      if (current.trim()) out.push(current.trim().replace(/\s+/g, " "));
      current = "";
    } else current += char;
    i++;
  }
  if (current.trim()) out.push(current.trim().replace(/\s+/g, " "));
  return out;
}

/** The index just past the quote opened at `start` (a doubled quote inside is the quote itself). */
function closingQuote(sql: string, start: number): number {
  const quote = sql[start];
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i++;
  }
  return sql.length;
}

/** Splits at the commas outside parentheses and quotes: a table's elements, an ALTER TABLE's actions. */
export function topLevel(text: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'" || char === '"') i = closingQuote(text, i) - 1;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** A name as PostgreSQL folds it: quoted names keep their case, others are lower-cased; `public.` goes. */
function identifier(name: string): string {
  const bare = name.replace(/^(?:"?public"?\.)/i, "");
  return bare.startsWith('"') ? bare.slice(1, -1) : bare.toLowerCase();
}

const CONSTRAINT_WORDS = /^(?:collate|not|null|default|primary|references|generated|constraint|check|unique|using)$/i;

/** PostgreSQL's names for the same base type, folded to one. */
function baseType(words: string[]): string {
  const type = words
    .join(" ")
    .toLowerCase()
    .replace(/\(.*\)$/, "")
    .trim();
  if (["int", "int4", "integer", "serial", "serial4"].includes(type)) return "integer";
  if (["bigint", "int8", "bigserial", "serial8"].includes(type)) return "bigint";
  if (["varchar", "character varying", "char", "character", "text"].includes(type)) return "text";
  if (["bool", "boolean"].includes(type)) return "boolean";
  return type;
}

/** A column definition: `name type [COLLATE …] [NOT NULL] [DEFAULT …] [PRIMARY KEY] [REFERENCES t (c)] …`. */
export function parseColumn(definition: string): SqlColumn {
  const [rawName, ...words] = topLevel(definition, " ");
  const typeWords: string[] = [];
  for (const word of words) {
    if (CONSTRAINT_WORDS.test(word)) break;
    typeWords.push(word);
  }
  const rest = words.slice(typeWords.length).join(" ");
  const references = /\breferences\s+("?[\w.]+"?)/i.exec(rest)?.[1];
  return {
    name: identifier(rawName!),
    type: baseType(typeWords),
    notNull: /\bnot\s+null\b|\bprimary\s+key\b/i.test(rest),
    ...(references ? { references: identifier(references) } : {}),
  };
}

/** The columns of one table-level constraint it changes: PRIMARY KEY (a, b) makes them NOT NULL, FOREIGN KEY. */
function applyTableConstraint(columns: Map<string, SqlColumn>, element: string): void {
  const primary = /^(?:constraint\s+\S+\s+)?primary\s+key\s*\(([^)]*)\)/i.exec(element);
  for (const name of primary?.[1]!.split(",") ?? []) {
    const column = columns.get(identifier(name.trim()));
    if (column) column.notNull = true;
  }
  const foreign = /^(?:constraint\s+\S+\s+)?foreign\s+key\s*\(([^)]*)\)\s*references\s+("?[\w.]+"?)/i.exec(element);
  if (foreign && !foreign[1]!.includes(",")) {
    const column = columns.get(identifier(foreign[1]!.trim()));
    if (column) column.references = identifier(foreign[2]!);
  }
}

const TABLE_CONSTRAINT = /^(?:constraint|primary\s+key|foreign\s+key|unique|check|exclude)\b/i;

function createTable(schema: SqlSchema, statement: string): void {
  const match = /^create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?("?[\w.]+"?)\s*\((.*)\)/i.exec(statement);
  if (!match) return;
  const columns = new Map<string, SqlColumn>();
  const elements = topLevel(match[2]!);
  for (const element of elements.filter((e) => !TABLE_CONSTRAINT.test(e))) {
    const column = parseColumn(element);
    columns.set(column.name, column);
  }
  for (const element of elements.filter((e) => TABLE_CONSTRAINT.test(e))) applyTableConstraint(columns, element);
  schema.set(identifier(match[1]!), columns);
}

/** One action of ALTER TABLE on `columns` (the table's, renamed in `schema` when the action renames it). */
function alterAction(schema: SqlSchema, table: string, action: string, where: string): void {
  const columns = schema.get(table);
  if (!columns) throw new Error(`${where}: ALTER TABLE ${table}, which no earlier migration creates`);
  const add = /^add\s+(?:column\s+)?(?:if\s+not\s+exists\s+)?(.*)$/i.exec(action);
  if (add && !TABLE_CONSTRAINT.test(add[1]!)) {
    const column = parseColumn(add[1]!);
    columns.set(column.name, column);
    return;
  }
  if (add) return applyTableConstraint(columns, add[1]!);
  const drop = /^drop\s+(?:column\s+)?(?:if\s+exists\s+)?("?\w+"?)/i.exec(action);
  if (drop && !/^drop\s+constraint\b/i.test(action)) {
    columns.delete(identifier(drop[1]!));
    return;
  }
  const renameTable = /^rename\s+to\s+("?\w+"?)/i.exec(action);
  if (renameTable) {
    schema.delete(table);
    schema.set(identifier(renameTable[1]!), columns);
    return;
  }
  const renameColumn = /^rename\s+(?:column\s+)?("?\w+"?)\s+to\s+("?\w+"?)/i.exec(action);
  if (renameColumn) {
    const column = columns.get(identifier(renameColumn[1]!));
    if (!column) throw new Error(`${where}: ${table} has no column ${renameColumn[1]} to rename`);
    columns.delete(column.name);
    column.name = identifier(renameColumn[2]!);
    columns.set(column.name, column);
    return;
  }
  const alter = /^alter\s+(?:column\s+)?("?\w+"?)\s+(.*)$/i.exec(action);
  if (alter) {
    const column = columns.get(identifier(alter[1]!));
    if (!column) throw new Error(`${where}: ${table} has no column ${alter[1]} to alter`);
    const change = alter[2]!;
    if (/^set\s+not\s+null/i.test(change)) column.notNull = true;
    else if (/^drop\s+not\s+null/i.test(change)) column.notNull = false;
    const type = /^(?:set\s+data\s+)?type\s+(.*)$/i.exec(change);
    if (type) column.type = parseColumn(`${column.name} ${type[1]}`).type;
  }
}

function alterTable(schema: SqlSchema, statement: string, where: string): void {
  const match = /^alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?("?[\w.]+"?)\s+(.*)$/i.exec(statement);
  if (!match) return;
  const table = identifier(match[1]!);
  for (const action of topLevel(match[2]!)) alterAction(schema, table, action, where);
}

function dropTable(schema: SqlSchema, statement: string): void {
  const match = /^drop\s+table\s+(?:if\s+exists\s+)?(.*?)(?:\s+(?:cascade|restrict))?$/i.exec(statement);
  for (const name of match ? topLevel(match[1]!) : []) schema.delete(identifier(name));
}

/** The tables and columns PostgreSQL has after every migration's `up.sql`, applied in the order given. */
export function sqlSchema(migrations: readonly Migration[]): SqlSchema {
  const schema: SqlSchema = new Map();
  for (const migration of migrations) {
    for (const statement of statements(migration.up)) {
      if (/^create\s+(?:unlogged\s+)?table\b/i.test(statement)) createTable(schema, statement);
      else if (/^alter\s+table\b/i.test(statement)) alterTable(schema, statement, migration.name);
      else if (/^drop\s+table\b/i.test(statement)) dropTable(schema, statement);
    }
  }
  return schema;
}
