// Euro amounts as staff type and read them on the entry screens (issue 30): "20", "20,50" or "20.5" to cents,
// and cents to "20,50 EUR". Pure: no I/O.
import { euros } from "./csv";

/** Cents of a typed amount; null for an empty one, NaN for anything that is not an amount of at most 2 decimals. */
export function centsOf(text: string): number | null {
  const value = text.trim().replace(/\s/g, "");
  if (value === "") return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the form shows them again ("20,50"). */
export const amountText = (cents: number | null) => (cents === null ? "" : euros(cents));

/** Cents as a sum on screen: "20,50 EUR". */
export const eurosText = (cents: number) => `${euros(cents)} EUR`;

/** A cap as typed: null for empty, NaN for anything but a whole number from 1. */
export function capOf(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : NaN;
}
