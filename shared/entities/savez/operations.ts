// The trusted operations on federations: every federation and one by its slug (public), a new one and its edit
// (admins). This module is pure: no I/O.
import { z } from "zod";
import { affectedRows, createOne, defineOperation, list, pick, selection, type ResultOf } from "../../graphql/define";
import { savezSchema } from "./input";
import { uuid } from "../../schemas/text";
import type { Row } from "../entity";
import { publicDokument } from "../dokument-saveza/operations";
import { publicFeedItem } from "../feed/operations";
import type { savez } from ".";
import { SAVEZ_COLUMNS, savezColumns } from "./read";

type SavezRow = Row<typeof savez>;

export { Savezi, type Savez } from "./read";

/** One federation by its slug with its latest announcements and its documents (public): /savezi/:slug. */
export const SavezBySlug = defineOperation({
  name: "Savez",
  document: `query Savez($slug: String!) {
  savezi(where: {slug: {_eq: $slug}}, limit: 1) {
${savezColumns(2)}
    feed(order_by: {created_at: desc_nulls_last}, limit: 12) ${selection(publicFeedItem, 2)}
    dokumenti_saveza(order_by: {created_at: desc_nulls_last}) ${selection(publicDokument, 2)}
  }
}`,
  variables: z.object({ slug: z.string().trim().min(1).max(60) }),
  result: {
    savezi: list(
      pick<SavezRow>()(SAVEZ_COLUMNS, { feed: list(publicFeedItem), dokumenti_saveza: list(publicDokument) }),
    ),
  },
});

/** One federation with its 12 latest announcements and its documents (Savez). */
export type SavezPage = ResultOf<typeof SavezBySlug>["savezi"][number];

/** A new federation (admins). */
export const CreateSavez = createOne("CreateSavez", "savezi", savezSchema, pick<SavezRow>()(["id", "slug"]));

/** Edits a federation if nobody changed it since `version` was read (admins); 0 rows is a 409 conflict. */
export const UpdateSavez = defineOperation({
  name: "UpdateSavez",
  document: `mutation UpdateSavez($id: String!, $version: Int!, $set: savezi_set_input!) {
  update_savezi(where: {id: {_eq: $id}, version: {_eq: $version}}, _set: $set) {
    affected_rows
  }
}`,
  variables: z.object({ id: uuid, version: z.number().int().positive(), set: savezSchema.partial() }),
  result: { update_savezi: affectedRows },
});
