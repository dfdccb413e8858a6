// The league's operations (issue 31), once: each one's method, path under /api/v1/lige and input (a JSON body
// checked by its entity's zod schema, a CSV text, or none). The Worker mounts exactly these (worker/routes/
// lige.ts: a handler per name, or it does not compile) and a client calls them by name with `ligePath` and the
// input's type. Pure: no I/O.
import type { z } from "zod";
import { ekipaInput } from "../entities/ekipa/input";
import { korekcijaInput } from "../entities/korekcija/input";
import { pravilaInput } from "../entities/pravila/input";
import { rasporedInput, skupinaInput, skupinaPravilaInput } from "../entities/skupina/input";
import { premjestiInput, prigovorInput, rezultatInput, statusInput } from "../entities/utakmica/input";

/** What an operation's request carries: a JSON body (its schema) or a CSV file; an operation without one takes nothing. */
export type LigaInput = z.ZodType | "csv";

/** A league operation: every one is a POST (a write), so only its path and input vary. */
export interface LigaOperation {
  /** Under /api/v1/lige; `:id` is the group's or the match's id. */
  path: string;
  input?: LigaInput;
  /** A club's officials take it too (a result entered or answered); else it is the federation's staff's only. */
  clubs?: true;
}

export const LIGE_OPERACIJE = {
  /** Staff: a rule set's version 1 from a preset or given rules, or the next version of `osnova_id`. */
  CreatePravila: { path: "/pravila", input: pravilaInput },
  /** Staff: a group of a competition under a rule set version. */
  CreateSkupina: { path: "/skupine", input: skupinaInput },
  /** Staff: the rule set version a group is played under. */
  ChooseSkupinaPravila: { path: "/skupine/:id/pravila", input: skupinaPravilaInput },
  /** Staff: a club's team in the group. */
  CreateEkipa: { path: "/skupine/:id/ekipe", input: ekipaInput },
  /** Staff: a point adjustment (a deduction is negative) with its reason and decision. */
  CreateKorekcija: { path: "/skupine/:id/korekcije", input: korekcijaInput },
  /** Staff: the group's fixtures by Berger tables, single or double round robin. */
  GenerateRaspored: { path: "/skupine/:id/raspored", input: rasporedInput },
  /** Staff: the group's fixtures from `kolo;datum;vrijeme;domacin;gost;dvorana`, all or nothing. */
  ImportRaspored: { path: "/skupine/:id/raspored.csv", input: "csv" },
  /** Staff: results from `kolo;domacin;gost;golovi_domacin;golovi_gost`, all or nothing, decided at once. */
  ImportRezultati: { path: "/skupine/:id/rezultati.csv", input: "csv" },
  /** Staff: a match moved to a new date (time, venue), audited. */
  MoveUtakmica: { path: "/utakmice/:id/premjesti", input: premjestiInput },
  /** Staff: a match postponed, forfeited, annulled or scheduled again. */
  SetUtakmicaStatus: { path: "/utakmice/:id/status", input: statusInput },
  /** The home club's official (entered) or staff (decided): a match's score. */
  EnterRezultat: { path: "/utakmice/:id/rezultat", input: rezultatInput, clubs: true },
  /** The away club's official: confirms an entered result. */
  PotvrdiRezultat: { path: "/utakmice/:id/potvrdi", clubs: true },
  /** The away club's official: disputes an entered result, saying why. */
  OsporiRezultat: { path: "/utakmice/:id/ospori", input: prigovorInput, clubs: true },
  /** Staff: the score of a disputed result. */
  OdluciRezultat: { path: "/utakmice/:id/odluci", input: rezultatInput },
} as const satisfies Record<string, LigaOperation>;

export type LigaOperationName = keyof typeof LIGE_OPERACIJE;

/** What an operation takes: its schema's input, the CSV text, or nothing. */
export type LigaInputOf<N extends LigaOperationName> = (typeof LIGE_OPERACIJE)[N] extends { input: infer I }
  ? I extends z.ZodType
    ? z.input<I>
    : string
  : undefined;

/** The full path of an operation for a group's or match's `id`. */
export function ligePath(name: LigaOperationName, id = ""): string {
  return `/api/v1/lige${LIGE_OPERACIJE[name].path.replace(":id", encodeURIComponent(id))}`;
}
