// A competition's fields as people meet them: the staff form's list (kind, label, required) and what each
// means publicly (a detail row of /natjecanja/:id, the calendar's SUMMARY and LOCATION, the schema.org
// SportsEvent's name, dates and Place). The public shape is picked from these names (NATJECANJE_PUBLIC). Pure.
import { defineFields, fieldNames } from "../fields";
import { T_NATJECANJE } from "./texts";
import type { Row } from "../entity";
import type { natjecanje } from ".";

export const NATJECANJE_FIELDS = defineFields<Row<typeof natjecanje>>()({
  naziv: { kind: "text", label: T_NATJECANJE.naziv, required: true, ical: "SUMMARY", jsonLd: ["name"] },
  datum_od: { kind: "date", label: T_NATJECANJE.datum_od, required: true, jsonLd: ["startDate"] },
  datum_do: {
    kind: "date",
    label: T_NATJECANJE.datum_do,
    required: true,
    notBefore: "datum_od",
    jsonLd: ["endDate"],
  },
  // The venue (a hall, a pool): the Place's name, first in the calendar's LOCATION, before the address.
  mjesto: {
    kind: "text",
    label: T_NATJECANJE.mjesto,
    required: false,
    ical: "LOCATION",
    jsonLd: ["location.name"],
    detail: "text",
  },
  lokacija: {
    kind: "text",
    label: T_NATJECANJE.lokacija,
    required: true,
    ical: "LOCATION",
    jsonLd: ["location.name", "location.address"],
    detail: "map",
  },
});

/** The names of a competition's fields, in form order. */
export const NATJECANJE_FIELD_NAMES = fieldNames(NATJECANJE_FIELDS);

/** The columns a visitor reads: the id and every field. */
export const NATJECANJE_PUBLIC = ["id", ...NATJECANJE_FIELD_NAMES] as const;

/** A competition's public columns, picked from the row type. */
export type NatjecanjePublic = Pick<Row<typeof natjecanje>, (typeof NATJECANJE_PUBLIC)[number]>;
