// Bad-input catalogue: GraphQL requests a client or an attacker could send. Every case runs as a
// verified staff member (the most powerful caller), so a refusal is the gateway's, not the role check's.
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../../shared/graphql/operations";
import { sha256Hex } from "../../../shared/sha256";
import { bearer } from "../helpers/auth";
import { expectGraphqlError, expectNothingWritten, postGraphql, snapshot } from "./support";

/** `text` with `from` replaced; throws when `from` is not there, so a changed operation cannot pass unaltered. */
function rewritten(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the operation no longer holds ${from}`);
  return text.replace(from, to);
}

let staff: string;
beforeAll(async () => {
  staff = await bearer("staff");
});

const najava = { subject: "Najava", description: "Opis" };
const request = (fields: Record<string, unknown>) => JSON.stringify(fields);
const createNajava = (variables: unknown, query: string = OPERATIONS.CreateNajava) =>
  request({ operationName: "CreateNajava", query, variables });

/** `depth` levels of a field nested in itself: what a depth bomb looks like. */
function depthBomb(depth: number): string {
  return `query ReadFeed { ${"users { memberships { ".repeat(depth)}id${" } }".repeat(depth)} }`;
}

/** `count` aliases of the same list field: what an alias bomb looks like. */
function aliasBomb(count: number): string {
  const fields = Array.from({ length: count }, (_, i) => `a${i}: feed(limit: 5000) { id description }`);
  return `query ReadFeed { ${fields.join(" ")} }`;
}

/** [name, body, status, GraphQL error code, extra headers]. */
type Case = [string, () => Promise<string> | string, number, string, Record<string, string>?];

const cases: Case[] = [
  ["malformed JSON", () => "{operationName: ReadFeed", 400, "BAD_REQUEST"],
  ["an empty body", () => "", 400, "BAD_REQUEST"],
  ["JSON null", () => "null", 400, "BAD_REQUEST"],
  ["a JSON string", () => '"query ReadFeed { feed { id } }"', 400, "BAD_REQUEST"],
  [
    "an array batch of two mutations",
    () => JSON.stringify([JSON.parse(createNajava(najava)), JSON.parse(createNajava(najava))]),
    400,
    "BAD_REQUEST",
  ],
  ["no operationName and no query", () => request({ variables: najava }), 400, "UNTRUSTED_OPERATION"],
  [
    "an unknown operationName with a trusted query",
    () => request({ operationName: "DeleteEverything", query: OPERATIONS.CreateNajava, variables: najava }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "operationName that is not a string",
    () => request({ operationName: 7, query: OPERATIONS.CreateNajava }),
    400,
    "BAD_REQUEST",
  ],
  [
    "an operationName of 101 characters",
    () => request({ operationName: "A".repeat(101), query: OPERATIONS.CreateNajava }),
    400,
    "BAD_REQUEST",
  ],
  [
    "a trusted mutation with an extra field asked for",
    () => createNajava(najava, OPERATIONS.CreateNajava.replace("id\n", "id\n    created_by\n")),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a trusted mutation with its object rewritten",
    () =>
      createNajava(
        najava,
        rewritten(OPERATIONS.CreateNajava, "{subject: $subject,", "{created_by: 1, subject: $subject,"),
      ),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a trusted mutation with a second operation appended",
    () => createNajava(najava, `${OPERATIONS.CreateNajava}\nquery Spy { users { firebase_user_id } }`),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a query's text sent under a mutation's name",
    () => createNajava(najava, OPERATIONS.ReadFeed),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a depth bomb (200 levels)",
    () => request({ operationName: "ReadFeed", query: depthBomb(200) }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "an alias bomb over 2 MB (50 000 aliases)",
    () => request({ operationName: "ReadFeed", query: aliasBomb(50_000) }),
    413,
    "BAD_REQUEST",
  ],
  [
    "an alias bomb under 64 KB (500 aliases)",
    () => request({ operationName: "ReadFeed", query: aliasBomb(500) }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "introspection (__schema)",
    () =>
      request({
        operationName: "IntrospectionQuery",
        query: "query IntrospectionQuery { __schema { types { name fields { name } } } }",
      }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "__type introspection under a trusted name",
    () => request({ operationName: "ReadFeed", query: 'query ReadFeed { __type(name: "users") { fields { name } } }' }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a persisted-query hash of a document that is not trusted",
    async () =>
      request({
        operationName: "ReadFeed",
        extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex("query ReadFeed { users { id } }") } },
      }),
    400,
    "UNTRUSTED_OPERATION",
  ],
  [
    "a persisted-query hash that is not a SHA-256",
    () => request({ operationName: "ReadFeed", extensions: { persistedQuery: { sha256Hash: "../../etc/passwd" } } }),
    400,
    "BAD_REQUEST",
  ],
  ["1 MB of variables", () => createNajava({ ...najava, filler: "x".repeat(1024 * 1024) }), 413, "BAD_REQUEST"],
  ["variables that are an array", () => createNajava([najava]), 400, "BAD_REQUEST"],
  ["variables that are a string", () => createNajava(JSON.stringify(najava)), 400, "BAD_REQUEST"],
  [
    "a number where a string is declared",
    () => createNajava({ subject: 42, description: "Opis" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "an operator object where a string is declared",
    () => createNajava({ subject: { _neq: "" }, description: "Opis" }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a list where a string is declared",
    () => createNajava({ subject: ["a", "b"], description: "Opis" }),
    400,
    "BAD_USER_INPUT",
  ],
  ["null for a required variable", () => createNajava({ subject: null, description: "Opis" }), 400, "BAD_USER_INPUT"],
  [
    "a competitor list that is an object",
    () =>
      request({
        operationName: "InsertNatjecatelji",
        query: OPERATIONS.InsertNatjecatelji,
        variables: { objects: { ime: "A", prezime: "B", team: "C" } },
      }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a result whose payload is a string",
    () =>
      request({
        operationName: "CreateRezultat",
        query: OPERATIONS.CreateRezultat,
        variables: { object: { payload: '{"poredak":[{"mjesto":1,"bodovi":1,"ime":"A"}]}' } },
      }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a federation document with a data: URL",
    () =>
      request({
        operationName: "CreateDokumentSaveza",
        query: OPERATIONS.CreateDokumentSaveza,
        variables: { object: { naziv: "Statut", opis: "", dokument_url: "data:text/html,<script>alert(1)</script>" } },
      }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a protocol-relative document URL",
    () =>
      request({
        operationName: "CreateDokumentSaveza",
        query: OPERATIONS.CreateDokumentSaveza,
        variables: { object: { naziv: "Statut", opis: "", dokument_url: "//evil.test/statut.pdf" } },
      }),
    400,
    "BAD_USER_INPUT",
  ],
  [
    "a form-encoded body",
    () => "operationName=CreateNajava",
    415,
    "BAD_REQUEST",
    { "content-type": "application/x-www-form-urlencoded" },
  ],
  [
    "a text/plain body (a CSRF-able simple request)",
    () => createNajava(najava),
    415,
    "BAD_REQUEST",
    { "content-type": "text/plain" },
  ],
];

describe("graphql", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, body, status, code, headers = {}) => {
    const text = await body();
    const before = await snapshot();
    const started = Date.now();
    const response = await postGraphql(text, staff, headers);
    await expectGraphqlError(response, status, code);
    expect(Date.now() - started).toBeLessThan(5000);
    await expectNothingWritten(before);
  });

  it("sanity: the same staff caller's valid CreateNajava does write", async () => {
    const before = await snapshot();
    const response = await postGraphql(createNajava(najava), staff);
    expect(response.status).toBe(200);
    expect((await snapshot()).feed).toBe(before.feed + 1);
  });
});
