// Entries (issue 30) through the API: settings in Zagreb's time, events one by one and by CSV, an entry accepted
// and one refused by the category rule at its field (writing nothing), 64 concurrent entries from 8 clubs into
// an event with cap 10 (exactly 10 accepted, the rest waiting in arrival order, nobody twice, every accepted
// one audited), a withdrawal promoting the first waiting entry in the same batch (audited), staff's rejection
// with a reason, a late entry by hand, the start list (public after the close) and the fees, as JSON and CSV.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CLUBS,
  JUNIORI,
  REGATA,
  SENIORI,
  athleteOf,
  call,
  entriesState,
  makeEvent,
  officialBearer,
  ok,
  openEntries,
  seedRegatta,
  sixtyFourAtOnce,
  zagrebLocal,
  type Entry,
} from "./helpers/prijave";

interface Listing {
  postavke: { otvaranje: string; otvorene: boolean };
  discipline: { id: string; naziv: string; prihvacene: number; cekanje: number; kapacitet: number | null }[];
  nastupi: (Entry & { club_id: string; disciplina_id: string; sportasi: { id: string }[] })[];
}

const enterAs = (club: number, event: string, sportasi: string[], zamjene: string[] = []) =>
  officialBearer(club).then((authorization) =>
    call({ authorization }, "POST", `/discipline/${event}/nastupi`, { club_id: CLUBS[club - 1], sportasi, zamjene }),
  );

beforeEach(seedRegatta);

describe("entry settings and events", () => {
  it("stores the window typed in Zagreb's time as UTC, and refuses a close before the opening at its field", async () => {
    await ok("staff", "PUT", `/natjecanja/${REGATA}/postavke`, {
      sezona_id: "e1000000-0000-4000-8000-000000000001",
      otvaranje: "2026-12-01T18:00",
      zatvaranje: "2027-06-01T18:00",
    });
    const row = await env.DB.prepare("SELECT otvaranje, zatvaranje FROM postavke_prijava").first();
    expect(row).toEqual({ otvaranje: "2026-12-01T17:00:00.000Z", zatvaranje: "2027-06-01T16:00:00.000Z" });
    const bad = await call("staff", "PUT", `/natjecanja/${REGATA}/postavke`, {
      sezona_id: "e1000000-0000-4000-8000-000000000001",
      otvaranje: "2026-12-01T18:00",
      zatvaranje: "2026-12-01T17:00",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: Record<string, string[]> } }).error.details).toEqual({
      zatvaranje: ["Prijave se ne mogu zatvoriti prije nego što se otvore."],
    });
  });

  it("takes events by CSV (categories by name), all or nothing with numbered row errors", async () => {
    await openEntries();
    const good =
      "naziv;kategorije;spol;vrsta;posada;zamjene;max_prijava\nŽ1x juniorke;Juniori;Ž;;;;8\nM2x;Seniori,Juniori;M;posada;2;1;\n";
    const made = await ok<{ ids: string[] }>("staff", "POST", `/natjecanja/${REGATA}/discipline.csv`, good, 201);
    expect(made.ids).toHaveLength(2);
    const listing = await ok<Listing>("staff", "GET", `/natjecanja/${REGATA}`);
    expect(listing.discipline.map((d) => [d.naziv, d.kapacitet])).toEqual([
      ["M2x", null],
      ["Ž1x juniorke", 8],
    ]);
    const bad = await call("staff", "POST", `/natjecanja/${REGATA}/discipline.csv`, "naziv;kategorije\nA;Kadeti\nB;\n");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Red 2: Dobna kategorija nije iz saveza natjecanja. (Kadeti)",
    );
    expect((await ok<Listing>("staff", "GET", `/natjecanja/${REGATA}`)).discipline).toHaveLength(2);
  });
});

describe("entering", () => {
  it("accepts an eligible athlete, and refuses one by the category rule at its field, writing nothing", async () => {
    await openEntries();
    const event = await makeEvent({ naziv: "Ž1x juniorke", kategorije: [JUNIORI], spol: "Z" });
    const accepted = await enterAs(1, event, [athleteOf(1, 1)]);
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ status: "prihvacena", startni_broj: 1, kotizacija_centi: 2000 });

    // Ivo (athlete 2) is a man born in 2000: the sex rule comes first; in an open junior event, the category.
    const openEvent = await makeEvent({ naziv: "1x juniori", kategorije: [JUNIORI] });
    const before = await entriesState();
    const refused = await enterAs(1, openEvent, [athleteOf(1, 2)]);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string; details: Record<string, string[]> } };
    expect(body.error.code).toBe("entry_refused");
    expect(body.error.details).toEqual({
      "sportasi.0": ["Ivo12 Klub1 nije u dobnoj kategoriji discipline (Juniori)."],
    });
    expect(await entriesState()).toEqual(before);
  });

  it("refuses the same athlete twice in an event, a crew of the wrong size, another club's athlete, and a suspended licence", async () => {
    await openEntries({ max_po_klubu: 3 });
    const single = await makeEvent({ naziv: "1x seniori", kategorije: [SENIORI] });
    const double = await makeEvent({ naziv: "2x", vrsta: "posada", posada: 2, zamjene: 1 });
    expect((await enterAs(1, single, [athleteOf(1, 2)])).status).toBe(201);
    const before = await entriesState();
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(422);
      return ((await response.json()) as { error: { details: Record<string, string[]> } }).error.details;
    };
    expect(await fieldsOf(await enterAs(1, single, [athleteOf(1, 2)]))).toEqual({
      "sportasi.0": ["Ivo12 Klub1 je već prijavljen(a) u ovoj disciplini."],
    });
    expect(await fieldsOf(await enterAs(1, double, [athleteOf(1, 2)]))).toEqual({
      sportasi: ["Posada ima 2 članova i najviše 1 zamjena."],
    });
    expect(Object.keys(await fieldsOf(await enterAs(1, single, [athleteOf(2, 2)])))).toEqual(["sportasi.0"]);
    await env.DB.prepare("UPDATE licence SET status = 'suspendirana' WHERE sportas_id = ?").bind(athleteOf(1, 4)).run();
    expect(await fieldsOf(await enterAs(1, single, [athleteOf(1, 4)]))).toEqual({
      "sportasi.0": ["Ivo14 Klub1 ima suspendiranu licencu."],
    });
    expect(await entriesState()).toEqual(before);
    // A crew of two with a substitute is entered, its members each holding the place.
    const crew = await enterAs(1, double, [athleteOf(1, 2), athleteOf(1, 4)], [athleteOf(1, 6)]);
    expect(crew.status).toBe(422); // athlete 4's licence is suspended
    const crewOk = await enterAs(1, double, [athleteOf(1, 2), athleteOf(1, 6)], [athleteOf(1, 8)]);
    expect(crewOk.status).toBe(201);
  });

  it("refuses an entry before the window opens and after it closes", async () => {
    await openEntries({ otvaranje: zagrebLocal(2), zatvaranje: zagrebLocal(48) });
    const event = await makeEvent({ naziv: "1x" });
    const early = await enterAs(1, event, [athleteOf(1, 2)]);
    expect(early.status).toBe(422);
    const details = ((await early.json()) as { error: { details: Record<string, string[]> } }).error.details;
    expect(details.disciplina_id![0]).toMatch(
      /^Prijave za ovo natjecanje otvaraju se \d+\. \d+\. \d{4}\. \d{2}:\d{2}\.$/,
    );
  });

  it("64 concurrent entries from 8 clubs into an event with cap 10: exactly 10 accepted, the rest waiting in arrival order, nobody twice, every accepted one audited", async () => {
    await openEntries({ max_po_klubu: 8 });
    const event = await makeEvent({ naziv: "1x otvoreno", max_prijava: 10 });
    const { made, accepted } = await sixtyFourAtOnce(event);
    const members = await env.DB.prepare(
      "SELECT sportas_id, count(*) AS n FROM nastupi_clanovi WHERE disciplina_id = ? AND aktivan = 1 GROUP BY sportas_id HAVING n > 1",
    )
      .bind(event)
      .all();
    expect(members.results).toEqual([]);
    const audited = await env.DB.prepare(
      "SELECT entity_id, json_extract(changed_fields, '$.status') AS status FROM audit_log WHERE entity = 'nastupi' AND action = 'create'",
    ).all<{ entity_id: string; status: string }>();
    // The audit log keeps the earlier tests' rows (it is append-only): this event's are those of its entries.
    const ids = new Set(made.map((e) => e.id));
    const ours = audited.results.filter((a) => ids.has(a.entity_id));
    expect(ours).toHaveLength(64);
    expect(
      ours
        .filter((a) => a.status === "prihvacena")
        .map((a) => a.entity_id)
        .sort(),
    ).toEqual(accepted.map((e) => e.id).sort());
  }, 120_000);

  it("a club's cap refuses its next entry at club_id", async () => {
    await openEntries({ max_po_klubu: 1 });
    const event = await makeEvent({ naziv: "1x" });
    expect((await enterAs(1, event, [athleteOf(1, 2)])).status).toBe(201);
    const second = await enterAs(1, event, [athleteOf(1, 4)]);
    expect(second.status).toBe(422);
    expect(((await second.json()) as { error: { details: unknown } }).error.details).toEqual({
      club_id: ["Klub može prijaviti najviše 1 u ovoj disciplini."],
    });
  });
});

describe("withdrawing, rejecting, late entries", () => {
  async function fullEvent() {
    await openEntries();
    const event = await makeEvent({ naziv: "1x", max_prijava: 2 });
    const a = (await (await enterAs(1, event, [athleteOf(1, 2)])).json()) as Entry;
    const b = (await (await enterAs(2, event, [athleteOf(2, 2)])).json()) as Entry;
    const c = (await (await enterAs(3, event, [athleteOf(3, 2)])).json()) as Entry;
    const d = (await (await enterAs(4, event, [athleteOf(4, 2)])).json()) as Entry;
    expect([a.status, b.status, c.status, d.status]).toEqual(["prihvacena", "prihvacena", "cekanje", "cekanje"]);
    expect([c.pozicija, d.pozicija]).toEqual([1, 2]);
    return { event, a, b, c, d };
  }

  it("withdrawing an accepted entry promotes the first waiting one in the same batch, audited", async () => {
    const { event, a, c, d } = await fullEvent();
    const answer = await ok<{ status: string; promaknuta: { id: string; startni_broj: number } }>(
      { authorization: await officialBearer(1) },
      "POST",
      `/nastupi/${a.id}/povuci`,
      { version: a.version },
    );
    expect(answer.status).toBe("povucena");
    expect(answer.promaknuta).toEqual({ id: c.id, startni_broj: 3 });
    const listing = await ok<Listing>("staff", "GET", `/natjecanja/${REGATA}`);
    const byId = new Map(listing.nastupi.map((n) => [n.id, n]));
    expect(byId.get(c.id)).toMatchObject({ status: "prihvacena", pozicija: null });
    expect(byId.get(d.id)).toMatchObject({ status: "cekanje", pozicija: 1 });
    const audit = await env.DB.prepare(
      "SELECT changed_fields FROM audit_log WHERE entity = 'nastupi' AND action = 'update' AND entity_id = ?",
    )
      .bind(c.id)
      .first<{ changed_fields: string }>();
    expect(JSON.parse(audit!.changed_fields)).toMatchObject({
      status: { from: "cekanje", to: "prihvacena" },
      promaknuta_zbog: a.id,
    });
    // The withdrawn athlete may be entered again (the place was released), and waits.
    const again = (await (await enterAs(1, event, [athleteOf(1, 2)])).json()) as Entry;
    expect(again).toMatchObject({ status: "cekanje", pozicija: 2 });
  });

  it("withdrawing a waiting entry promotes nobody; a stale version is 409 and writes nothing", async () => {
    const { c, d } = await fullEvent();
    await ok({ authorization: await officialBearer(3) }, "POST", `/nastupi/${c.id}/povuci`, { version: c.version });
    const before = await entriesState();
    const stale = await call({ authorization: await officialBearer(3) }, "POST", `/nastupi/${c.id}/povuci`, {
      version: c.version,
    });
    expect(stale.status).toBe(409);
    expect(await entriesState()).toEqual(before);
    const listing = await ok<Listing>("staff", "GET", `/natjecanja/${REGATA}`);
    expect(listing.nastupi.find((n) => n.id === d.id)).toMatchObject({ status: "cekanje", pozicija: 1 });
  });

  it("staff reject with a reason (required), promoting the first waiting entry", async () => {
    const { b, c } = await fullEvent();
    const noReason = await call("staff", "POST", `/nastupi/${b.id}/odbij`, { version: b.version });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { error: { details: unknown } }).error.details).toEqual({
      razlog_odbijanja: ["Upišite razlog odbijanja."],
    });
    const answer = await ok<{ status: string; promaknuta: { id: string } }>("staff", "POST", `/nastupi/${b.id}/odbij`, {
      version: b.version,
      razlog_odbijanja: "Nepotpuna posada.",
    });
    expect(answer).toMatchObject({ status: "odbijena", promaknuta: { id: c.id } });
    const mine = await ok<Listing>({ authorization: await officialBearer(2) }, "GET", `/natjecanja/${REGATA}`);
    expect(mine.nastupi).toEqual([expect.objectContaining({ id: b.id, status: "odbijena" })]);
  });

  it("after the close staff add a late entry by hand, marked, beyond the cap; the start list and fees show it", async () => {
    const { event } = await fullEvent();
    // Close the entries (and make the late fee apply from before the close).
    await env.DB.prepare("UPDATE postavke_prijava SET zatvaranje = ?, otvaranje = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), new Date(Date.now() - 86_400_000).toISOString())
      .run();
    const closed = await enterAs(5, event, [athleteOf(5, 2)]);
    expect(closed.status).toBe(422);
    const officialLate = await call(
      { authorization: await officialBearer(5) },
      "POST",
      `/discipline/${event}/naknadna`,
      {
        club_id: CLUBS[4],
        sportasi: [athleteOf(5, 2)],
      },
    );
    expect(officialLate.status).toBe(403);
    const late = await ok<Entry>(
      "staff",
      "POST",
      `/discipline/${event}/naknadna`,
      {
        club_id: CLUBS[4],
        sportasi: [athleteOf(5, 2)],
      },
      201,
    );
    expect(late).toMatchObject({ status: "prihvacena", naknadna: true });

    const lists = await ok<{ discipline: { naziv: string; nastupi: { klub: string; naknadna: boolean }[] }[] }>(
      "anonymous",
      "GET",
      `/api/v1/natjecanja/${REGATA}/startna-lista`,
    );
    expect(lists.discipline[0]!.nastupi.map((n) => [n.klub, n.naknadna])).toEqual([
      ["VK 1", false],
      ["VK 2", false],
      ["VK 5", true],
    ]);
    const file = await call("anonymous", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista.csv`);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A BOM first, so that Excel reads the Croatian letters.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("startni_broj;disciplina;klub;sportasi;status;napomena");
    expect(text).toContain("1x;VK 5;Ivo52 Klub5;Prihvaćena;naknadna");

    const fees = await ok<{ klubovi: { klub: string; prijava: number; ukupno_centi: number; naknadnih: number }[] }>(
      "staff",
      "GET",
      `/natjecanja/${REGATA}/kotizacije`,
    );
    expect(fees.klubovi.map((k) => [k.klub, k.prijava, k.ukupno_centi, k.naknadnih])).toEqual([
      ["VK 1", 1, 2000, 0],
      ["VK 2", 1, 2000, 0],
      ["VK 5", 1, 2000, 1],
    ]);
    const feesCsv = await (await call("staff", "GET", `/natjecanja/${REGATA}/kotizacije.csv`)).text();
    expect(feesCsv).toContain("VK 5;1x;Ivo52 Klub5;Prihvaćena;20,00;ne;da");
  });

  it("the start list is not public before the close (unless the settings say so); staff see it", async () => {
    await openEntries();
    const event = await makeEvent({ naziv: "1x" });
    await enterAs(1, event, [athleteOf(1, 2)]);
    expect((await call("anonymous", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`)).status).toBe(403);
    expect((await call("staff", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`)).status).toBe(200);
    await openEntries({ javne_prije_zatvaranja: true });
    expect((await call("anonymous", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`)).status).toBe(200);
  });

  it("the late fee applies to entries from its date, marked in the fees", async () => {
    await openEntries({ zakasnina_centi: 3500, zakasnina_od: zagrebLocal(-0.5) });
    const event = await makeEvent({ naziv: "1x" });
    const entry = (await (await enterAs(1, event, [athleteOf(1, 2)])).json()) as Entry;
    expect(entry).toMatchObject({ kotizacija_centi: 3500, zakasnjela: true });
  });
});

describe("results per entry", () => {
  it("staff enter a place and time per accepted entry, or import them by start number or name; the start list shows them", async () => {
    await openEntries();
    const event = await makeEvent({ naziv: "1x", max_prijava: 3 });
    const entries: Entry[] = [];
    for (const club of [1, 2, 3, 4]) {
      entries.push((await (await enterAs(club, event, [athleteOf(club, 2)])).json()) as Entry);
    }
    const [a, b, , waiting] = entries as [Entry, Entry, Entry, Entry];
    await ok("staff", "POST", `/nastupi/${a.id}/rezultat`, { version: a.version, mjesto: 3, rezultat: "7:12.40" });
    const notAccepted = await call("staff", "POST", `/nastupi/${waiting.id}/rezultat`, {
      version: waiting.version,
      mjesto: 4,
      rezultat: null,
    });
    expect(notAccepted.status).toBe(409);

    const before = await entriesState();
    const bad = await call(
      "staff",
      "POST",
      `/discipline/${event}/rezultati.csv`,
      "startni_broj;ime;mjesto;rezultat\n99;;1;7:00.00\n",
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Red 2: nema prihvaćene prijave s tim startnim brojem ili imenom.",
    );
    expect(await entriesState()).toEqual(before);

    const csv = `startni_broj;ime;mjesto;rezultat\n${b.startni_broj};;1;7:01.02\n;Ivo32 Klub3;2;7:05.50\n`;
    expect(await ok("staff", "POST", `/discipline/${event}/rezultati.csv`, csv)).toEqual({ upisano: 2 });
    const lists = await ok<{
      discipline: { nastupi: { klub: string; mjesto: number | null; rezultat: string | null }[] }[];
    }>("staff", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`);
    expect(lists.discipline[0]!.nastupi.map((n) => [n.klub, n.mjesto, n.rezultat])).toEqual([
      ["VK 1", 3, "7:12.40"],
      ["VK 2", 1, "7:01.02"],
      ["VK 3", 2, "7:05.50"],
    ]);
  });
});
