// 'Uvoz sportaša iz CSV-a': the register's import (web/lib/csv-import.ts, web/components/csv-import-parts.tsx)
// for a club's athletes: a file dropped or chosen is read in chunks, its columns mapped to our fields (guessed
// from the headers, changeable), every row checked (the shared schema: a bad OIB's check digit, a missing
// name or date, neither OIB nor a note; an OIB or a name with a date of birth repeated in the file or already
// in the club) and previewed, each refused row at its line. Nothing is written until 'Uvezi', which sends
// every row in one ImportSportasi: all or nothing.
import { useCallback } from "react";
import { MAX_SPORTASI_PER_IMPORT } from "../../../../shared/entities/sportas/input";
import { T_KLUBOVI, T_MOJ_KLUB } from "../../../../shared/texts";
import { parseCsvFile, type ParsedCsv } from "../../../lib/csv-import";
import { ImportFlow } from "../../../components/csv-import-flow";
import { useCsvImport, type PreviewColumn } from "../../../components/use-csv-import";
import { importSportasi, type MojKlub } from "../api/moj-klub";
import {
  SPORTAS_FIELDS,
  SPORTAS_LABELS,
  checkSportas,
  flagSportasDuplicates,
  guessSportasMapping,
  type CheckedSportas,
  type KnownAthletes,
  type SportasMapping,
} from "../csv";

/** The preview's columns: the row's fields as read. */
const PREVIEW: readonly PreviewColumn<CheckedSportas>[] = [
  { header: T_MOJ_KLUB.ime, cell: (row) => row.shown.ime },
  { header: T_MOJ_KLUB.prezime, cell: (row) => row.shown.prezime },
  { header: T_MOJ_KLUB.datumRodenja, cell: (row) => row.shown.datum_rodenja },
  { header: T_MOJ_KLUB.oib, cell: (row) => row.shown.oib },
];

interface Loaded extends ParsedCsv {
  known: KnownAthletes;
}

const finish = (rows: CheckedSportas[], loaded: Loaded) => flagSportasDuplicates(rows, loaded.known);

/** The import for `klub`, whose athletes so far are `known`. */
export function SportasiImport({ klub, known }: { klub: MojKlub; known: KnownAthletes }) {
  const checker = useCallback(
    (mapping: SportasMapping) => (raw: Loaded["rows"][number], i: number) => checkSportas(raw, i, mapping, klub),
    [klub],
  );
  const csv = useCsvImport({
    load: async (file: File): Promise<Loaded> => ({ ...(await parseCsvFile(file)), known }),
    guess: guessSportasMapping,
    checker,
    finish,
    max: MAX_SPORTASI_PER_IMPORT,
    fields: SPORTAS_FIELDS,
    labels: SPORTAS_LABELS,
    tooManyText: T_KLUBOVI.tooMany(MAX_SPORTASI_PER_IMPORT),
    preview: { caption: T_MOJ_KLUB.uvozSportasa, columns: PREVIEW },
    send: async (rows) => T_MOJ_KLUB.uvezeno(await importSportasi(rows.map((r) => r.sportas!))),
  });

  return (
    <ImportFlow
      titleId="uvoz-sportasa"
      title={<h3 id="uvoz-sportasa">{T_MOJ_KLUB.uvozSportasa}</h3>}
      intro={T_MOJ_KLUB.uvozUvod}
      {...csv}
    />
  );
}
