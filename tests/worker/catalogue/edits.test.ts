// Bad-input catalogue: edits (UpdateX, DeleteX, RestoreX) a client or an attacker could send: wrong types,
// wrong or stale versions, ids that are not ids or name another entity's row, empty or unknown `set` fields,
// oversized text, bad dates and standings, deleting a deleted row, restoring a live one. Every case runs as
// verified staff of federation A (who may edit these rows) unless it says otherwise, on a row put in the
// state its VALID variables expect, and must be refused 4xx with nothing written anywhere.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITABLE, type Editable, type OperationName } from "../../../shared/graphql/operations";
import { bearer, type UserKind } from "../helpers/auth";
import { gql, graphqlInit, seedDemo } from "../helpers/graphql";
import { EDIT_ROWS, VALID, prepareEdit } from "../helpers/matrix";
import { expectGraphqlError, expectNothingWritten, snapshot } from "./support";

const ids = EDIT_ROWS;
const v = (name: OperationName, patch: Record<string, unknown>) => ({ ...VALID[name], ...patch });
const set = (name: OperationName, fields: Record<string, unknown>) => v(name, { set: fields });
const poredak = (rows: unknown[]) => ({ payload: { naziv: "Regata", poredak: rows } });

/** [name, operation, variables, status, code, prepare (the operation whose row state to set up), caller]. */
type Case = [string, OperationName, Record<string, unknown>, number, string, OperationName?, UserKind?];

const cases: Case[] = [
  // Versions of the wrong type or range.
  ["version as a string", "UpdateNajava", v("UpdateNajava", { version: "1" }), 400, "BAD_USER_INPUT"],
  ["a negative version", "UpdateNajava", v("UpdateNajava", { version: -1 }), 400, "BAD_USER_INPUT"],
  ["a fractional version", "UpdateNajava", v("UpdateNajava", { version: 1.5 }), 400, "BAD_USER_INPUT"],
  ["a version beyond Int (2^31)", "UpdateNajava", v("UpdateNajava", { version: 2 ** 31 }), 400, "BAD_USER_INPUT"],
  ["version 0", "DeleteNajava", v("DeleteNajava", { version: 0 }), 400, "BAD_USER_INPUT"],
  ["a null version", "DeleteNatjecatelj", v("DeleteNatjecatelj", { version: null }), 400, "BAD_USER_INPUT"],
  ["a missing version", "UpdateNatjecanje", { id: ids.Natjecanje, set: { lokacija: "X" } }, 400, "BAD_USER_INPUT"],
  ["a version as an object", "RestoreRezultat", v("RestoreRezultat", { version: { _gt: 0 } }), 400, "BAD_USER_INPUT"],
  // Stale versions (the row is at version 1).
  ["a version ahead of the row (2)", "UpdateNajava", v("UpdateNajava", { version: 2 }), 409, "version_conflict"],
  [
    "a stale version on delete (row at 1, sent 7)",
    "DeleteNatjecanje",
    v("DeleteNatjecanje", { version: 7 }),
    409,
    "version_conflict",
  ],
  [
    "a stale version on restore",
    "RestoreDokumentSaveza",
    v("RestoreDokumentSaveza", { version: 3 }),
    409,
    "version_conflict",
  ],
  [
    "a stale version on a document edit",
    "UpdateDokumentRezultata",
    v("UpdateDokumentRezultata", { version: 9 }),
    409,
    "version_conflict",
  ],
  // Ids that are not ids, or not this entity's.
  ["an id that is a path", "UpdateNajava", v("UpdateNajava", { id: "../../etc/passwd" }), 400, "BAD_USER_INPUT"],
  ["an empty id", "DeleteNajava", v("DeleteNajava", { id: "" }), 400, "BAD_USER_INPUT"],
  ["an id as a number", "UpdateNatjecatelj", v("UpdateNatjecatelj", { id: 42 }), 400, "BAD_USER_INPUT"],
  ["an id with SQL in it", "DeleteRezultat", v("DeleteRezultat", { id: "' OR 1=1 --" }), 400, "BAD_USER_INPUT"],
  [
    "an id as an operator object",
    "DeleteDokumentSaveza",
    v("DeleteDokumentSaveza", { id: { _neq: "" } }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a competition's id sent to UpdateNajava",
    "UpdateNajava",
    v("UpdateNajava", { id: ids.Natjecanje }),
    404,
    "NOT_FOUND",
  ],
  [
    "an announcement's id sent to DeleteRezultat",
    "DeleteRezultat",
    v("DeleteRezultat", { id: ids.Najava }),
    404,
    "NOT_FOUND",
  ],
  [
    "a document's id sent to RestoreNatjecatelj",
    "RestoreNatjecatelj",
    v("RestoreNatjecatelj", { id: ids.DokumentSaveza }),
    404,
    "NOT_FOUND",
  ],
  [
    "a well-formed id of no row",
    "UpdateDokumentSaveza",
    v("UpdateDokumentSaveza", { id: "d0000000-0000-4000-8000-00000000dead" }),
    404,
    "NOT_FOUND",
  ],
  // `set` empty, of the wrong type, or with fields that are not editable.
  ["an empty set", "UpdateNajava", set("UpdateNajava", {}), 400, "BAD_USER_INPUT"],
  ["a null set", "UpdateNatjecanje", v("UpdateNatjecanje", { set: null }), 400, "BAD_USER_INPUT"],
  ["a set that is a string", "UpdateNatjecatelj", v("UpdateNatjecatelj", { set: "team=X" }), 400, "BAD_USER_INPUT"],
  [
    "a set that is a list",
    "UpdateDokumentSaveza",
    v("UpdateDokumentSaveza", { set: [{ opis: "x" }] }),
    400,
    "BAD_USER_INPUT",
  ],
  ["set.created_by", "UpdateNajava", set("UpdateNajava", { created_by: 1 }), 400, "BAD_USER_INPUT"],
  ["set.version", "UpdateNajava", set("UpdateNajava", { subject: "X", version: 99 }), 400, "BAD_USER_INPUT"],
  ["set.deleted_at", "UpdateNatjecatelj", set("UpdateNatjecatelj", { deleted_at: null }), 400, "BAD_USER_INPUT"],
  [
    "set.id",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { id: "c0000000-0000-4000-8000-000000000009" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "set.savez_id (moving a row to another federation)",
    "UpdateRezultat",
    set("UpdateRezultat", { savez_id: "b0000000-0000-4000-8000-000000000002" }),
    403,
    "FORBIDDEN",
  ],
  [
    "an unknown field in set",
    "UpdateDokumentRezultata",
    set("UpdateDokumentRezultata", { is_admin: true }),
    400,
    "BAD_USER_INPUT",
  ],
  // Oversized, blank or wrongly typed text.
  [
    "a subject of 201 characters",
    "UpdateNajava",
    set("UpdateNajava", { subject: "s".repeat(201) }),
    400,
    "BAD_USER_INPUT",
  ],
  ["a blank subject", "UpdateNajava", set("UpdateNajava", { subject: "   " }), 400, "BAD_USER_INPUT"],
  [
    "a description of 5001 characters",
    "UpdateNajava",
    set("UpdateNajava", { description: "d".repeat(5001) }),
    400,
    "BAD_USER_INPUT",
  ],
  ["an empty description", "UpdateNajava", set("UpdateNajava", { description: "" }), 400, "BAD_USER_INPUT"],
  ["a subject that is a number", "UpdateNajava", set("UpdateNajava", { subject: 7 }), 400, "BAD_USER_INPUT"],
  [
    "a first name of 101 characters",
    "UpdateNatjecatelj",
    set("UpdateNatjecatelj", { ime: "i".repeat(101) }),
    400,
    "BAD_USER_INPUT",
  ],
  ["an empty team", "UpdateNatjecatelj", set("UpdateNatjecatelj", { team: "" }), 400, "BAD_USER_INPUT"],
  [
    "a competition naziv of 201 characters",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { naziv: "n".repeat(201) }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a lokacija of 201 characters",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { lokacija: "l".repeat(201) }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a document naziv of 201 characters",
    "UpdateDokumentSaveza",
    set("UpdateDokumentSaveza", { naziv: "n".repeat(201) }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a document opis of 2001 characters",
    "UpdateDokumentSaveza",
    set("UpdateDokumentSaveza", { opis: "o".repeat(2001) }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a javascript: document URL",
    "UpdateDokumentSaveza",
    set("UpdateDokumentSaveza", { dokument_url: "javascript:alert(1)" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a results-document naziv of 201 characters",
    "UpdateDokumentRezultata",
    set("UpdateDokumentRezultata", { naziv: "n".repeat(201) }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a document key that is a path",
    "UpdateDokumentRezultata",
    set("UpdateDokumentRezultata", { dokument_key: "../secret.pdf" }),
    400,
    "BAD_USER_INPUT",
  ],
  // Dates.
  [
    "datum_od as DD.MM.YYYY",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { datum_od: "01.06.2025", datum_do: "2025-06-02" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "datum_do with month 13",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { datum_od: "2025-06-01", datum_do: "2025-13-01" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "datum_od as a timestamp number",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { datum_od: 1748736000000, datum_do: "2025-06-02" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "datum_do before datum_od",
    "UpdateNatjecanje",
    set("UpdateNatjecanje", { datum_od: "2025-06-10", datum_do: "2025-06-01" }),
    400,
    "BAD_USER_INPUT",
  ],
  // Standings.
  [
    "standings with duplicate places",
    "UpdateRezultat",
    set(
      "UpdateRezultat",
      poredak([
        { mjesto: 1, bodovi: 3, ime: "A" },
        { mjesto: 1, bodovi: 2, ime: "B" },
      ]),
    ),
    400,
    "BAD_USER_INPUT",
  ],
  ["empty standings", "UpdateRezultat", set("UpdateRezultat", poredak([])), 400, "BAD_USER_INPUT"],
  [
    "points as a string",
    "UpdateRezultat",
    set("UpdateRezultat", poredak([{ mjesto: 1, bodovi: "12", ime: "A" }])),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "place 0",
    "UpdateRezultat",
    set("UpdateRezultat", poredak([{ mjesto: 0, bodovi: 1, ime: "A" }])),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a fractional place",
    "UpdateRezultat",
    set("UpdateRezultat", poredak([{ mjesto: 1.5, bodovi: 1, ime: "A" }])),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a standings line without a name",
    "UpdateRezultat",
    set("UpdateRezultat", poredak([{ mjesto: 1, bodovi: 1 }])),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a payload that is a string",
    "UpdateRezultat",
    set("UpdateRezultat", { payload: '{"poredak":[]}' }),
    400,
    "BAD_USER_INPUT",
  ],
  // Lifecycle states.
  ["deleting a row already deleted", "DeleteNajava", VALID.DeleteNajava, 409, "version_conflict", "RestoreNajava"],
  [
    "deleting a deleted competition",
    "DeleteNatjecanje",
    VALID.DeleteNatjecanje,
    409,
    "version_conflict",
    "RestoreNatjecanje",
  ],
  [
    "updating a deleted row",
    "UpdateNatjecatelj",
    VALID.UpdateNatjecatelj,
    409,
    "version_conflict",
    "RestoreNatjecatelj",
  ],
  [
    "restoring a row that is not deleted",
    "RestoreNajava",
    VALID.RestoreNajava,
    409,
    "version_conflict",
    "UpdateNajava",
  ],
  [
    "restoring a live results document",
    "RestoreDokumentRezultata",
    VALID.RestoreDokumentRezultata,
    409,
    "version_conflict",
    "UpdateDokumentRezultata",
  ],
  // Callers who may not edit these rows.
  ["staff of federation B editing A's row", "UpdateNajava", VALID.UpdateNajava, 403, "FORBIDDEN", undefined, "staff-b"],
  ["a member deleting a row", "DeleteNajava", VALID.DeleteNajava, 403, "FORBIDDEN", undefined, "member"],
  [
    "unverified staff restoring a row",
    "RestoreNajava",
    VALID.RestoreNajava,
    403,
    "FORBIDDEN",
    undefined,
    "unverified-staff",
  ],
];

beforeAll(async () => {
  await seedDemo();
});

describe("edits", () => {
  it.each(cases)(
    "refuses %s and writes nothing",
    async (_name, operation, variables, status, code, prepare = operation, caller = "staff") => {
      const authorization = await bearer(caller);
      await prepareEdit(prepare);
      const before = await snapshot();
      const rowBefore = await rowsOf();
      const response = await gqlRaw(operation, variables, authorization);
      await expectGraphqlError(response, status, code);
      await expectNothingWritten(before);
      expect(await rowsOf()).toEqual(rowBefore);
    },
  );

  it("sanity: the same staff caller's valid edit, delete and restore do write (and are audited)", async () => {
    const staff = await bearer("staff");
    for (const name of ["UpdateNajava", "DeleteNajava", "RestoreNajava"] as const) {
      await prepareEdit(name);
      const before = await snapshot();
      const { status } = await gql(name, { authorization: staff, variables: VALID[name] });
      expect(status).toBe(200);
      expect((await snapshot()).audit_log).toBe(before.audit_log + 1);
    }
  });
});

/** Markup stored inert: accepted (not counted as a refusal), kept verbatim and served back as a JSON string. */
describe("markup in every editable text field is stored as text", () => {
  const markup = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
  const fields: [Editable, string][] = [
    ["Najava", "subject"],
    ["Najava", "description"],
    ["Natjecatelj", "ime"],
    ["Natjecatelj", "prezime"],
    ["Natjecatelj", "team"],
    ["Natjecanje", "naziv"],
    ["Natjecanje", "lokacija"],
    ["DokumentSaveza", "naziv"],
    ["DokumentSaveza", "opis"],
    ["DokumentRezultata", "naziv"],
  ];
  it.each(fields)("%s.%s", async (editable, field) => {
    const name = `Update${editable}` as OperationName;
    await prepareEdit(name);
    const { response, status } = await gql(name, {
      authorization: await bearer("staff"),
      variables: set(name, { [field]: markup }),
    });
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/(graphql-response\+)?json/);
    const row = await env.DB.prepare(`SELECT ${field} AS value FROM ${EDITABLE[editable]} WHERE id = ?`)
      .bind(ids[editable])
      .first<{ value: string }>();
    expect(row?.value).toBe(markup);
  });
});

/** Every edited row's version, deletion and text, to prove a refusal changed none of them. */
async function rowsOf() {
  const results = await env.DB.batch(
    (Object.keys(EDITABLE) as Editable[]).map((e) =>
      env.DB.prepare(`SELECT * FROM ${EDITABLE[e]} WHERE id = ?`).bind(ids[e]),
    ),
  );
  return results.map((r) => r.results);
}

/** POSTs an operation with raw variables (of any type) to /v1/graphql. */
function gqlRaw(operationName: OperationName, variables: unknown, authorization: string) {
  return SELF.fetch("https://app.test/v1/graphql", graphqlInit(operationName, { variables, authorization }));
}
