// The trusted operations on club officials (issue 29): a club's officials (its officials and staff read
// them), and staff's appointments and edits. This module is pure: no I/O.
import { z } from "zod";
import { createRow, defineOperation, editOperations, list, pick, type ResultOf } from "../../graphql/define";
import { rowId } from "../../schemas/text";
import type { Row } from "../entity";
import { duznosnikSchema } from "./input";
import type { duznosnik } from ".";

/** A club's officials. */
export const DuznosniciKluba = defineOperation({
  name: "DuznosniciKluba",
  document: `query DuznosniciKluba($club_id: String!) {
  duznosnici_klubova(where: {club_id: {_eq: $club_id}}, order_by: {created_at: asc_nulls_last}) {
    id
    club_id
    email
    ime
    uloga
    savez_id
    version
  }
}`,
  variables: z.object({ club_id: rowId }),
  result: {
    duznosnici_klubova: list(
      pick<Row<typeof duznosnik>>()(["id", "club_id", "email", "ime", "uloga", "savez_id", "version"]),
    ),
  },
});

export type StoredDuznosnik = ResultOf<typeof DuznosniciKluba>["duznosnici_klubova"][number];

/** Appoints an email to a role in a club (staff of its federation). */
export const CreateDuznosnik = createRow("CreateDuznosnik", "duznosnici_klubova", duznosnikSchema);

export const duznosnikEdits = editOperations("Duznosnik", "duznosnici_klubova", duznosnikSchema);
