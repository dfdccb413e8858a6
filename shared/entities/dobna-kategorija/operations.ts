// The trusted operations on age categories (issue 29): the public list and staff's create and edits. Pure.
import { z } from "zod";
import { defineOperation, editOperations, list, pick, type ResultOf } from "../../graphql/define";
import { savezId } from "../../schemas/text";
import type { Row } from "../entity";
import { bornRange, dobnaKategorijaSchema } from "./input";
import type { dobnaKategorija } from ".";

export const DobneKategorije = defineOperation({
  name: "DobneKategorije",
  document: `query DobneKategorije($savez_id: String) {
  dobne_kategorije(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: asc_nulls_last}) {
    id
    sport
    naziv
    spol
    rodeni_od
    rodeni_do
    savez_id
    version
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: {
    dobne_kategorije: list(
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
    ),
  },
});

export type StoredDobnaKategorija = ResultOf<typeof DobneKategorije>["dobne_kategorije"][number];

export const CreateDobnaKategorija = defineOperation({
  name: "CreateDobnaKategorija",
  document: `mutation CreateDobnaKategorija($object: dobne_kategorije_insert_input!) {
  insert_dobne_kategorije_one(object: $object) {
    id
  }
}`,
  variables: z.object({ object: dobnaKategorijaSchema }),
  result: { insert_dobne_kategorije_one: pick<Row<typeof dobnaKategorija>>()(["id"]) },
});

export const dobnaKategorijaEdits = editOperations("DobnaKategorija", "dobne_kategorije", dobnaKategorijaSchema, [
  bornRange,
]);
