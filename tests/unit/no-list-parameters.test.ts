import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { inList, inSelect } from "../../worker/data/expressions";
import { builder, qb } from "../../worker/data/statements";
import { ekipeTable } from "../../shared/entities/ekipa";
import { utakmiceTable } from "../../shared/entities/utakmica";

// No statement binds a list that grows with the data as one parameter per item (issue 50 item 2; D1 binds at
// most 100 per statement): in worker/, Drizzle's inArray/notInArray take only a literal list of literals, and
// every other list goes through inList (worker/data/expressions.ts), which binds it as one JSON value. The rule
// is eslint.config.js's, run here on probe files under worker/data with the project's real config.
const root = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}/eslint.config.js` });
});

const PROBE = "worker/data/list-probe.ts";
const IMPORTS = [
  'import { and, eq, inArray, notInArray } from "drizzle-orm";',
  'import * as d from "drizzle-orm";',
  'import { ekipeTable as t } from "../../shared/entities/ekipa";',
  'import { inList, inSelect } from "./expressions";',
  'import { qb } from "./statements";',
].join("\n");

/** The lines the list rule (no-restricted-syntax) reports in a probe file under worker/data. */
async function reported(code: string, filePath = PROBE): Promise<number[]> {
  const [result] = await eslint.lintText(`${IMPORTS}\n${code}\n`, { filePath });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages
    .filter((m) => m.ruleId === "no-restricted-syntax")
    .map((m) => {
      expect(m.message).toMatch(/inList\(column, values\)/);
      return m.line - IMPORTS.split("\n").length;
    });
}

const TIMEOUT = 60_000;

describe("the lint rule against one parameter per item", { timeout: TIMEOUT }, () => {
  it("refuses inArray and notInArray of a list that is not a literal list of literals", async () => {
    const lines = await reported(
      [
        "export const a = (ids: string[]) => inArray(t.id, ids);",
        "export const b = (ids: string[]) => notInArray(t.id, ids);",
        "export const c = (ids: string[]) => inArray(t.id, [...ids]);",
        "export const d2 = (id: string) => inArray(t.id, [id, 'x']);",
        "export const e = (ids: string[]) => d.inArray(t.id, ids);",
        "export const f = inArray(t.id, qb.select({ id: t.id }).from(t));",
      ].join("\n"),
    );
    expect(lines).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("refuses an import that renames them", async () => {
    const [result] = await eslint.lintText('import { inArray as anyOf } from "drizzle-orm";\nexport { anyOf };\n', {
      filePath: PROBE,
    });
    expect(result.messages.map((m) => m.ruleId)).toEqual(["no-restricted-syntax"]);
  });

  it("lets inList, inSelect and a literal list of literals pass", async () => {
    const lines = await reported(
      [
        "export const a = (ids: string[]) => inList(t.id, ids);",
        "export const b = inSelect(t.id, qb.select({ id: t.id }).from(t));",
        "export const c = inArray(t.naziv, ['played', 'forfeit']);",
        "export const e = notInArray(t.version, [1, 2]);",
        "export const f = and(eq(t.id, 'x'));",
      ].join("\n"),
    );
    expect(lines).toEqual([]);
  });

  it("holds in the whole Worker, and only there", async () => {
    expect(await reported("export const a = (ids: string[]) => inArray(t.id, ids);", "worker/routes/probe.ts")).toEqual(
      [1],
    );
    expect(await reported("export const a = (ids: string[]) => inArray(t.id, ids);", "web/lib/probe.ts")).toEqual([]);
  });
});

describe("inList", () => {
  it("binds a list of any length as one JSON value, a text or an integer column alike", () => {
    const ids = Array.from({ length: 500 }, (_, i) => `team-${i}`);
    const byText = builder.select({ id: ekipeTable.id }).from(ekipeTable).where(inList(ekipeTable.id, ids)).toSQL();
    expect(byText.sql).toBe('select "id" from "ekipe" where "ekipe"."id" in (select value from json_each(?))');
    expect(byText.params).toEqual([JSON.stringify(ids)]);
    const byNumber = builder
      .select({ id: utakmiceTable.id })
      .from(utakmiceTable)
      .where(inList(utakmiceTable.kolo, [1, 2, 3]))
      .toSQL();
    expect(byNumber.params).toEqual(["[1,2,3]"]);
  });

  it("and inSelect tests a column against a subquery, binding nothing of its own", () => {
    const sub = qb.select({ id: ekipeTable.id }).from(ekipeTable);
    const query = builder
      .select({ id: utakmiceTable.id })
      .from(utakmiceTable)
      .where(inSelect(utakmiceTable.domacin_id, sub));
    expect(query.toSQL()).toEqual({
      sql: 'select "id" from "utakmice" where "utakmice"."domacin_id" in (select "id" from "ekipe")',
      params: [],
    });
  });
});
