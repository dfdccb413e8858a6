// The public read of federations: every federation (Savezi), for /savezi, the competitions' filter and the staff's
// switcher. Nothing of zod at run time (read.ts of an entity: its public reads). Pure: no I/O.
import { defineOperation, list, pick, type ResultOf } from "../../graphql/operation";
import type { Row } from "../entity";
import type { savez } from ".";

type SavezRow = Row<typeof savez>;

/** A federation's own columns, as every query of federations selects them. */
export const SAVEZ_COLUMNS = ["id", "slug", "naziv", "opis", "logo_key", "email", "web", "version"] as const;
/** A federation's own fields, one a line as they stand in the documents (here and in operations.ts). */
export const savezColumns = (depth: number) => SAVEZ_COLUMNS.map((name) => `${"  ".repeat(depth)}${name}`).join("\n");

/** Every federation, oldest first (public): /savezi and the staff's federation switcher. */
export const Savezi = defineOperation({
  name: "Savezi",
  document: `query Savezi {
  savezi(order_by: {created_at: asc_nulls_last}) {
${savezColumns(2)}
  }
}`,
  result: { savezi: list(pick<SavezRow>()(SAVEZ_COLUMNS)) },
});

/** A federation as the Savezi and Savez queries return it. */
export type Savez = ResultOf<typeof Savezi>["savezi"][number];
