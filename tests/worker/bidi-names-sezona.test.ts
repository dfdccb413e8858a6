// Names with bidi controls in the season's and the league's own names (issue 44, LOW): a season's, an age
// category's, a competition's and a league group's name reach licence cards and public pages, so "Kup\u202Eavon"
// would be stored as one name and read as another. Each is refused with the field's message (displayName,
// shared/schemas/text.ts), on GraphQL and on the league API, and nothing is written.
import { SELF, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ligePath } from "../../shared/league/operations";
import { T_VALIDATION } from "../../shared/texts";
import { SAVEZ_A, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { VALID } from "./helpers/matrix";

beforeEach(seedDemo);

const CONTROLS = ["\u202E", "\u202A", "\u2066", "\u200F"];
const disguised = (control: string) => `Kup${control}avon`;

/** [operation, the object's variables with the name at `naziv`]. */
const GRAPHQL: [string, (naziv: string) => Record<string, unknown>][] = [
  ["CreateSezona", (naziv) => ({ object: { ...(VALID.CreateSezona.object as object), naziv } })],
  ["CreateDobnaKategorija", (naziv) => ({ object: { ...(VALID.CreateDobnaKategorija.object as object), naziv } })],
  ["CreateNatjecanje", (naziv) => ({ object: { ...(VALID.CreateNatjecanje.object as object), naziv } })],
];

const rows = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT count(*) FROM sezone) + (SELECT count(*) FROM dobne_kategorije) + (SELECT count(*) FROM natjecanja) + (SELECT count(*) FROM skupine) AS n",
  ).first<{ n: number }>())!.n;

describe("a season's, a category's, a competition's and a group's name with bidi controls", () => {
  it.each(GRAPHQL)("%s refuses one in object.naziv", async (operation, variables) => {
    const before = await rows();
    const admin = await bearer("admin");
    for (const control of CONTROLS) {
      const answer = await gql(operation, { authorization: admin, variables: variables(disguised(control)) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[0].extensions.fields).toEqual({ "object.naziv": [T_VALIDATION.bidiControls] });
    }
    expect(await rows()).toBe(before);
  });

  it("CreateSkupina (the league API) refuses one in naziv", async () => {
    const before = await rows();
    const natjecanje = (await env.DB.prepare("SELECT id FROM natjecanja WHERE savez_id = ? LIMIT 1")
      .bind(SAVEZ_A)
      .first<{ id: string }>())!.id;
    for (const control of CONTROLS) {
      const response = await SELF.fetch(`https://app.test${ligePath("CreateSkupina")}`, {
        method: "POST",
        headers: { authorization: await bearer("admin"), "content-type": "application/json" },
        body: JSON.stringify({ natjecanje_id: natjecanje, naziv: disguised(control), pravila_id: crypto.randomUUID() }),
      });
      const body = (await response.json()) as { error: { code: string; details?: Record<string, string[]> } };
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body.error.details?.naziv).toEqual([T_VALIDATION.bidiControls]);
    }
    expect(await rows()).toBe(before);
  });

  it("still takes a name in any script without them", async () => {
    const answer = await gql("CreateNatjecanje", {
      authorization: await bearer("admin"),
      variables: { object: { ...(VALID.CreateNatjecanje.object as object), naziv: "Kup Šćepanović — كأس" } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
