import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No SQL text in worker/data (issue 27 item 6): every statement is built with Drizzle's query builder from the
// tables. A statement written as text, in a string, a template or a `sql` template, or a D1 `.prepare(text)`,
// fails here. Drizzle's own `.prepare()` (no argument: it compiles a builder once) is the builder's API.
const root = fileURLToPath(new URL("../..", import.meta.url));
const DATA = join(root, "worker/data");

// Keywords that begin or shape a statement. Upper case only as single words ("delete" is also an audit
// action); statement shapes in any case.
const KEYWORD =
  /\b(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|REPLACE|PRAGMA|UNION|EXISTS|FROM|WHERE|JOIN|INTO|VALUES|RETURNING|SET)\b/;
const SHAPES = [
  /\bselect\b[\s\S]*\bfrom\b/i,
  /\binsert\s+(or\s+\w+\s+)?into\b/i,
  /\bupdate\s+\S+\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\b(create|drop|alter)\s+(table|index|view|trigger)\b/i,
  /\bunion\s+all\b/i,
];

const isSqlText = (text: string) => KEYWORD.test(text) || SHAPES.some((shape) => shape.test(text));

/** The texts of a string or template literal (a template's parts between its `${…}`s). */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/** Where a source text holds SQL text or hands D1 a statement's text: "line: what". */
function findSql(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    const prepare =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "prepare" &&
      node.arguments.length > 0;
    if (prepare) found.push(`${at(node)}: .prepare( of a text`);
    for (const text of literalTexts(node)) if (isSqlText(text)) found.push(`${at(node)}: ${text.trim().slice(0, 60)}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function dataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dataFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("worker/data has no SQL text", () => {
  it("builds every statement with Drizzle: no statement text, no .prepare(text)", () => {
    const files = dataFiles(DATA);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((path) =>
      findSql(path, readFileSync(path, "utf8")).map((where) => `${relative(root, path)}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it("finds statement text in every form it can take", () => {
    const cases = [
      'db.prepare("SELECT 1")',
      "d1.prepare(text).bind(1)",
      "const q = sql`SELECT * FROM ${users}`;",
      "const q = sql`UPDATE ${table} SET ${column} = NULL`;",
      "const ERASE = `delete from users where id = ?`;",
      'const x = sql.raw("insert into t (a) values (1)");',
      "const f = sql`${a} AND EXISTS (${b})`;",
    ];
    for (const code of cases) expect(findSql("probe.ts", code), code).not.toEqual([]);
  });

  it("lets the builder's helpers and plain texts pass", () => {
    const cases = [
      "db.select().from(users).where(eq(users.id, 1)).prepare()",
      "const f = sql`lower(${users.email})`;",
      'auditRow(scope, "delete", entity, id, {});',
      'throw new DataError("not_found", "No such user.");',
      'const order = "DESC NULLS LAST";',
    ];
    for (const code of cases) expect(findSql("probe.ts", code), code).toEqual([]);
  });
});
