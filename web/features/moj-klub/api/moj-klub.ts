// 'Moj klub''s reads and writes (issue 29): the caller's clubs (GET /api/v1/moj-klub), the club's athletes,
// licences, transfers and the federation's age categories (trusted operations, checked on the server against
// the caller's `club` scope), and the writes: an athlete by hand, an import (all or nothing), licence requests
// (one or many at once), a transfer's ask and the releasing club's answer, the club's details.
import useSWR from "swr";
import { DobneKategorije } from "../../../../shared/entities/dobna-kategorija/operations";
import { Licence, ZatraziLicence } from "../../../../shared/entities/licenca/operations";
import type { SportasInput } from "../../../../shared/entities/sportas/input";
import { CreateSportas, ImportSportasi, Sportasi } from "../../../../shared/entities/sportas/operations";
import {
  OdbijTransfer,
  PrihvatiTransfer,
  Transferi,
  ZatraziTransfer,
} from "../../../../shared/entities/transfer/operations";
import type { TransferInput } from "../../../../shared/entities/transfer/input";
import { API } from "../../../../shared/paths";
import type { MojKlub, PronadeniSportas } from "../../../../shared/schemas/klubovi";
import { refreshAll, saveEdit, type Versioned } from "../../../lib/edit-row";
import { currentToken, runOperation, useOperation, useViewer, NO_VIEWER } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";

export type { MojKlub };

async function fetchMine(): Promise<{ klubovi: MojKlub[] }> {
  const response = await fetch(API.mojKlub, { headers: { authorization: `Bearer ${currentToken() ?? ""}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as { klubovi: MojKlub[] };
}

/**
 * The federation's athletes whose name holds `q` (two letters at least; nothing is asked before): name, club and
 * year of birth, to ask for one of another club.
 */
export function usePretragaSportasa(savezId: string | null, q: string) {
  const text = q.trim();
  return useSWR(savezId && text.length >= 2 ? ["sportasi-pretraga", savezId, text] : null, async () => {
    const query = new URLSearchParams({ savez: savezId!, q: text });
    const response = await fetch(`${API.sportasiPretraga}?${query}`, {
      headers: { authorization: `Bearer ${currentToken() ?? ""}` },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { sportasi: PronadeniSportas[] }).sportasi;
  });
}

/** The caller's clubs (none for anyone who is no club's official); nothing is asked while signed out. */
export function useMojiKlubovi() {
  const viewer = useViewer();
  return useSWR(viewer === NO_VIEWER ? null : ["moj-klub", viewer], fetchMine);
}

/** The club's athletes (every one: a club holds hundreds, not thousands). */
export const useSportasi = (klub: MojKlub) =>
  useOperation(Sportasi, { club_id: klub.id, savez_id: klub.savez_id, limit: 5000 });

/** The club's licences of the active season. */
export const useLicence = (klub: MojKlub) =>
  useOperation(
    Licence,
    { club_id: klub.id, savez_id: klub.savez_id, sezona_id: klub.sezona?.id ?? null, limit: 5000 },
    { enabled: !!klub.sezona },
  );

/** The federation's age categories (public). */
export const useKategorije = (savezId: string | null) => useOperation(DobneKategorije, { savez_id: savezId });

/** The transfers the caller's clubs are part of (both ways). */
export const useTransferi = (klub: MojKlub) => useOperation(Transferi, { savez_id: klub.savez_id });

/** Every athlete of the federation (to ask for one of another club). */
export const useSportasiSaveza = (savezId: string | null, enabled: boolean) =>
  useOperation(Sportasi, { savez_id: savezId, limit: 5000 }, { enabled });

/** One athlete added by hand; answers its id. */
export async function createSportas(object: SportasInput) {
  const data = await createRequest(CreateSportas, { object }, currentToken());
  await refreshAll();
  return data.insert_sportasi_one.id;
}

/** Athletes imported all or nothing; answers how many were written. */
export async function importSportasi(objects: SportasInput[]) {
  const data = await createRequest(ImportSportasi, { objects }, currentToken());
  await refreshAll();
  return data.insert_sportasi.affected_rows;
}

/** Licence requests for these athletes in the club's active season (all or nothing); answers how many. */
export async function requestLicences(klub: MojKlub, sportasIds: readonly string[]) {
  const objects = sportasIds.map((sportas_id) => ({
    savez_id: klub.savez_id,
    club_id: klub.id,
    sportas_id,
    sezona_id: klub.sezona!.id,
  }));
  const data = await createRequest(ZatraziLicence, { objects }, currentToken());
  await refreshAll();
  return data.insert_licence.affected_rows;
}

/** The receiving club asks for an athlete of another club. */
export async function askTransfer(object: TransferInput) {
  await createRequest(ZatraziTransfer, { object }, currentToken());
  await refreshAll();
}

/** The releasing club agrees to a transfer, or refuses it (on the version the list showed). */
export async function answerTransfer(row: Versioned, agree: boolean) {
  try {
    await runOperation(agree ? PrihvatiTransfer : OdbijTransfer, { id: row.id, version: row.version }, currentToken());
  } finally {
    await refreshAll();
  }
}

/** The club's details as its officials may change them (on the version the screen showed). */
export const saveKlub = (row: Versioned, set: Record<string, unknown>) => saveEdit("Klub", row, set, currentToken());
