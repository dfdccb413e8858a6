// Bad-input catalogue: the staff lists ('Obrisano' and the per-federation lists) with a savez_id that is not
// a federation's id or is another federation's, and the public Savez($slug) query with slugs that cannot be
// one. Refused 400 BAD_USER_INPUT (403 FORBIDDEN for another federation) before any SQL, nothing written.
// A well-formed slug that names no federation (even "../admin" or one with markup) is not an error: it
// answers 200 with an empty list, the SPA's "not found", and is not counted here.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, type OperationName } from "../../../shared/graphql/operations";
import { SAVEZ_B, bearer } from "../helpers/auth";
import { gql, seedDemo } from "../helpers/graphql";
import { VALID } from "../helpers/matrix";
import { expectGraphqlError, expectNothingWritten, snapshot } from "./support";

/** [name, operation, variables, status, code]. */
type Case = [string, OperationName, Record<string, unknown>, number, string];

const cases: Case[] = [
  ["Obrisano with a savez_id that is not a UUID", "Obrisano", { savez_id: "zicer" }, 400, "BAD_USER_INPUT"],
  ["Obrisano with a numeric savez_id", "Obrisano", { savez_id: 5 }, 400, "BAD_USER_INPUT"],
  ["Obrisano with an operator object as savez_id", "Obrisano", { savez_id: { _neq: "" } }, 400, "BAD_USER_INPUT"],
  ["Obrisano for another federation", "Obrisano", { savez_id: SAVEZ_B }, 403, "FORBIDDEN"],
  ["Najave with SQL as savez_id", "Najave", { savez_id: "' OR 1=1 --" }, 400, "BAD_USER_INPUT"],
  [
    "Rezultati with a UUID missing a group",
    "Rezultati",
    { savez_id: "b0000000-0000-4000-000000000001" },
    400,
    "BAD_USER_INPUT",
  ],
  ["DokumentiSaveza with a list as savez_id", "DokumentiSaveza", { savez_id: ["a"] }, 400, "BAD_USER_INPUT"],
  ["Natjecatelji with a path as savez_id", "Natjecatelji", { savez_id: "../savezi" }, 400, "BAD_USER_INPUT"],
  ["Natjecanja with a boolean savez_id", "Natjecanja", { savez_id: true }, 400, "BAD_USER_INPUT"],
  ["Savez with an empty slug", "Savez", { slug: "" }, 400, "BAD_USER_INPUT"],
  ["Savez with a slug of 61 characters", "Savez", { slug: "s".repeat(61) }, 400, "BAD_USER_INPUT"],
  ["Savez with a null slug", "Savez", { slug: null }, 400, "BAD_USER_INPUT"],
  ["Savez with a numeric slug", "Savez", { slug: 5 }, 400, "BAD_USER_INPUT"],
  ["Savez without a slug", "Savez", {}, 400, "BAD_USER_INPUT"],
];

beforeAll(async () => {
  await seedDemo();
});

describe("reads", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, operation, variables, status, code) => {
    const authorization = await bearer("staff");
    const before = await snapshot();
    const response = await SELF.fetch("https://app.test/v1/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify({ operationName: operation, variables, query: OPERATIONS[operation] }),
    });
    await expectGraphqlError(response, status, code);
    await expectNothingWritten(before);
  });

  it("sanity: the same staff caller's valid reads answer, and a valid create writes", async () => {
    const staff = await bearer("staff");
    for (const name of [
      "Obrisano",
      "Najave",
      "Rezultati",
      "DokumentiSaveza",
      "Natjecatelji",
      "Natjecanja",
      "Savez",
    ] as const) {
      const { status, body } = await gql(name, { authorization: staff, variables: VALID[name] });
      expect(status, name).toBe(200);
      expect(body.errors, name).toBeUndefined();
    }
    const before = await snapshot();
    expect((await gql("CreateNajava", { authorization: staff, variables: VALID.CreateNajava })).status).toBe(200);
    expect((await snapshot()).feed).toBe(before.feed + 1);
  });
});
