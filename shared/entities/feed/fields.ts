// An announcement's fields as people meet them (shared/entities/fields.ts): the edit form's list, and the
// public shape (the archive, /dogadanja/:id) picked from the row type. Pure.
import { defineFields, fieldNames } from "../fields";
import { T_NAJAVA } from "./texts";
import type { Row } from "../entity";
import type { feed } from ".";

export const FEED_FIELDS = defineFields<Row<typeof feed>>()({
  subject: { kind: "text", label: T_NAJAVA.subject, required: true },
  description: { kind: "textarea", label: T_NAJAVA.description, required: true },
});

/** The names of an announcement's fields, in form order. */
export const FEED_FIELD_NAMES = fieldNames(FEED_FIELDS);

/** The columns a visitor reads: the id, the fields, the picture's URL and when it was written. */
export const FEED_PUBLIC = ["id", ...FEED_FIELD_NAMES, "slika_url", "created_at"] as const;

/** An announcement's public columns, picked from the row type. */
export type FeedPublic = Pick<Row<typeof feed>, (typeof FEED_PUBLIC)[number]>;
