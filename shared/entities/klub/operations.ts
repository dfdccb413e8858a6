// The trusted operations on clubs (issue 29): the public list (a federation's, or all), one club by slug,
// staff's create, and the edits (staff, and a club's officials for their own club). Pure: no I/O.
import { z } from "zod";
import { defineOperation, editOperations, list, pick, type ResultOf } from "../../graphql/define";
import { savezId } from "../../schemas/text";
import type { Row } from "../entity";
import { klubSchema } from "./input";
import type { klub } from ".";

const KLUB_FIELDS = `    id
    naziv
    kratki_naziv
    slug
    oib
    adresa
    email
    logo_key
    status
    savez_id
    version`;

const klubRow = pick<Row<typeof klub>>()([
  "id",
  "naziv",
  "kratki_naziv",
  "slug",
  "oib",
  "adresa",
  "email",
  "logo_key",
  "status",
  "savez_id",
  "version",
]);

/** Clubs, of one federation or all, oldest first; public. */
export const Klubovi = defineOperation({
  name: "Klubovi",
  document: `query Klubovi($savez_id: String) {
  klubovi(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: asc_nulls_last}) {
${KLUB_FIELDS}
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: { klubovi: list(klubRow) },
});

/** One club by its slug (/klubovi/:slug); public. */
export const Klub = defineOperation({
  name: "Klub",
  document: `query Klub($slug: String!) {
  klubovi(where: {slug: {_eq: $slug}}, limit: 1) {
${KLUB_FIELDS}
  }
}`,
  variables: z.object({ slug: z.string().trim().min(1).max(60) }),
  result: { klubovi: list(klubRow) },
});

export type StoredKlub = ResultOf<typeof Klubovi>["klubovi"][number];

/** A new club (staff of its federation). */
export const CreateKlub = defineOperation({
  name: "CreateKlub",
  document: `mutation CreateKlub($object: klubovi_insert_input!) {
  insert_klubovi_one(object: $object) {
    id
  }
}`,
  variables: z.object({ object: klubSchema }),
  result: { insert_klubovi_one: pick<Row<typeof klub>>()(["id"]) },
});

export const klubEdits = editOperations("Klub", "klubovi", klubSchema);
