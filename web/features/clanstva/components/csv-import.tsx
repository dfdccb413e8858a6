// 'Uvoz iz CSV-a': a file dropped or chosen is read in chunks (read-csv.ts), its columns mapped to our fields
// (guessed from the headers, changeable), every row checked (missing name, bad date, a type the federation does
// not issue, a number or email repeated in the file or already in the register) and previewed: the first rows
// and every row with an error, never thousands of table rows at once. Nothing is written until 'Uvezi', which
// sends all rows in one ImportClanstva: all or nothing.
import { useCallback, useMemo } from "react";
import { MAX_MEMBERSHIPS_PER_IMPORT } from "../../../../shared/entities/membership/input";
import { T_MEMBERSHIP, T_REGISTAR } from "../../../../shared/texts";
import { useCan } from "../../../components/role-guard";
import { useCurrentSavez } from "../../../lib/current-savez";
import { zagrebDay } from "../../../../shared/dates";
import { useSession } from "../../../lib/session";
import { importMemberships, wholeRegister } from "../api/clanstva";
import {
  FIELD_LABELS,
  IMPORT_FIELDS,
  flagDuplicates,
  checkRow,
  guessMapping,
  type CheckedRow,
  type Mapping,
  type RegisterKeys,
} from "../csv";
import { parseCsvFile, type ParsedCsv } from "../../../lib/csv-import";
import { ImportFlow } from "../../../components/csv-import-flow";
import { useCsvImport, type PreviewColumn } from "../../../components/use-csv-import";

interface Loaded extends ParsedCsv {
  fileName: string;
  register: RegisterKeys;
}

/** The preview's columns: the row's fields as read. */
const PREVIEW: readonly PreviewColumn<CheckedRow>[] = [
  { header: T_REGISTAR.ime, cell: (row) => row.shown.first_name },
  { header: T_REGISTAR.prezime, cell: (row) => row.shown.last_name },
  { header: T_REGISTAR.email, cell: (row) => row.shown.email },
  { header: T_REGISTAR.vrsta, cell: (row) => row.shown.type },
];

const finish = (rows: CheckedRow[], loaded: Loaded, mapping: Mapping) =>
  flagDuplicates(rows, loaded.rows, mapping, loaded.register);

/** The register's CSV import for the federation being worked on. */
export function CsvImport({ types }: { types: readonly string[] }) {
  const givesNumbers = useCan("create", "membership_numbers");
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const fields = useMemo(() => IMPORT_FIELDS.filter((f) => givesNumbers || f !== "number"), [givesNumbers]);
  const checker = useCallback(
    (mapping: Mapping) => {
      const context = { types, today: zagrebDay(), allowNumber: givesNumbers };
      return (raw: Loaded["rows"][number], i: number) => checkRow(raw, i, mapping, context);
    },
    [types, givesNumbers],
  );
  const csv = useCsvImport({
    load: async (file: File): Promise<Loaded> => {
      const [parsed, stored] = await Promise.all([parseCsvFile(file), wholeRegister(savezId, token)]);
      const register = {
        numbers: new Set(stored.map((m) => m.number)),
        emails: new Set(stored.map((m) => (m.email ?? "").toLowerCase())),
      };
      return { ...parsed, fileName: file.name, register };
    },
    guess: (headers) => guessMapping(headers, fields),
    checker,
    finish,
    fields,
    labels: FIELD_LABELS,
    max: MAX_MEMBERSHIPS_PER_IMPORT,
    tooManyText: T_MEMBERSHIP.tooMany(MAX_MEMBERSHIPS_PER_IMPORT),
    preview: { caption: T_REGISTAR.uvoz, columns: PREVIEW },
    send: async (rows) =>
      T_REGISTAR.uvezeno(
        await importMemberships(
          rows.map((r) => r.membership!),
          token,
          savezId,
        ),
      ),
  });

  return (
    <ImportFlow
      titleId="uvoz-naslov"
      title={<h2 id="uvoz-naslov">{T_REGISTAR.uvoz}</h2>}
      intro={T_REGISTAR.uvozUvod}
      {...csv}
    />
  );
}
