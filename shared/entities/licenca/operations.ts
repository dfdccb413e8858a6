// The trusted operations on licences (issue 29): a club's or a federation's licences (the queue), a request
// for one athlete or many, staff's approval and rejection (one, or many at once from the queue), and the edits.
// This module is pure: no I/O.
import { z } from "zod";
import {
  affectedRows,
  createRow,
  defineOperation,
  editOperations,
  filteredList,
  insertMany,
  pick,
  type ResultOf,
  updateAtVersion,
} from "../../graphql/define";
import { rowId, savezId, trimmed } from "../../schemas/text";
import type { Row } from "../entity";
import { LICENCA_STATUSES } from "../klubovi-common";
import { licenceIds, licenceRequestSchema, licencaObject, licencaSchema, rejectionReason } from "./input";
import type { licenca } from ".";

const licencaRow = pick<Row<typeof licenca>>()([
  "id",
  "sportas_id",
  "sezona_id",
  "club_id",
  "status",
  "razlog_odbijanja",
  "odluceno_at",
  "savez_id",
  "created_at",
  "version",
]);

/** Licences of a club (its officials, staff) or of a federation (staff's queue), by season and status. */
export const Licence = filteredList(
  "Licence",
  "licence",
  licencaRow,
  {
    club_id: rowId.nullish(),
    savez_id: savezId,
    sezona_id: rowId.nullish(),
    status: z.enum(LICENCA_STATUSES).nullish(),
  },
  { order: "asc", limit: "variable" },
);

export type StoredLicenca = ResultOf<typeof Licence>["licence"][number];

/** A club requests a licence for one athlete. */
export const ZatraziLicencu = createRow("ZatraziLicencu", "licence", licencaSchema);

/** A club requests licences for many athletes at once (all or nothing). */
export const ZatraziLicence = insertMany("ZatraziLicence", "licence", licenceRequestSchema);

/** A decision on one licence read at `version` (staff). */
const decision = <const Name extends string, S extends z.ZodType>(name: Name, set: S) =>
  updateAtVersion(name, "licence", set);

/** 'Odobri': one requested licence approved. */
export const OdobriLicencu = decision("OdobriLicencu", z.object({ status: z.literal("odobrena") }).strict());
/** 'Odbij' with its required reason. */
export const OdbijLicencu = decision(
  "OdbijLicencu",
  z.object({ status: z.literal("odbijena"), razlog_odbijanja: trimmed(1, 500) }).strict(),
);

/**
 * The queue's bulk decisions: every named licence still requested is decided in one write (a licence decided
 * meanwhile is left as it is; affected_rows says how many were).
 */
export const OdobriLicence = defineOperation({
  name: "OdobriLicence",
  document: `mutation OdobriLicence($ids: [String!]!) {
  update_licence(where: {id: {_in: $ids}, status: {_eq: "zatrazena"}}, _set: {status: "odobrena"}) {
    affected_rows
  }
}`,
  variables: z.object({ ids: licenceIds }),
  result: { update_licence: affectedRows },
});

export const OdbijLicence = defineOperation({
  name: "OdbijLicence",
  document: `mutation OdbijLicence($ids: [String!]!, $razlog: String!) {
  update_licence(where: {id: {_in: $ids}, status: {_eq: "zatrazena"}}, _set: {status: "odbijena", razlog_odbijanja: $razlog}) {
    affected_rows
  }
}`,
  variables: z.object({ ids: licenceIds, razlog: trimmed(1, 500) }),
  result: { update_licence: affectedRows },
});

export const licencaEdits = editOperations("Licenca", "licence", licencaObject, [rejectionReason]);
