// The role × operation matrix as docs/security.md states it, and valid variables that run each operation on
// federation A's rows: shared by the matrix test (D1) and the tenancy test (both providers' rule paths).
import { env } from "cloudflare:test";
import securityDoc from "../../../docs/security.md?raw";
import { EDITABLE, type Editable, type OperationName } from "../../../shared/graphql/operations";
import { parseRoleTable } from "../../../worker/graphql/role-table";
import { SAVEZ_A } from "./auth";

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
};

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
  ...(editVariables() as unknown as Record<`${"Update" | "Delete" | "Restore"}${Editable}`, Record<string, unknown>>),
};

/**
 * The role matrix as docs/security.md states it (generated from shared/permissions.ts, kept equal by
 * tests/unit/role-table.test.ts), for every kind of caller: anonymous, member, staff, admin, and staff whose
 * email is not verified (no staff powers). Read from the docs as written, so the docs are what is tested.
 */
export const EXPECTED = parseRoleTable(securityDoc) as Record<
  OperationName,
  [anonymous: number, member: number, staffA: number, staffB: number, admin: number, unverifiedStaff: number]
>;
export const CALLERS = ["anonymous", "member", "staff", "staff-b", "admin", "unverified-staff"] as const;
