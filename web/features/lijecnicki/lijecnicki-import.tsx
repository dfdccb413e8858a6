// 'Uvoz liječničkih pregleda iz CSV-a' (issue 50 item 4): the imports' flow (web/components/use-csv-import.tsx) for
// the medical examinations of the athletes on screen: a file dropped or chosen is read (papaparse, the delimiter
// guessed, UTF-8 or Windows-1250), its columns mapped (guessed from the headers, changeable), each row matched to
// an athlete of the list by OIB or name with its date (ISO or '1. 3. 2027.'), checked and previewed, each refused
// row at its line. Nothing is written until 'Uvezi', which sends one UpisiLijecnicke per date.
import { useCallback, useMemo } from "react";
import { MAX_SPORTASI_PER_IMPORT } from "../../../shared/entities/sportas/input";
import { T_KLUBOVI, T_LIJECNICKI } from "../../../shared/texts";
import { ImportFlow } from "../../components/csv-import-flow";
import { useCsvImport, type PreviewColumn } from "../../components/use-csv-import";
import { parseCsvFile, type ParsedCsv } from "../../lib/csv-import";
import { recordMedicalsByDate } from "./api";
import {
  LIJECNICKI_FIELDS,
  LIJECNICKI_LABELS,
  byDate,
  checkLijecnicki,
  flagLijecnickiDuplicates,
  guessLijecnickiMapping,
  indexAthletes,
  type AthleteIndex,
  type CheckedLijecnicki,
  type LijecnickiMapping,
  type ListedAthlete,
} from "./csv";

const PREVIEW: readonly PreviewColumn<CheckedLijecnicki>[] = [
  { header: T_LIJECNICKI.sportas, cell: (row) => row.shown.sportas },
  { header: LIJECNICKI_LABELS.oib, cell: (row) => row.shown.oib },
  { header: T_LIJECNICKI.vrijediDo, cell: (row) => row.shown.lijecnicki_do },
];

const finish = (rows: CheckedLijecnicki[]) => flagLijecnickiDuplicates(rows);
const load = (file: File): Promise<ParsedCsv> => parseCsvFile(file);

async function send(rows: CheckedLijecnicki[]): Promise<string> {
  const recorded = await recordMedicalsByDate(byDate(rows));
  return recorded < rows.length ? T_LIJECNICKI.nisuSvi(recorded, rows.length) : T_LIJECNICKI.upisano(recorded);
}

/** The import for the athletes of the list on screen (`athletes` keeps its identity while the list does). */
export function LijecnickiImport({ athletes }: { athletes: readonly ListedAthlete[] }) {
  const index: AthleteIndex = useMemo(() => indexAthletes(athletes), [athletes]);
  const checker = useCallback(
    (mapping: LijecnickiMapping) => (raw: ParsedCsv["rows"][number], i: number) =>
      checkLijecnicki(raw, i, mapping, index),
    [index],
  );
  const csv = useCsvImport({
    load,
    guess: guessLijecnickiMapping,
    checker,
    finish,
    max: MAX_SPORTASI_PER_IMPORT,
    fields: LIJECNICKI_FIELDS,
    labels: LIJECNICKI_LABELS,
    tooManyText: T_KLUBOVI.tooMany(MAX_SPORTASI_PER_IMPORT),
    preview: { caption: T_LIJECNICKI.uvoz, columns: PREVIEW },
    send,
  });
  return (
    <ImportFlow
      titleId="uvoz-lijecnickih"
      title={<h2 id="uvoz-lijecnickih">{T_LIJECNICKI.uvoz}</h2>}
      intro={T_LIJECNICKI.uvozUvod}
      {...csv}
    />
  );
}
