// The medical examinations' reads and writes (issue 50 item 4), all trusted operations checked on the server
// against the caller's scope: the athletes of a club (its officials) or of a federation (its staff) with its
// clubs, one athlete's date (UpdateSportas on the version shown: a change made meanwhile is a 409), and one date
// for many athletes (UpisiLijecnicke, at most MAX_LIJECNICKI_AT_ONCE a request; a CSV sends one request per date).
import { Klubovi } from "../../../shared/entities/klub/operations";
import { MAX_LIJECNICKI_AT_ONCE } from "../../../shared/entities/sportas/input";
import { Sportasi, UpisiLijecnicke } from "../../../shared/entities/sportas/operations";
import { refreshAll, saveEdit, type Versioned } from "../../lib/edit-row";
import { currentToken, runOperation, useOperation } from "../../lib/graphql";

/** Every athlete of the federation (its staff, admins). */
export const useSportasiSaveza = (savezId: string | null) =>
  useOperation(Sportasi, { savez_id: savezId, limit: 5000 }, { enabled: !!savezId });

/** The federation's clubs, to name each athlete's and to filter by one. */
export const useKluboviSaveza = (savezId: string | null) =>
  useOperation(Klubovi, { savez_id: savezId }, { enabled: !!savezId });

/** One athlete's examination valid until `until` (null: none), on the version the list showed. */
export const saveMedical = (row: Versioned, until: string | null) =>
  saveEdit("Sportas", row, { lijecnicki_do: until }, currentToken());

/** The same date for every athlete of `ids`, a request per MAX_LIJECNICKI_AT_ONCE; how many hold it now. */
async function sendMedicals(ids: readonly string[], until: string): Promise<number> {
  let recorded = 0;
  for (let i = 0; i < ids.length; i += MAX_LIJECNICKI_AT_ONCE) {
    const part = ids.slice(i, i + MAX_LIJECNICKI_AT_ONCE);
    const data = await runOperation(UpisiLijecnicke, { ids: part, lijecnicki_do: until }, currentToken());
    recorded += data.update_sportasi.affected_rows;
  }
  return recorded;
}

/** The ticked athletes' examination valid until `until`; how many hold it now. */
export async function recordMedicals(ids: readonly string[], until: string): Promise<number> {
  try {
    return await sendMedicals(ids, until);
  } finally {
    await refreshAll();
  }
}

/** A CSV's dates: the athletes of each date in that date's requests, one date after another; how many hold theirs. */
export async function recordMedicalsByDate(groups: ReadonlyMap<string, readonly string[]>): Promise<number> {
  let recorded = 0;
  try {
    for (const [until, ids] of groups) recorded += await sendMedicals(ids, until);
    return recorded;
  } finally {
    await refreshAll();
  }
}
