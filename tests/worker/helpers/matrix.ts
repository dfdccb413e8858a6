// The role × operation matrix as docs/security.md states it, and valid variables that run each operation on
// federation A's rows: shared by the matrix test (D1) and the tenancy test (both providers' rule paths).
import securityDoc from "../../../docs/security.md?raw";
import type { OperationName } from "../../../shared/graphql/operations";
import { parseRoleTable } from "../../../worker/graphql/role-table";
import { SAVEZ_A } from "./auth";

/** Zagrebačka regata, a competition of federation A in the demo seed. */
export const REGATA = "c0000000-0000-4000-8000-000000000001";

/** Valid variables for every trusted operation, on federation A's rows (A = Zicer Savez, the seed's). */
export const VALID: Record<OperationName, Record<string, unknown>> = {
  ReadFeed: {},
  users: {},
  dokumenti_saveza: {},
  CreateNajava: { subject: "Nova najava", description: "Opis nove najave.", savez_id: SAVEZ_A },
  Natjecatelji: { savez_id: SAVEZ_A },
  InsertNatjecatelji: { objects: [{ ime: "Ana", prezime: "Kovač", team: "HVK Mladost", savez_id: SAVEZ_A }] },
  Natjecanja: { savez_id: SAVEZ_A },
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
