// The categories a licence shows (issue 29): an athlete's age categories for a season, from the federation's
// definitions, computed by categoriesFor (never typed), joined as one text for a list, a card and its token.
// This module is pure: no I/O.
import { categoriesFor, type Sex } from "./categories";

/** What this reads of a season, an athlete and a stored category definition. */
interface Season {
  datum_od: string;
  datum_do: string;
}
interface Athlete {
  datum_rodenja: string | null;
  spol: string | null;
}
interface Definition {
  naziv: string;
  spol: string | null;
  rodeni_od: number;
  rodeni_do: number;
}

const sexOf = (value: string | null): Sex | null => (value === "M" || value === "Z" ? value : null);

/** The athlete's categories for the season, as "Kadeti, U-15"; "" without a date of birth or a match. */
export function licenceCategory(athlete: Athlete, season: Season, definitions: readonly Definition[]): string {
  if (!athlete.datum_rodenja) return "";
  const categories = definitions.map((d) => ({
    name: d.naziv,
    sex: sexOf(d.spol),
    bornFromOffset: d.rodeni_od,
    bornToOffset: d.rodeni_do,
  }));
  const found = categoriesFor(
    { dateOfBirth: athlete.datum_rodenja, sex: sexOf(athlete.spol) },
    { start: season.datum_od, end: season.datum_do },
    categories,
  );
  return found.map((c) => c.name).join(", ");
}
