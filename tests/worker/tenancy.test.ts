// Federations are tenants: staff of one federation cannot write, upload for or read the staff-only data of
// another, on either provider's rule path, and a refusal writes nothing. The role × operation table of
// docs/security.md is run as written (its "staff of B" column on federation A's rows) with the Hasura
// provider too, where the Worker's own checks are all that stands before the upstream.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { createApp } from "../../worker/app";
import { snapshot } from "./catalogue/support";
import { SAVEZ_A, SAVEZ_B, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { CALLERS, EXPECTED, REGATA, VALID, editOf } from "./helpers/matrix";

const upstream = inject("fakeHasuraUrl");

/** A request that names a club by its id: a list of its rows, or rows created for it. */
const namesClub = (variables: Record<string, unknown>): boolean =>
  [variables, variables.object, ...(Array.isArray(variables.objects) ? variables.objects : [])].some(
    (holder) => typeof holder === "object" && holder !== null && ("club_id" in holder || "from_club_id" in holder),
  );

/**
 * The season's steps that name their rows by id (a licence decided, a transfer agreed, athletes' medical
 * examinations recorded at once): which federation and club those rows are of, only the provider knows.
 */
const STEPS: readonly string[] = [
  "OdobriLicencu",
  "OdbijLicencu",
  "OdobriLicence",
  "OdbijLicence",
  "PrihvatiTransfer",
  "OdbijTransfer",
  "PotvrdiTransfer",
  "UpisiLijecnicke",
];

/** One trusted operation through a Worker configured for the (fake) Hasura provider. */
async function viaHasura(name: OperationName, variables: unknown, authorization?: string) {
  const hasuraEnv = {
    ...env,
    DATA_PROVIDER: "hasura",
    HASURA_GRAPHQL_URL: `${upstream}/v1/graphql`,
    HASURA_ADMIN_SECRET: "test-admin-secret",
  };
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request("https://app.test/v1/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ operationName: name, variables, query: OPERATIONS[name] }),
    }),
    hasuraEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

const lastUpstream = async () => (await (await fetch(`${upstream}/__last`)).json()) as { body: unknown } | null;

beforeEach(seedDemo);

describe("the role table on the Hasura provider's rule path", () => {
  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    it(`${name}: every refusal of the table is the Worker's, before the upstream sees it`, async () => {
      for (const [i, who] of CALLERS.entries()) {
        const expected = EXPECTED[name][i];
        if (expected === 200) continue; // the fake upstream answers anything; D1's matrix test runs those
        // An edit names its row by id alone: which federation that row is in, only the provider knows (on
        // Hasura its permission's row filter on x-hasura-savezi answers 0 rows), so it is not the Worker's.
        if (who === "staff-b" && editOf(name)) continue;
        // Likewise which federation a club is in (a list of club K's rows asked for by staff of B), and which
        // clubs a row is of (an edit by an official of another club): Hasura's row filters answer those.
        if (who === "staff-b" && namesClub(VALID[name])) continue;
        if ((who === "official-l" || who === "staff-b") && (editOf(name) || STEPS.includes(name))) continue;
        const before = JSON.stringify(await lastUpstream());
        const authorization = who === "anonymous" ? undefined : await bearer(who);
        const { status, body } = await viaHasura(name, VALID[name], authorization);
        expect(status, `${name} as ${who}`).toBe(expected);
        expect(body.errors[0].extensions.code).toBe(expected === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
        expect(JSON.stringify(await lastUpstream()), `${name} as ${who} never reached Hasura`).toBe(before);
      }
    });
  }

  it("tells Hasura the caller's federations for its row filters", async () => {
    await viaHasura("Natjecatelji", { savez_id: SAVEZ_A }, await bearer("staff"));
    const sent = (await (await fetch(`${upstream}/__last`)).json()) as { headers: Record<string, string> };
    expect(sent.headers["x-hasura-savezi"]).toBe(`{${SAVEZ_A}}`);
  });
});

describe("staff of Zicer Savez (A) on the rowing federation's (B) rows, D1", () => {
  const refusals: [string, OperationName, Record<string, unknown>][] = [
    ["an announcement for B", "CreateNajava", { subject: "Tuđa", description: "Ne smije.", savez_id: SAVEZ_B }],
    [
      "competitors for B",
      "InsertNatjecatelji",
      { objects: [{ ime: "A", prezime: "B", team: "C", savez_id: SAVEZ_B }] },
    ],
    [
      "one of many competitors for B",
      "InsertNatjecatelji",
      {
        objects: [
          { ime: "A", prezime: "B", team: "C", savez_id: SAVEZ_A },
          { ime: "D", prezime: "E", team: "F", savez_id: SAVEZ_B },
        ],
      },
    ],
    [
      "a competition for B",
      "CreateNatjecanje",
      {
        object: { naziv: "Kup", datum_od: "2025-06-01", datum_do: "2025-06-02", lokacija: "Jarun", savez_id: SAVEZ_B },
      },
    ],
    [
      "a federation document for B",
      "CreateDokumentSaveza",
      { object: { naziv: "Statut", dokument_url: "/documents/statut-saveza.pdf", savez_id: SAVEZ_B } },
    ],
    ["B's competitor list", "Natjecatelji", { savez_id: SAVEZ_B }],
    ["editing a federation", "UpdateSavez", { id: SAVEZ_B, version: 1, set: { opis: "x" } }],
  ];
  for (const [what, name, variables] of refusals) {
    it(`refuses ${what} with 403 and writes nothing`, async () => {
      const authorization = await bearer("staff");
      const before = await snapshot();
      const { status, body } = await gql(name, { authorization, variables });
      expect(status).toBe(403);
      expect(body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(await snapshot()).toEqual(before);
    });
  }

  it("refuses a result for B's competition even when the variables name A", async () => {
    const staffB = await bearer("staff-b");
    const created = await gql("CreateNatjecanje", {
      authorization: staffB,
      variables: {
        object: { naziv: "Veslački kup", datum_od: "2025-07-01", datum_do: "2025-07-01", lokacija: "Jarun" },
      },
    });
    expect(created.status).toBe(200);
    const staff = await bearer("staff");
    const before = await snapshot();
    const { status, body } = await gql("CreateRezultat", {
      authorization: staff,
      variables: {
        object: {
          natjecanje_id: created.body.data.insert_natjecanja_one.id,
          payload: { poredak: [{ mjesto: 1, bodovi: 3, ime: "VK" }] },
          savez_id: SAVEZ_A,
        },
      },
    });
    expect(status).toBe(403);
    expect(body.errors[0].message).toBe("You are not staff of that federation.");
    expect(await snapshot()).toEqual(before);
  });

  it("lists only A's competitions and competitors to staff of A, and writes to A when no federation is named", async () => {
    const staff = await bearer("staff");
    const created = await gql("CreateNajava", {
      authorization: staff,
      variables: { subject: "Naša", description: "x" },
    });
    const row = await env.DB.prepare("SELECT savez_id FROM feed WHERE id = ?")
      .bind(created.body.data.insert_feed_one.id)
      .first();
    expect(row).toEqual({ savez_id: SAVEZ_A });
    await gql("CreateNatjecanje", {
      authorization: await bearer("staff-b"),
      variables: { object: { naziv: "Tuđi kup", datum_od: "2025-07-01", datum_do: "2025-07-01", lokacija: "Jarun" } },
    });
    // The staff screens list the federation being worked on (the SPA always names it).
    const { body } = await gql("Natjecanja", { authorization: staff, variables: { savez_id: SAVEZ_A } });
    expect(body.data.natjecanja.map((n: { naziv: string }) => n.naziv)).not.toContain("Tuđi kup");
    expect(body.data.natjecanja.map((n: { id: string }) => n.id)).toContain(REGATA);
    // Competitions are public since issue 16: another federation's are readable, as by any visitor.
    const theirs = await gql("Natjecanja", { authorization: staff, variables: { savez_id: SAVEZ_B } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.natjecanja.map((n: { naziv: string }) => n.naziv)).toContain("Tuđi kup");
  });

  it("asks an admin, who works for every federation, to name one", async () => {
    const { status, body } = await gql("CreateNajava", {
      authorization: await bearer("admin"),
      variables: { subject: "Čija?", description: "x" },
    });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors[0].extensions.fields).toEqual({ "object.savez_id": ["Odaberite savez."] });
  });
});

describe("federations (admins)", () => {
  it("creates one and edits it with the version it read; a stale version is a 409 and changes nothing", async () => {
    const admin = await bearer("admin");
    const created = await gql("CreateSavez", {
      authorization: admin,
      variables: { object: { slug: "plivacki-savez", naziv: "Plivački savez", web: "https://plivanje.test" } },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.insert_savezi_one.id as string;
    const edit = (version: number, opis: string) =>
      gql("UpdateSavez", { authorization: admin, variables: { id, version, set: { opis } } });
    expect((await edit(1, "Prvi opis.")).status).toBe(200);
    const stale = await edit(1, "Zastarjelo.");
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].extensions.code).toBe("version_conflict");
    const { body } = await gql("Savez", { variables: { slug: "plivacki-savez" } });
    expect(body.data.savezi[0]).toMatchObject({ naziv: "Plivački savez", opis: "Prvi opis.", version: 2 });
  });

  it("refuses a slug that is taken or not URL-safe", async () => {
    const admin = await bearer("admin");
    const taken = await gql("CreateSavez", {
      authorization: admin,
      variables: { object: { slug: "zicer-savez", naziv: "X" } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0].extensions.fields).toEqual({ "object.slug": ["Već je zauzeto."] });
    const bad = await gql("CreateSavez", {
      authorization: admin,
      variables: { object: { slug: "Žicer Savez", naziv: "X" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors[0].extensions.fields)).toEqual(["object.slug"]);
  });

  it("shows a federation's page with its announcements only", async () => {
    const { body } = await gql("Savez", { variables: { slug: "zagrebacki-veslacki-savez" } });
    const [savez] = body.data.savezi;
    expect(savez.naziv).toBe("Zagrebački veslački savez");
    expect(savez.feed.map((f: { subject: string }) => f.subject)).toEqual(["Zagrebačka regata na Jarunu"]);
  });
});
