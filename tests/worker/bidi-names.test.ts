// Names with bidi controls (issue 28 item 7): U+202E and its kin reorder how a name is shown, so
// "Ana\u202Eavon" is stored as one name and read as another in the register, on a card, in a start list. Every
// name others read (members, competitors, teams in standings, federations) is refused with the field's
// message (shared/schemas/text.ts displayName), and nothing is written.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { T_VALIDATION } from "../../shared/texts";
import { bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { VALID } from "./helpers/matrix";

beforeEach(seedDemo);

const CONTROLS = ["\u202E", "\u202A", "\u2066", "\u2069", "\u200E", "\u200F"];
const disguised = (control: string) => `Ana${control}avon`;

/** [operation, the refused field's path, caller, variables with the name at that field]. */
type Case = [string, string, "staff" | "admin", (name: string) => Record<string, unknown>];

const cases: Case[] = [
  [
    "CreateClanstvo",
    "object.first_name",
    "staff",
    (first_name) => ({ object: { ...(VALID.CreateClanstvo.object as object), first_name } }),
  ],
  [
    "CreateClanstvo",
    "object.last_name",
    "staff",
    (last_name) => ({ object: { ...(VALID.CreateClanstvo.object as object), last_name } }),
  ],
  [
    "InsertNatjecatelji",
    "objects.0.ime",
    "staff",
    (ime) => ({ objects: [{ ime, prezime: "Kovač", team: "Mladost" }] }),
  ],
  ["InsertNatjecatelji", "objects.0.team", "staff", (team) => ({ objects: [{ ime: "Ana", prezime: "Kovač", team }] })],
  [
    "CreateRezultat",
    "object.payload.poredak.0.ime",
    "staff",
    (ime) => ({ object: { payload: { naziv: "Kup", poredak: [{ mjesto: 1, bodovi: 10, ime }] } } }),
  ],
  ["CreateSavez", "object.naziv", "admin", (naziv) => ({ object: { slug: "bidi-savez", naziv, opis: "" } })],
];

const rows = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT count(*) FROM memberships) + (SELECT count(*) FROM natjecatelji) + (SELECT count(*) FROM rezultati) + (SELECT count(*) FROM savezi) AS n",
  ).first<{ n: number }>())!.n;

describe("names with bidi controls", () => {
  it.each(cases)("%s refuses one in %s", async (operation, field, caller, variables) => {
    const before = await rows();
    for (const control of CONTROLS) {
      const answer = await gql(operation, {
        authorization: await bearer(caller),
        variables: variables(disguised(control)),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.fields).toEqual({ [field]: [T_VALIDATION.bidiControls] });
    }
    expect(await rows()).toBe(before);
  });

  it("still stores names in any script without them (Croatian, Arabic, Hebrew)", async () => {
    const staff = await bearer("staff");
    for (const ime of ["Đurđica Šćepanović", "محمد", "שרה"]) {
      const answer = await gql("InsertNatjecatelji", {
        authorization: staff,
        variables: { objects: [{ ime, prezime: "Kovač", team: "Mladost" }] },
      });
      expect(answer.status).toBe(200);
    }
  });
});
