// Staff's reads and writes of a federation's clubs, transfers and athletes (issue 29), all trusted
// operations: the clubs (create, edit), the transfers (confirm or refuse), one athlete's clubs and licences.
import { CreateKlub, Klubovi } from "../../../shared/entities/klub/operations";
import type { KlubInput } from "../../../shared/entities/klub/input";
import { Licence } from "../../../shared/entities/licenca/operations";
import { Sezone } from "../../../shared/entities/sezona/operations";
import { Sportasi } from "../../../shared/entities/sportas/operations";
import { OdbijTransfer, PotvrdiTransfer, Transferi } from "../../../shared/entities/transfer/operations";
import { refreshAll, saveEdit, type Versioned } from "../../lib/edit-row";
import { currentToken, runOperation, useOperation } from "../../lib/graphql";
import { createRequest } from "../../lib/idempotency";

export const useKluboviSaveza = (savezId: string | null) =>
  useOperation(Klubovi, { savez_id: savezId }, { enabled: !!savezId });
export const useTransferiSaveza = (savezId: string | null) =>
  useOperation(Transferi, { savez_id: savezId }, { enabled: !!savezId });
export const useSportasiSaveza = (savezId: string | null) =>
  useOperation(Sportasi, { savez_id: savezId, limit: 5000 }, { enabled: !!savezId });
export const useLicenceSaveza = (savezId: string | null) =>
  useOperation(Licence, { savez_id: savezId, limit: 5000 }, { enabled: !!savezId });
export const useSezone = (savezId: string | null) =>
  useOperation(Sezone, { savez_id: savezId }, { enabled: !!savezId });

/** A new club of the federation. */
export async function createKlub(object: KlubInput) {
  await createRequest(CreateKlub, { object }, currentToken());
  await refreshAll();
}

/** A club's details, status included (staff), on the version shown. */
export const saveKlub = (row: Versioned, set: Record<string, unknown>) => saveEdit("Klub", row, set, currentToken());

/** Staff confirm a transfer (applied on its date), or refuse it. */
export async function decideTransfer(row: Versioned, confirm: boolean) {
  try {
    await runOperation(confirm ? PotvrdiTransfer : OdbijTransfer, { id: row.id, version: row.version }, currentToken());
  } finally {
    await refreshAll();
  }
}
