// Staff's reads and writes of a competition's entries (issue 30) over worker/routes/prijave.ts: every entry with
// the settings and events (filtered by event, club or status), the settings, events (one or a CSV), a rejection
// with its reason, a late entry by hand, results (one entry's, or an event's CSV) and the fees per club (JSON,
// and the CSV fetched with the caller's token). Every write reads the entries again (`refresh`).
import useSWR from "swr";
import { API, fill } from "../../shared/paths";
import { NO_VIEWER, currentToken, useViewer } from "./graphql";
import type { EntryRow, EventRow } from "../../shared/entries/answers";
import { PrijaveError, call, refresh, type EntryInput } from "./prijave";

export interface Postavke {
  id: string;
  sezona_id: string;
  otvaranje: string;
  zatvaranje: string;
  izmjene_do: string | null;
  licenca_obavezna: boolean;
  max_po_disciplini: number | null;
  max_po_klubu: number | null;
  kotizacija_centi: number;
  zakasnina_centi: number | null;
  zakasnina_od: string | null;
  javne_prije_zatvaranja: boolean;
  otvorene: boolean;
  version: number;
}

export interface PrijaveSaveza {
  natjecanje: { id: string; naziv: string; datum_od: string; savez_id: string | null };
  postavke: Postavke | null;
  discipline: EventRow[];
  nastupi: EntryRow[];
}

export interface Filter {
  disciplina_id?: string;
  club_id?: string;
  status?: string;
}

export interface Kotizacije {
  natjecanje: { id: string; naziv: string };
  klubovi: {
    club_id: string;
    klub: string;
    prijava: number;
    kasnih: number;
    naknadnih: number;
    ukupno_centi: number;
    stavke: {
      nastup_id: string;
      disciplina: string;
      sportasi: string[];
      kotizacija_centi: number;
      zakasnjela: boolean;
      naknadna: boolean;
    }[];
  }[];
}

const query = (filter: Filter) => {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => !!v) as [string, string][]);
  return params.size > 0 ? `?${params.toString()}` : "";
};

/** A competition's entries as its federation's staff read them, filtered; the settings and events with them. */
export function usePrijaveSaveza(id: string, filter: Filter = {}) {
  const viewer = useViewer();
  return useSWR(viewer === NO_VIEWER ? null : ["prijave-savez", id, query(filter), viewer], () =>
    call<PrijaveSaveza>("GET", fill(API.prijaveNatjecanja, { id }) + query(filter)),
  );
}

/** Each club's accepted entries and fees. */
export function useKotizacije(id: string) {
  const viewer = useViewer();
  return useSWR(viewer === NO_VIEWER ? null : ["kotizacije", id, viewer], () =>
    call<Kotizacije>("GET", fill(API.kotizacije, { id })),
  );
}

/** A write, then every entry read again. */
async function written<R>(method: string, path: string, body: unknown): Promise<R> {
  const answer = await call<R>(method, path, body);
  await refresh();
  return answer;
}

/** The settings as the form sends them (Zagreb wall-clock times, cents): what is read, less what the server keeps. */
export type PostavkeInput = Omit<Postavke, "id" | "otvorene" | "version">;

export const savePostavke = (id: string, input: PostavkeInput) =>
  written<{ id: string; version: number }>("PUT", fill(API.prijavePostavke, { id }), input);

export interface DisciplinaInput {
  naziv: string;
  kategorije: string[];
  spol: string | null;
  vrsta: string;
  posada: number;
  zamjene: number;
  max_prijava: number | null;
}

export const addDisciplina = (id: string, input: DisciplinaInput) =>
  written<{ id: string }>("POST", fill(API.prijaveDiscipline, { id }), input);

export const importDiscipline = (id: string, csv: string) =>
  written<{ ids: string[] }>("POST", fill(API.prijaveDisciplineCsv, { id }), csv);

export const odbij = (nastup: { id: string; version: number }, razlog: string) =>
  written<{ status: string; promaknuta: { id: string } | null }>("POST", fill(API.prijaveOdbij, { id: nastup.id }), {
    version: nastup.version,
    razlog_odbijanja: razlog,
  });

export const naknadna = (disciplinaId: string, input: EntryInput) =>
  written<{ id: string; status: string }>("POST", fill(API.prijaveNaknadna, { id: disciplinaId }), input);

export const saveRezultat = (
  nastup: { id: string; version: number },
  result: { mjesto: number | null; rezultat: string | null },
) =>
  written<{ version: number }>("POST", fill(API.prijaveRezultat, { id: nastup.id }), {
    version: nastup.version,
    ...result,
  });

export const importRezultati = (disciplinaId: string, csv: string) =>
  written<{ upisano: number }>("POST", fill(API.prijaveRezultatiCsv, { id: disciplinaId }), csv);

/** Saves the fees' CSV as a file (the route asks for the caller's token, so a plain link would not do). */
export async function downloadKotizacije(id: string) {
  const token = currentToken();
  const response = await fetch(fill(API.kotizacijeCsv, { id }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new PrijaveError(response.status, "", {}, "");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `kotizacije-${id}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A refusal's messages: every field's, else its own, else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof PrijaveError) {
    const fields = Object.values(error.fields).flat();
    if (fields.length > 0) return fields.join(" ");
    if (error.message) return error.message;
  }
  return fallback;
}
