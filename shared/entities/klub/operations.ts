// The trusted operations on clubs (issue 29): the public list (a federation's, or all), one club by slug,
// staff's create, and the edits (staff, and a club's officials for their own club). Pure: no I/O.
import { z } from "zod";
import {
  createRow,
  defineOperation,
  editOperations,
  list,
  pick,
  savezList,
  selection,
  type ResultOf,
} from "../../graphql/define";
import type { Row } from "../entity";
import { klubSchema } from "./input";
import type { klub } from ".";

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
export const Klubovi = savezList("Klubovi", "klubovi", klubRow, undefined, "asc");

/** One club by its slug (/klubovi/:slug); public. */
export const Klub = defineOperation({
  name: "Klub",
  document: `query Klub($slug: String!) {
  klubovi(where: {slug: {_eq: $slug}}, limit: 1) ${selection(klubRow)}
}`,
  variables: z.object({ slug: z.string().trim().min(1).max(60) }),
  result: { klubovi: list(klubRow) },
});

export type StoredKlub = ResultOf<typeof Klubovi>["klubovi"][number];

/** A new club (staff of its federation). */
export const CreateKlub = createRow("CreateKlub", "klubovi", klubSchema);

export const klubEdits = editOperations("Klub", "klubovi", klubSchema);
