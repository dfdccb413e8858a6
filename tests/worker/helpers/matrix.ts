// The role × operation matrix as docs/security.md states it, and valid variables that run each operation on
// federation A's rows: shared by the matrix test (D1) and the tenancy test (both providers' rule paths).
import { normaliseName } from "../../../shared/match-key";
import { env } from "cloudflare:test";
import securityDoc from "../../../docs/security.md?raw";
import { EDITABLE, type Editable, type OperationName } from "../../../shared/graphql/operations";
import { parseRoleTable } from "../../../worker/graphql/role-table";
import { KLUB_K, KLUB_L, KLUB_M, SAVEZ_A, TEST_CLUBS_SQL } from "./auth";

/** Zagrebačka regata, a competition of federation A in the demo seed. */
export const REGATA = "c0000000-0000-4000-8000-000000000001";

/** The row of federation A each edit operation names: seed rows, and two rows the seed has no kind of. */
export const EDIT_ROWS: Record<Editable, string> = {
  Najava: "f0000000-0000-4000-8000-000000000003",
  Natjecatelj: "a0000000-0000-4000-8000-000000000001",
  Natjecanje: "c0000000-0000-4000-8000-000000000002",
  Rezultat: "r0000000-0000-4000-8000-000000000001",
  DokumentSaveza: "d0000000-0000-4000-8000-000000000001",
  DokumentRezultata: "e0000000-0000-4000-8000-000000000001",
  Clanstvo: "a1000000-0000-4000-8000-000000000001",
  Prijava: "p0000000-0000-4000-8000-000000000001",
  // The season (issue 29): rows of federation A, club K.
  Sezona: "s0000000-0000-4000-8000-000000000001",
  Klub: KLUB_K,
  Duznosnik: "o0000000-0000-4000-8000-000000000001",
  Sportas: "t0000000-0000-4000-8000-00000000000k",
  DobnaKategorija: "g0000000-0000-4000-8000-000000000001",
  Licenca: "l0000000-0000-4000-8000-000000000001",
  Transfer: "x0000000-0000-4000-8000-000000000001",
};

/** A second athlete of club K (licence requests) and one of club L (the transfer club K asks for). */
export const SPORTAS_K2 = "t0000000-0000-4000-8000-0000000000k2";
export const SPORTAS_L = "t0000000-0000-4000-8000-00000000000l";

/**
 * The season's rows of federation A: clubs K, L and M, an upcoming season (the seed's 2026./2027. is active), an age category, athletes of K (one with a
 * requested licence, leaving to M by a transfer K was asked for) and of L, and an official of K besides the test
 * official. Put back in the state the matrix's operations expect before each caller.
 */
const SEASON_ROWS = [
  ...TEST_CLUBS_SQL,
  `INSERT OR IGNORE INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, savez_id)
   VALUES ('${EDIT_ROWS.Sezona}', '2027./2028.', '2027-09-01', '2028-06-30', '2027-07-01', 'nadolazeca', '${SAVEZ_A}')`,
  `INSERT OR IGNORE INTO dobne_kategorije (id, sport, naziv, spol, rodeni_od, rodeni_do, savez_id)
   VALUES ('${EDIT_ROWS.DobnaKategorija}', 'rukomet', 'Kadeti', 'M', -15, -14, '${SAVEZ_A}')`,
  `INSERT OR IGNORE INTO duznosnici_klubova (id, club_id, email, uloga, savez_id)
   VALUES ('${EDIT_ROWS.Duznosnik}', '${KLUB_K}', 'predsjednik-k@test.test', 'predsjednik', '${SAVEZ_A}')`,
  ...[
    [EDIT_ROWS.Sportas, KLUB_K, "Luka", "Perić"],
    [SPORTAS_K2, KLUB_K, "Marko", "Babić"],
    [SPORTAS_L, KLUB_L, "Ivan", "Lovrić"],
  ].map(
    ([id, club, ime, prezime]) =>
      `INSERT OR IGNORE INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, savez_id)
       VALUES ('${id}', '${club}', '${ime}', '${prezime}', '2011-03-04', 'M', 'Strani državljanin', '${normaliseName(`${prezime} ${ime}`)}', '${SAVEZ_A}')`,
  ),
  `UPDATE sportasi SET club_id = '${KLUB_K}' WHERE id = '${EDIT_ROWS.Sportas}'`,
  `INSERT OR IGNORE INTO licence (id, sportas_id, sezona_id, club_id, status, savez_id)
   VALUES ('${EDIT_ROWS.Licenca}', '${EDIT_ROWS.Sportas}', '${EDIT_ROWS.Sezona}', '${KLUB_K}', 'zatrazena', '${SAVEZ_A}')`,
  `UPDATE licence SET club_id = '${KLUB_K}', status = 'zatrazena', razlog_odbijanja = NULL, version = 1
   WHERE id = '${EDIT_ROWS.Licenca}'`,
  `DELETE FROM licence WHERE sportas_id = '${SPORTAS_K2}'`,
  `INSERT OR IGNORE INTO transferi (id, sportas_id, from_club_id, club_id, status, datum, savez_id)
   VALUES ('${EDIT_ROWS.Transfer}', '${EDIT_ROWS.Sportas}', '${KLUB_K}', '${KLUB_M}', 'zatrazen', '2026-01-15', '${SAVEZ_A}')`,
  `UPDATE transferi SET status = 'zatrazen', proveden_at = NULL, version = 1 WHERE id = '${EDIT_ROWS.Transfer}'`,
  `DELETE FROM klubovi WHERE slug = 'novi-klub'`,
  `DELETE FROM duznosnici_klubova WHERE email = 'trener-k@test.test'`,
];

/** Kup grada Zagreba u rukometu, the seed's other competition of federation A (an empty start list). */
export const KUP = "c0000000-0000-4000-8000-000000000002";

/** A second competitor of federation A, to move a start-list row to (UpdatePrijava) and to add (InsertPrijave). */
export const DRUGI_NATJECATELJ = "a0000000-0000-4000-8000-000000000002";

const EXTRA_ROWS = [
  `INSERT OR IGNORE INTO natjecatelji (id, ime, prezime, team, match_key, savez_id)
   VALUES ('${EDIT_ROWS.Natjecatelj}', 'Ana', 'Kovač', 'HVK Mladost', 'ana|kovac|hvk mladost', '${SAVEZ_A}')`,
  `INSERT OR IGNORE INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, savez_id)
   VALUES ('${EDIT_ROWS.DokumentRezultata}', '${REGATA}', 'Rezultati regate',
           '5f0c2a1e-3b4d-4c6e-8f90-a1b2c3d4e5f7.pdf', '${SAVEZ_A}')`,
  `INSERT OR IGNORE INTO natjecatelji (id, ime, prezime, team, match_key, savez_id)
   VALUES ('${DRUGI_NATJECATELJ}', 'Iva', 'Horvat', 'VK Croatia', 'iva|horvat|vk croatia', '${SAVEZ_A}')`,
  `INSERT OR IGNORE INTO natjecanja_natjecatelji (id, natjecanje_id, natjecatelj_id, savez_id)
   VALUES ('${EDIT_ROWS.Prijava}', '${REGATA}', '${EDIT_ROWS.Natjecatelj}', '${SAVEZ_A}')`,
];

/** The verb and the entity an edit operation's name holds (UpdateNajava → Update, Najava), or null. */
export function editOf(name: string): { verb: "Update" | "Delete" | "Restore"; editable: Editable } | null {
  // The register's one-step edits ('Obnovi', 'Suspendiraj', 'Aktiviraj', 'Izdaj novu iskaznicu') update a membership.
  if (/^((Obnovi|Suspendiraj|Aktiviraj)Clanstvo|IzdajNovuIskaznicu)$/.test(name)) {
    return { verb: "Update", editable: "Clanstvo" };
  }
  const match = /^(Update|Delete|Restore)(\w+)$/.exec(name);
  if (!match || !(match[2] in EDITABLE)) return null;
  return { verb: match[1] as "Update" | "Delete" | "Restore", editable: match[2] as Editable };
}

/**
 * Puts the row an edit operation names in the state its VALID variables expect: version 1, and published (to
 * update or delete) or in 'Obrisano' (to restore). Run before each caller, so every caller meets the same row.
 */
export async function prepareEdit(name: OperationName): Promise<void> {
  await env.DB.batch(SEASON_ROWS.map((statement) => env.DB.prepare(statement)));
  // Confirming is the federation's step once the clubs agreed.
  if (name === "PotvrdiTransfer") {
    await env.DB.prepare("UPDATE transferi SET status = 'dogovoren' WHERE id = ?").bind(EDIT_ROWS.Transfer).run();
  }
  if (name === "CreateDokumentRezultata") {
    // A stored file belongs to one row: each caller links the same upload of federation A, unlinked again.
    const key = VALID.CreateDokumentRezultata.object as { dokument_key: string };
    await env.DB.batch([
      env.DB.prepare("DELETE FROM natjecanja_dokumenti WHERE dokument_key = ?").bind(key.dokument_key),
      env.DB.prepare("INSERT OR IGNORE INTO uploads (key, kind, savez_id, size) VALUES (?, 'document', ?, 0)").bind(
        key.dokument_key,
        SAVEZ_A,
      ),
    ]);
    return;
  }
  if (name === "InsertPrijave") {
    // A competitor is on a start list once: each caller adds the same one to an empty list.
    await env.DB.batch([
      ...EXTRA_ROWS.map((statement) => env.DB.prepare(statement)),
      env.DB.prepare("DELETE FROM natjecanja_natjecatelji WHERE natjecanje_id = ?").bind(KUP),
    ]);
    return;
  }
  const edit = editOf(name);
  if (!edit) return;
  const deletedAt = edit.verb === "Restore" ? new Date().toISOString() : null;
  await env.DB.batch([
    ...EXTRA_ROWS.map((statement) => env.DB.prepare(statement)),
    env.DB.prepare(`UPDATE ${EDITABLE[edit.editable]} SET version = 1, deleted_at = ? WHERE id = ?`).bind(
      deletedAt,
      EDIT_ROWS[edit.editable],
    ),
  ]);
}

const SETS: Record<Editable, Record<string, unknown>> = {
  Najava: { subject: "Ispravljen naslov" },
  Natjecatelj: { team: "HVK Jadran" },
  Natjecanje: { lokacija: "Jarun, staza 2" },
  Rezultat: { payload: { naziv: "Regata", poredak: [{ mjesto: 1, bodovi: 12, ime: "HVK Mladost" }] } },
  DokumentSaveza: { opis: "Novi opis." },
  DokumentRezultata: { naziv: "Konačni rezultati" },
  Clanstvo: { first_name: "Ivanka" },
  Prijava: { natjecatelj_id: EDIT_ROWS.Natjecatelj },
  Sezona: { naziv: "2026./2027. (izmjena)" },
  Klub: { adresa: "Dubrava 1, Zagreb" },
  Duznosnik: { ime: "Ana Anić" },
  Sportas: { ime: "Lukas" },
  DobnaKategorija: { naziv: "Mlađi kadeti" },
  Licenca: { razlog_odbijanja: "Nedostaje potvrda." },
  Transfer: { napomena: "Dogovoreno telefonom." },
};

/** A new athlete of club K, with a note instead of an OIB (no OIB is unique twice). */
const NEW_SPORTAS = {
  club_id: KLUB_K,
  ime: "Petar",
  prezime: "Novak",
  datum_rodenja: "2012-05-06",
  spol: "M",
  oib_napomena: "Dijete stranih državljana",
};

/** Valid variables of every edit operation, on federation A's rows (EDIT_ROWS at version 1). */
function editVariables() {
  return Object.fromEntries(
    (Object.keys(EDITABLE) as Editable[]).flatMap((editable) => {
      const row = { id: EDIT_ROWS[editable], version: 1 };
      return [
        [`Update${editable}`, { ...row, set: SETS[editable] }],
        [`Delete${editable}`, row],
        [`Restore${editable}`, row],
      ];
    }),
  );
}

/** A membership of federation A as staff issue it (the number comes from the register's sequence). */
export const NEW_MEMBERSHIP = {
  first_name: "Marko",
  last_name: "Marić",
  email: "marko@test.test",
  type: "Silver",
  valid_from: "2026-01-01",
  expiry: "2026-12-31",
  savez_id: SAVEZ_A,
};

/** Valid variables for every trusted operation, on federation A's rows (A = Zicer Savez, the seed's). */
export const VALID: Record<OperationName, Record<string, unknown>> = {
  ReadFeed: {},
  users: {},
  dokumenti_saveza: {},
  CreateNajava: { subject: "Nova najava", description: "Opis nove najave.", savez_id: SAVEZ_A },
  Natjecatelji: { savez_id: SAVEZ_A },
  InsertNatjecatelji: { objects: [{ ime: "Ana", prezime: "Kovač", team: "HVK Mladost", savez_id: SAVEZ_A }] },
  Natjecanja: { savez_id: SAVEZ_A },
  StartnaLista: { natjecanje_id: REGATA },
  InsertPrijave: { objects: [{ natjecanje_id: KUP, natjecatelj_id: DRUGI_NATJECATELJ, savez_id: SAVEZ_A }] },
  CreateNatjecanje: {
    object: { naziv: "Kup", datum_od: "2025-06-01", datum_do: "2025-06-02", lokacija: "Jarun", savez_id: SAVEZ_A },
  },
  CreateRezultat: {
    object: {
      natjecanje_id: REGATA,
      payload: { naziv: "Kup", poredak: [{ mjesto: 1, bodovi: 10, ime: "Ekipa" }] },
      savez_id: SAVEZ_A,
    },
  },
  CreateDokumentSaveza: {
    object: { naziv: "Statut", opis: "", dokument_url: "/documents/statut-saveza.pdf", savez_id: SAVEZ_A },
  },
  CreateDokumentRezultata: {
    object: {
      natjecanje_id: REGATA,
      naziv: "Rezultati",
      dokument_key: "5f0c2a1e-3b4d-4c6e-8f90-a1b2c3d4e5f6.pdf",
      savez_id: SAVEZ_A,
    },
  },
  Savezi: {},
  Savez: { slug: "zicer-savez" },
  CreateSavez: { object: { slug: "novi-savez", naziv: "Novi savez" } },
  UpdateSavez: { id: SAVEZ_A, version: 1, set: { opis: "Novi opis." } },
  Najave: { savez_id: SAVEZ_A },
  Rezultati: { savez_id: SAVEZ_A },
  DokumentiSaveza: { savez_id: SAVEZ_A },
  Obrisano: { savez_id: SAVEZ_A },
  Clanstva: { savez_id: SAVEZ_A },
  CreateClanstvo: { object: NEW_MEMBERSHIP },
  ImportClanstva: { objects: [NEW_MEMBERSHIP] },
  ObnoviClanstvo: { id: EDIT_ROWS.Clanstvo, version: 1, set: { valid_from: "2027-01-01", expiry: "2027-12-31" } },
  SuspendirajClanstvo: {
    id: EDIT_ROWS.Clanstvo,
    version: 1,
    set: { status: "suspendirana", suspension_reason: "Neplaćena članarina" },
  },
  AktivirajClanstvo: { id: EDIT_ROWS.Clanstvo, version: 1, set: { status: "aktivna" } },
  IzdajNovuIskaznicu: { id: EDIT_ROWS.Clanstvo, version: 1 },
  Sezone: { savez_id: SAVEZ_A },
  CreateSezona: {
    object: {
      naziv: "2027./2028.",
      datum_od: "2027-09-01",
      datum_do: "2028-06-30",
      licence_od: "2027-07-01",
      savez_id: SAVEZ_A,
    },
  },
  Klubovi: { savez_id: SAVEZ_A },
  Klub: { slug: "test-klub-k" },
  CreateKlub: { object: { naziv: "Novi klub", kratki_naziv: "NK", slug: "novi-klub", savez_id: SAVEZ_A } },
  DuznosniciKluba: { club_id: KLUB_K },
  CreateDuznosnik: { object: { club_id: KLUB_K, email: "trener-k@test.test", uloga: "trener" } },
  Sportasi: { club_id: KLUB_K },
  CreateSportas: { object: NEW_SPORTAS },
  ImportSportasi: { objects: [NEW_SPORTAS, { ...NEW_SPORTAS, ime: "Pavao" }] },
  UpisiLijecnicke: { ids: [EDIT_ROWS.Sportas, SPORTAS_K2], lijecnicki_do: "2027-05-31" },
  DobneKategorije: { savez_id: SAVEZ_A },
  CreateDobnaKategorija: {
    object: { sport: "rukomet", naziv: "Juniori", spol: "Z", rodeni_od: -19, rodeni_do: -18, savez_id: SAVEZ_A },
  },
  Licence: { club_id: KLUB_K },
  ZatraziLicencu: { object: { club_id: KLUB_K, sportas_id: SPORTAS_K2, sezona_id: EDIT_ROWS.Sezona } },
  ZatraziLicence: { objects: [{ club_id: KLUB_K, sportas_id: SPORTAS_K2, sezona_id: EDIT_ROWS.Sezona }] },
  OdobriLicencu: { id: EDIT_ROWS.Licenca, version: 1, set: { status: "odobrena" } },
  OdbijLicencu: {
    id: EDIT_ROWS.Licenca,
    version: 1,
    set: { status: "odbijena", razlog_odbijanja: "Nedostaje liječnički pregled." },
  },
  OdobriLicence: { ids: [EDIT_ROWS.Licenca] },
  OdbijLicence: { ids: [EDIT_ROWS.Licenca], razlog: "Nedostaje liječnički pregled." },
  Transferi: { from_club_id: KLUB_K },
  ZatraziTransfer: {
    object: { sportas_id: SPORTAS_L, from_club_id: KLUB_L, club_id: KLUB_K, datum: "2026-02-01" },
  },
  PrihvatiTransfer: { id: EDIT_ROWS.Transfer, version: 1 },
  OdbijTransfer: { id: EDIT_ROWS.Transfer, version: 1 },
  PotvrdiTransfer: { id: EDIT_ROWS.Transfer, version: 1 },
  ...(editVariables() as unknown as Record<`${"Update" | "Delete" | "Restore"}${Editable}`, Record<string, unknown>>),
};

/**
 * The role matrix as docs/security.md states it (generated from shared/permissions.ts, kept equal by
 * tests/unit/role-table.test.ts), for every kind of caller: anonymous, member, staff, admin, and staff whose
 * email is not verified (no staff powers). Read from the docs as written, so the docs are what is tested.
 */
export const EXPECTED = parseRoleTable(securityDoc) as Record<
  OperationName,
  [
    anonymous: number,
    member: number,
    staffA: number,
    staffB: number,
    admin: number,
    unverifiedStaff: number,
    officialK: number,
    officialL: number,
  ]
>;
export const CALLERS = [
  "anonymous",
  "member",
  "staff",
  "staff-b",
  "admin",
  "unverified-staff",
  "official",
  "official-l",
] as const;
