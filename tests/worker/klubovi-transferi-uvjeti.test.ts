// A transfer's terms once answered (issue 44, HIGH): after RK Sesvete agreed and Rukometni savez Zagreba
// confirmed moving Josip Božić to RK Dubrava, neither club can rewrite who moves, between which clubs or on which
// day (the attack: RK Dubrava swaps in another athlete of RK Sesvete and the daily job moves that one); the
// releasing club never rewrites the ask; the federation may still move the date until the move is applied;
// the note stays the clubs'. Every refusal writes nothing and names the field and why.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { T_API, T_KLUBOVI } from "../../shared/texts";
import { today } from "../../worker/data/transfers";
import { runScheduled } from "../../worker/routes/scheduled";
import { gql, seedDemo } from "./helpers/graphql";
import { BOZIC, DUBRAVA, SESVETE, TRANSFER, ZAGREB, demoBearer, officialOf, seasonState } from "./helpers/klubovi";

/** Tomislav Blažević, the other athlete of RK Sesvete: nobody agreed to move him. */
const BLAZEVIC = "72000000-0000-4000-8000-000000000332";
const DAY = 86_400_000;
const dayAfter = (days: number) => today(new Date(Date.now() + days * DAY));

const row = async () =>
  (await env.DB.prepare(
    "SELECT sportas_id, from_club_id, club_id, datum, napomena, status, version FROM transferi WHERE id = ?",
  )
    .bind(TRANSFER)
    .first<Record<string, unknown>>())!;
const clubOf = async (id: string) =>
  (await env.DB.prepare("SELECT club_id FROM sportasi WHERE id = ?").bind(id).first<{ club_id: string }>())!.club_id;

const edit = (authorization: string, version: number, set: Record<string, unknown>) =>
  gql("UpdateTransfer", { authorization, variables: { id: TRANSFER, version, set } });

/** A refusal that wrote nothing: its status, its code, and the message the field (or the error) carries. */
async function refused(
  answer: Promise<Awaited<ReturnType<typeof gql>>>,
  status: 400 | 403,
  field: string,
  message: string,
) {
  const before = await seasonState();
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  const [error] = body.errors;
  if (status === 403) {
    expect(error.extensions.code).toBe("FORBIDDEN");
    expect(error.message).toBe(message);
  } else {
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe(T_API.invalidInput);
    expect(error.extensions.fields).toEqual({ [`_set.${field}`]: [message] });
  }
  expect(await seasonState(), "nothing written").toEqual(before);
}

let sesvete: string;

beforeEach(async () => {
  await seedDemo();
  // Asked for a day ten days from now, so a confirmation leaves it confirmed until the daily job applies it.
  await env.DB.prepare("UPDATE transferi SET datum = ? WHERE id = ?").bind(dayAfter(10), TRANSFER).run();
  sesvete = await officialOf(SESVETE);
});

/** RK Sesvete agrees (version 2), the federation confirms (version 3). */
async function agreeAndConfirm() {
  expect(
    (await gql("PrihvatiTransfer", { authorization: sesvete, variables: { id: TRANSFER, version: 1 } })).status,
  ).toBe(200);
  const confirmed = await gql("PotvrdiTransfer", {
    authorization: await demoBearer("rukomet"),
    variables: { id: TRANSFER, version: 2 },
  });
  expect(confirmed.status).toBe(200);
  expect(await row()).toMatchObject({ status: "potvrden", version: 3 });
}

describe("a confirmed transfer", () => {
  it("keeps its athlete: the receiving club's swap is refused, and the daily job moves the athlete agreed", async () => {
    await agreeAndConfirm();
    const dubrava = await demoBearer("klub");
    await refused(edit(dubrava, 3, { sportas_id: BLAZEVIC }), 400, "sportas_id", T_KLUBOVI.transferDogovoren);
    await refused(edit(sesvete, 3, { sportas_id: BLAZEVIC }), 400, "sportas_id", T_KLUBOVI.transferDogovoren);
    // Nor its date, which is the federation's once agreed, nor its clubs.
    await refused(edit(dubrava, 3, { datum: dayAfter(0) }), 403, "datum", T_KLUBOVI.transferDogovoren);
    await refused(edit(sesvete, 3, { datum: dayAfter(0) }), 403, "datum", T_KLUBOVI.transferDogovoren);
    // The federation confirmed this athlete between these clubs: it swaps neither (that is a new transfer).
    const rukomet = await demoBearer("rukomet");
    await refused(edit(rukomet, 3, { sportas_id: BLAZEVIC }), 400, "sportas_id", T_KLUBOVI.transferDogovoren);
    await refused(edit(rukomet, 3, { from_club_id: ZAGREB }), 400, "from_club_id", T_KLUBOVI.transferDogovoren);

    expect((await runScheduled(env, Date.now() + 10 * DAY)).transfers).toBe(1);
    expect(await clubOf(BOZIC)).toBe(DUBRAVA);
    expect(await clubOf(BLAZEVIC)).toBe(SESVETE);
  });

  it("has its date moved by the federation (audited), and its note written by either club", async () => {
    await agreeAndConfirm();
    const moved = await edit(await demoBearer("rukomet"), 3, { datum: dayAfter(20) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const audit = await env.DB.prepare(
      "SELECT changed_fields FROM audit_log WHERE entity = 'transferi' AND entity_id = ? AND request_id = ?",
    )
      .bind(TRANSFER, moved.response.headers.get("x-request-id"))
      .first<{ changed_fields: string }>();
    expect(JSON.parse(audit!.changed_fields)).toEqual({ datum: { from: dayAfter(10), to: dayAfter(20) } });
    const noted = await edit(await demoBearer("klub"), 4, { napomena: "Liječnički pregled obavljen." });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(await row()).toMatchObject({
      sportas_id: BOZIC,
      from_club_id: SESVETE,
      club_id: DUBRAVA,
      datum: dayAfter(20),
      napomena: "Liječnički pregled obavljen.",
      status: "potvrden",
    });
    // The job of the old date moves nobody; the new date's does.
    expect((await runScheduled(env, Date.now() + 10 * DAY)).transfers).toBe(0);
    expect((await runScheduled(env, Date.now() + 20 * DAY)).transfers).toBe(1);
    expect(await clubOf(BOZIC)).toBe(DUBRAVA);
  });

  it("once applied, is history: nobody changes its date or athlete", async () => {
    await agreeAndConfirm();
    expect((await runScheduled(env, Date.now() + 10 * DAY)).transfers).toBe(1);
    const { version } = await row();
    const rukomet = await demoBearer("rukomet");
    await refused(edit(rukomet, Number(version), { datum: dayAfter(30) }), 400, "datum", T_KLUBOVI.transferZavrsen);
    await refused(
      edit(await demoBearer("admin"), Number(version), { sportas_id: BLAZEVIC }),
      400,
      "sportas_id",
      T_KLUBOVI.transferZavrsen,
    );
  });
});

describe("an asked transfer", () => {
  it("is the receiving club's ask: the releasing club cannot rewrite it, only agree or refuse", async () => {
    await refused(edit(sesvete, 1, { datum: dayAfter(60) }), 403, "datum", T_KLUBOVI.transferUvjeti);
    await refused(edit(sesvete, 1, { sportas_id: BLAZEVIC }), 403, "sportas_id", T_KLUBOVI.transferUvjeti);
    // Its note is its own to write.
    expect((await edit(sesvete, 1, { napomena: "Razgovaramo." })).status).toBe(200);
  });

  it("is changed by the receiving club until answered (then agreed as changed)", async () => {
    const dubrava = await demoBearer("klub");
    const changed = await edit(dubrava, 1, { datum: dayAfter(15), sportas_id: BLAZEVIC });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await row()).toMatchObject({ sportas_id: BLAZEVIC, datum: dayAfter(15), version: 2 });
    // The releasing club agrees to the ask as it now stands (a version read before the change is stale).
    const stale = await gql("PrihvatiTransfer", { authorization: sesvete, variables: { id: TRANSFER, version: 1 } });
    expect(stale.status).toBe(409);
    const agreed = await gql("PrihvatiTransfer", { authorization: sesvete, variables: { id: TRANSFER, version: 2 } });
    expect(agreed.status).toBe(200);
    await refused(edit(dubrava, 3, { datum: dayAfter(16) }), 403, "datum", T_KLUBOVI.transferDogovoren);
  });
});
