// A competition's texts: its fields' labels, as the staff form, the edit form and the public page show them.
// Part of the one catalogue (shared/texts/index.ts re-exports it), kept in the entity's folder so that a new
// field's label is an edit of the folder. Pure, no I/O.

/** A competition's field labels, by column. */
export const T_NATJECANJE = {
  naziv: "Naziv natjecanja",
  datum_od: "Od",
  datum_do: "Do",
  mjesto: "Mjesto održavanja",
  lokacija: "Lokacija",
};
