// A result's shape as readers see it (home's latest results in ReadFeed, the deleted rows' list), with nothing
// of zod at run time: a public page reads it without the input schemas (read.ts of an entity: its public reads).
// Pure: no I/O.
import { pick, scalar, type Shape } from "../../graphql/operation";
import type { RezultatPayload } from "./input";
import type { Row } from "../entity";
import type { rezultat } from ".";

/** Result columns typed from the row; the payload is JSON (Hasura's jsonb), not the text D1 stores. */
export const rezultatFields = <
  K extends keyof Row<typeof rezultat> & string,
  N extends Record<string, Shape<unknown>> = Record<never, never>,
>(
  columns: readonly K[],
  nested: N = {} as N,
) => pick<Row<typeof rezultat>>()(columns, { payload: scalar<RezultatPayload>(), ...nested });
