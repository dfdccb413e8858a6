// A membership's texts: its fields' labels, as the register's forms, its CSV mapping and the edit dialog show
// them. Part of the one catalogue (shared/texts/index.ts re-exports it; T_REGISTAR's names point here), kept in
// the entity's folder. Pure, no I/O.

/** A membership's field labels, by column. */
export const T_CLANSTVO = {
  first_name: "Ime",
  last_name: "Prezime",
  email: "E-pošta",
  type: "Vrsta",
  valid_from: "Vrijedi od",
  expiry: "Istek",
  date_of_birth: "Datum rođenja",
  number: "Broj",
};
