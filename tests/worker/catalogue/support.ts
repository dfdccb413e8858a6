// Shared checks of the bad-input catalogue: every case asserts the status, the error shape and that
// nothing was written anywhere (every D1 table and the R2 bucket are counted before and after).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { OperationName } from "../../../shared/graphql/operations";
import { operationBody, postGraphql, seedDemo } from "../helpers/graphql";

// The one raw poster and operation body of the Worker tests (tests/worker/helpers/graphql.ts), for the cases here.
export { operationBody, postGraphql };
import { DEMO, demoBearer } from "../helpers/klubovi";

/** The tables every snapshot counts, whatever the schema grows to: the app's, not D1's or SQLite's own. */
const TABLES_SQL =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' " +
  "AND name NOT LIKE 'd1_%' ORDER BY name";

/**
 * The tables whose rows a refused request must leave exactly as they were, not only as many (the season's, the
 * league's and the entries', where a refusal could update a row in place: a licence decided, a match's score or
 * state, entry settings replaced, an entry withdrawn or given a result).
 */
const CONTENT_TABLES = [
  "klubovi",
  "sezone",
  "sportasi",
  "dobne_kategorije",
  "duznosnici_klubova",
  "licence",
  "transferi",
  "pravila_natjecanja",
  "skupine",
  "ekipe",
  "utakmice",
  "korekcije_bodova",
  "postavke_prijava",
  "discipline",
  "nastupi",
  "nastupi_clanovi",
];

/** Row counts of every table, a digest of the rows of CONTENT_TABLES, and the number of R2 objects. */
export type WriteSnapshot = Record<string, number>;

/** FNV-1a over the rows' JSON: equal rows, equal number (a mismatch names the table). */
function digest(rows: unknown[]): number {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(rows)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Counts everything a request could have written. */
export async function snapshot(): Promise<WriteSnapshot> {
  const tables = (await env.DB.prepare(TABLES_SQL).all<{ name: string }>()).results.map((r) => r.name);
  const counts = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT count(*) AS n FROM "${t}"`)));
  const result: WriteSnapshot = Object.fromEntries(
    tables.map((t, i) => [t, (counts[i]!.results[0] as { n: number }).n]),
  );
  const present = CONTENT_TABLES.filter((t) => tables.includes(t));
  const rows = await env.DB.batch(present.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY id`)));
  present.forEach((t, i) => (result[`${t}:rows`] = digest(rows[i]!.results)));
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await env.DOCUMENTS.list({ cursor });
    objects += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { ...result, r2_objects: objects };
}

/** Fails unless nothing was written since `before`. */
export async function expectNothingWritten(before: WriteSnapshot): Promise<void> {
  expect(await snapshot()).toEqual(before);
}

/** The REST error shape `{error:{code,message}}` (plus `details` for field errors, `fixes`), nothing else. */
export async function expectApiError(response: Response, status: number, code: string | RegExp): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error: { code: string; message: string; details?: unknown } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toEqual({
    code: typeof code === "string" ? code : expect.stringMatching(code),
    message: expect.any(String),
    ...("details" in body.error ? { details: expect.anything() } : {}),
    // Where another screen fixes a refusal (an entry without a medical examination: issue 50 item 4).
    ...("fixes" in body.error ? { fixes: expect.anything() } : {}),
  });
  expectNoLeak(text);
  return body;
}

/**
 * A REST case of the catalogue: `send`'s answer is `status` and `code` in the error shape, and nothing is
 * written; its body. Sign the caller in before (a first sign-in writes its account).
 */
export async function expectRestRefusal(
  send: () => Promise<Response>,
  status: number,
  code: string | RegExp,
): Promise<unknown> {
  const before = await snapshot();
  const body = await expectApiError(await send(), status, code);
  await expectNothingWritten(before);
  return body;
}

/** The GraphQL error shape: `errors[0]` with a message and `extensions.code`, and no data. */
export async function expectGraphqlError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  const body = JSON.parse(text) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
  // No data, or (GraphQL's rule for a failed nullable root field) only nulls.
  const data = (body.data ?? {}) as Record<string, unknown>;
  expect(Object.values(data).every((v) => v === null)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors[0]).toMatchObject({ message: expect.any(String), extensions: { code } });
  expectNoLeak(text);
  return body;
}

/** No stack trace, SQL or internal path in an answer. */
export function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/\bat \S+ \(|SQLITE|no such table|D1_ERROR|\.ts:\d+|node_modules/i);
}

/**
 * A GraphQL case of the catalogue: `body` sent as `authorization` (none: anonymous) is refused with `status` and
 * `code`, the field error (when given) names `field` (with `message`, when given), and nothing is written.
 */
export async function expectGraphqlRefusal(
  body: string,
  authorization: string | undefined,
  refusal: { status: number; code: string; field?: string; message?: string },
): Promise<void> {
  const before = await snapshot();
  const response = await postGraphql(body, authorization);
  const json = await expectGraphqlError(response, refusal.status, refusal.code);
  if (refusal.field) {
    const fields = (json.errors[0]!.extensions as unknown as { fields?: Record<string, string[]> }).fields ?? {};
    expect(Object.keys(fields)).toContain(refusal.field);
    if (refusal.message) expect(fields[refusal.field]).toEqual([refusal.message]);
  }
  await expectNothingWritten(before);
}

/** Sends each trusted operation in turn as `authorization`; every one must answer 200. */
export async function expectAllWritten(
  authorization: string,
  calls: readonly (readonly [OperationName, unknown])[],
): Promise<void> {
  for (const [operation, variables] of calls) {
    const response = await postGraphql(operationBody(operation, variables), authorization);
    expect(response.status, `${operation}: ${(await response.clone().text()).slice(0, 300)}`).toBe(200);
  }
}

/** A field error's status and GraphQL code. */
export const BAD = 400;
export const INPUT = "BAD_USER_INPUT";

/**
 * A GraphQL case on the demo's seed: [case, caller, operation, variables (or made when it runs), status, code, the
 * field the error names (when per-field), that field's text].
 */
export type DemoCase = [
  string,
  keyof typeof DEMO | "anonymous",
  OperationName,
  Record<string, unknown> | (() => Record<string, unknown>),
  number,
  string,
  string?,
  string?,
];

/** Each area's cases in a describe of its own on the demo seed: every case refused as its caller, nothing written. */
export function describeDemoRefusals(areas: readonly (readonly [string, DemoCase[]])[]): void {
  describe.each(areas)("%s", (_area, cases) => {
    beforeAll(seedDemo);
    it.each(cases)("refuses %s", async (_name, who, operation, variables, status, code, field, message) => {
      const authorization = who === "anonymous" ? undefined : await demoBearer(who);
      const body = operationBody(operation, typeof variables === "function" ? variables() : variables);
      await expectGraphqlRefusal(body, authorization, { status, code, field, message });
    });
  });
}
