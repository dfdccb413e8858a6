// An announcement's texts: its fields' labels, as the entry form and the edit form show them. Part of the one
// catalogue (shared/texts/index.ts re-exports it), kept in the entity's folder. Pure, no I/O.

/** An announcement's field labels, by column. */
export const T_NAJAVA = {
  subject: "Naslov",
  description: "Opis",
};
