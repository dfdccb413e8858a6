// The trusted operations on stored competitors (staff): the list, the all-or-nothing insert, the edits.
// This module is pure: no I/O.
import { editOperations, insertMany, pick, savezList, type ResultOf } from "../../graphql/define";
import { natjecateljSchema, natjecateljiSchema } from "./input";
import type { Row } from "../entity";
import type { natjecatelj } from ".";

/** Stored competitors, newest first (staff). */
export const Natjecatelji = savezList(
  "Natjecatelji",
  "natjecatelji",
  pick<Row<typeof natjecatelj>>()(["id", "ime", "prezime", "team", "created_at", "version"]),
  5000,
);

/** One stored competitor as Natjecatelji returns it. */
export type StoredNatjecatelj = ResultOf<typeof Natjecatelji>["natjecatelji"][number];

/** Competitors from a CSV or the manual form, all or nothing (staff). */
export const InsertNatjecatelji = insertMany("InsertNatjecatelji", "natjecatelji", natjecateljiSchema);

export const natjecateljEdits = editOperations("Natjecatelj", "natjecatelji", natjecateljSchema);
