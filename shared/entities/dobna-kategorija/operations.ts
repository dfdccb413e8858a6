// The trusted operations on age categories (issue 29): the public list and staff's create and edits. Pure.
import { createRow, editOperations, pick, savezList, type ResultOf } from "../../graphql/define";
import type { Row } from "../entity";
import { bornRange, dobnaKategorijaSchema } from "./input";
import type { dobnaKategorija } from ".";

export const DobneKategorije = savezList(
  "DobneKategorije",
  "dobne_kategorije",
  pick<Row<typeof dobnaKategorija>>()([
    "id",
    "sport",
    "naziv",
    "spol",
    "rodeni_od",
    "rodeni_do",
    "savez_id",
    "version",
  ]),
  undefined,
  "asc",
);

export type StoredDobnaKategorija = ResultOf<typeof DobneKategorije>["dobne_kategorije"][number];

export const CreateDobnaKategorija = createRow("CreateDobnaKategorija", "dobne_kategorije", dobnaKategorijaSchema);

export const dobnaKategorijaEdits = editOperations("DobnaKategorija", "dobne_kategorije", dobnaKategorijaSchema, [
  bornRange,
]);
