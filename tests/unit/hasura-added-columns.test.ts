// `npm run hasura:generate -- <name>` writes the Hasura migration of the columns an entity gained
// (scripts/lib/hasura/added-columns.ts), so a new field needs no PostgreSQL by hand; what PostgreSQL cannot
// add to a table with rows is left to a migration written by hand, and the schema check names it.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { addedColumnsMigration, generateHasura } from "../../scripts/lib/hasura/generate";
import { readMigrations } from "../../scripts/lib/hasura/io";
import type { Migration } from "../../scripts/lib/hasura/sql-schema";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const migrations = readMigrations(ROOT);

/** The migrations with one more, as a developer would add it. */
const plus = (up: string): Migration[] => [...migrations, { name: "9999999999999_test", up }];

describe("hasura:generate's migration of added columns", () => {
  it("writes nothing when PostgreSQL has every entity column", () => {
    expect(addedColumnsMigration(migrations, "nothing", 1)).toBeNull();
  });

  it("adds the columns an entity gained, nullable and with a literal default, and drops them on the way down", () => {
    const behind = plus("ALTER TABLE natjecanja DROP COLUMN dokument_naziv;\nALTER TABLE feed DROP COLUMN version;");
    const added = addedColumnsMigration(behind, "catch_up", 1770000000000)!;
    expect(added.folder).toBe("1770000000000_catch_up");
    expect(added.up.split("\n").filter((line) => line.startsWith("ALTER"))).toEqual([
      "ALTER TABLE feed ADD COLUMN version integer NOT NULL DEFAULT 1;",
      "ALTER TABLE natjecanja ADD COLUMN dokument_naziv text;",
    ]);
    expect(added.down).toBe(
      "ALTER TABLE natjecanja DROP COLUMN dokument_naziv;\nALTER TABLE feed DROP COLUMN version;\n",
    );
    // Applied, the migrations agree with the entities again: the metadata generates.
    expect(() => generateHasura([...behind, { name: added.folder, up: added.up }])).not.toThrow();
  });

  it("leaves a NOT NULL column without a default to a migration by hand (the check names it)", () => {
    const behind = plus("ALTER TABLE natjecanja DROP COLUMN lokacija;");
    expect(addedColumnsMigration(behind, "lokacija", 1)).toBeNull();
    expect(() => generateHasura(behind)).toThrow(/natjecanja\.lokacija/);
  });
});
