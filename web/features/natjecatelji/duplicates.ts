// Flags competitors that repeat within the list or are already stored, the way a person would judge it
// (case, diacritics and spacing ignored: the same match key the Worker stores). This module is pure: no I/O.
import { matchKey } from "../../../shared/match-key";
import type { Natjecatelj } from "../../../shared/types";

/** Why a row is flagged: `firstRow` is the 1-based row it repeats; `stored` means it is already saved. */
export interface DuplicateFlag {
  firstRow: number | null;
  stored: boolean;
}

/** One flag per row, in order. */
export function flagDuplicates(rows: Natjecatelj[], storedKeys: ReadonlySet<string>): DuplicateFlag[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const key = matchKey(row);
    const firstRow = seen.get(key) ?? null;
    if (firstRow === null) seen.set(key, index + 1);
    return { firstRow, stored: storedKeys.has(key) };
  });
}

/** The match keys of stored competitors. */
export function keysOf(rows: readonly Natjecatelj[]): Set<string> {
  return new Set(rows.map(matchKey));
}

/** The list without rows that repeat an earlier row or a stored competitor. */
export function withoutDuplicates(rows: Natjecatelj[], storedKeys: ReadonlySet<string>): Natjecatelj[] {
  const flags = flagDuplicates(rows, storedKeys);
  return rows.filter((_, i) => flags[i]!.firstRow === null && !flags[i]!.stored);
}
