// A membership's fields as staff edit them (shared/entities/fields.ts): the edit dialog's list. The number is
// not among them: only an admin sets it, and the dialog adds it for one. Pure.
import { defineFields, fieldNames } from "../fields";
import { T_CLANSTVO } from "./texts";
import type { Row } from "../entity";
import type { membership } from ".";

export const MEMBERSHIP_FIELDS = defineFields<Row<typeof membership>>()({
  first_name: { kind: "text", label: T_CLANSTVO.first_name, required: true },
  last_name: { kind: "text", label: T_CLANSTVO.last_name, required: true },
  email: { kind: "text", label: T_CLANSTVO.email, required: true },
  type: { kind: "text", label: T_CLANSTVO.type, required: true },
  valid_from: { kind: "date", label: T_CLANSTVO.valid_from, required: true },
  expiry: { kind: "date", label: T_CLANSTVO.expiry, required: true, notBefore: "valid_from" },
  date_of_birth: { kind: "date", label: T_CLANSTVO.date_of_birth, required: false },
});

/** The names of a membership's fields, in form order. */
export const MEMBERSHIP_FIELD_NAMES = fieldNames(MEMBERSHIP_FIELDS);
