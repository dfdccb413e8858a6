// The Hasura metadata is generated (`npm run hasura:generate`, scripts/lib/hasura): the committed files must be
// byte for byte what the generator writes from the entities and the permission table, and the generator must
// refuse Hasura migrations that disagree with the entities, naming the table and column.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  FUNCTIONS_FILE,
  HasuraSchemaError,
  TABLES_DIR,
  driftOf,
  generateHasura,
} from "../../scripts/lib/hasura/generate";
import { readCommitted, readMigrations } from "../../scripts/lib/hasura/io";
import { sqlSchema, statements, type Migration } from "../../scripts/lib/hasura/sql-schema";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const migrations = readMigrations(ROOT);

/** The migrations with one more, as a developer would add it. */
const plus = (up: string): Migration[] => [...migrations, { name: "9999999999999_test", up }];

/** The problems the generator reports for these migrations (none when it generates). */
function problemsOf(list: readonly Migration[]): readonly string[] {
  try {
    generateHasura(list);
    return [];
  } catch (error) {
    if (error instanceof HasuraSchemaError) return error.problems;
    throw error;
  }
}

describe("hasura:generate", () => {
  it("wrote the committed metadata: every generated file is committed as generated, and no other", () => {
    const generated = generateHasura(migrations);
    expect(generated.has(`${TABLES_DIR}/tables.yaml`)).toBe(true);
    expect(generated.has(FUNCTIONS_FILE)).toBe(true);
    expect(driftOf(readCommitted(ROOT), generated), "run `npm run hasura:generate` and commit its files").toEqual([]);
  });

  it("gives the same bytes every time it runs", () => {
    expect([...generateHasura(migrations)]).toEqual([...generateHasura(migrations)]);
  });

  it("reports a hand edit, a deleted file and a file it no longer writes, each by name", () => {
    const committed = new Map(readCommitted(ROOT));
    const natjecanja = `${TABLES_DIR}/public_natjecanja.yaml`;
    // A hand edit: anonymous may no longer read lokacija.
    committed.set(natjecanja, committed.get(natjecanja)!.replace("        - lokacija\n", ""));
    committed.delete(`${TABLES_DIR}/public_feed.yaml`);
    committed.set(`${TABLES_DIR}/public_stara.yaml`, "table:\n  name: stara\n  schema: public\n");
    expect(driftOf(committed, generateHasura(migrations))).toEqual([
      `${TABLES_DIR}/public_feed.yaml is missing`,
      `${natjecanja} differs from what npm run hasura:generate writes`,
      `${TABLES_DIR}/public_stara.yaml is no longer generated`,
    ]);
  });

  it("refuses migrations that lack an entity's column or table, naming them", () => {
    const [init, ...rest] = migrations;
    const withoutLokacija = { ...init!, up: init!.up.replace("  lokacija text NOT NULL,\n", "") };
    expect(withoutLokacija.up).not.toBe(init!.up);
    expect(problemsOf([withoutLokacija, ...rest])).toEqual([
      "natjecanja.lokacija: the entity has this column, PostgreSQL does not (hasura/migrations/default (add a " +
        "migration; an applied one is never edited))",
    ]);
    expect(problemsOf(plus("ALTER TABLE feed DROP COLUMN slika_key;"))).toEqual([
      expect.stringMatching(/^feed\.slika_key: the entity has this column, PostgreSQL does not/),
    ]);
    expect(problemsOf(plus("DROP TABLE natjecanja_natjecatelji CASCADE;"))).toEqual([
      expect.stringMatching(/^natjecanja_natjecatelji: shared\/entities declares this table, PostgreSQL has none/),
    ]);
    expect(() => generateHasura(plus("ALTER TABLE feed DROP COLUMN slika_key;"))).toThrow(/feed\.slika_key/);
  });

  it("refuses a column PostgreSQL has that no entity declares, and a different type, nullability or reference", () => {
    expect(problemsOf(plus("ALTER TABLE natjecanja ADD COLUMN sjedala text;"))).toEqual([
      "natjecanja.sjedala: PostgreSQL has this column, the entity does not (remove it in a migration)",
    ]);
    expect(problemsOf(plus("CREATE TABLE stara (id text PRIMARY KEY);"))).toEqual([
      "stara: PostgreSQL has this table, shared/entities does not declare it",
    ]);
    expect(problemsOf(plus("ALTER TABLE natjecanja ALTER COLUMN naziv TYPE integer USING 0;"))).toEqual([
      "natjecanja.naziv: PostgreSQL has type integer, the entity's column is text",
    ]);
    expect(problemsOf(plus("ALTER TABLE natjecanja ALTER COLUMN naziv DROP NOT NULL;"))).toEqual([
      "natjecanja.naziv: NOT NULL in the entity, nullable in PostgreSQL",
    ]);
    expect(problemsOf(plus("ALTER TABLE feed ALTER COLUMN subject SET NOT NULL;"))).toEqual([
      "feed.subject: nullable in the entity, NOT NULL in PostgreSQL",
    ]);
    expect(problemsOf(plus("ALTER TABLE rezultati DROP COLUMN natjecanje_id, ADD COLUMN natjecanje_id text;"))).toEqual(
      ["rezultati.natjecanje_id: references natjecanja in the entity, nothing in PostgreSQL"],
    );
  });

  it("accepts the differences the providers have on purpose", () => {
    const schema = sqlSchema(migrations);
    // A content row's federation is required in PostgreSQL (D1 could not add the column NOT NULL).
    expect(schema.get("feed")?.get("savez_id")).toMatchObject({ notNull: true, references: "savezi" });
    // JSON text in D1 is jsonb; users.verified_email is PostgreSQL's own (hasura-only.ts).
    expect(schema.get("rezultati")?.get("payload")?.type).toBe("jsonb");
    expect(schema.get("users")?.has("verified_email")).toBe(true);
    expect(problemsOf(migrations)).toEqual([]);
  });
});

describe("the Hasura migrations as the generator reads them", () => {
  it("applies every migration's ALTER TABLE in order", () => {
    const memberships = sqlSchema(migrations).get("memberships")!;
    // 1764000000000_membership_register drops user_id, adds email and six more, and retypes expiry.
    expect(memberships.has("user_id")).toBe(false);
    expect(memberships.get("email")).toEqual({ name: "email", type: "text", notNull: false });
    expect(memberships.get("search_name")).toEqual({ name: "search_name", type: "text", notNull: true });
    expect([...memberships.keys()]).toContain("deleted_at");
  });

  it("reads statements, not function bodies, comments or quoted semicolons", () => {
    const sql = `-- a comment; with a semicolon
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN CREATE TABLE nope (x int); END $$;
      CREATE TABLE t (a text DEFAULT 'x;y', /* b int, */ "B" integer NOT NULL, PRIMARY KEY (a));
      ALTER TABLE t RENAME COLUMN a TO c;`;
    expect(statements(sql)).toHaveLength(3);
    const t = sqlSchema([{ name: "m", up: sql }]).get("t")!;
    expect([...t.values()]).toEqual([
      { name: "B", type: "integer", notNull: true },
      { name: "c", type: "text", notNull: true },
    ]);
    expect(sqlSchema([{ name: "m", up: sql }]).has("nope")).toBe(false);
  });
});
