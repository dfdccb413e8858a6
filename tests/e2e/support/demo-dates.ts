// The demo seed's dates as the stack applied them: moved from the day the seed was written to the day it was
// applied (worker/seed/relative.ts). A spec names a date as the seed's text has it and compares with this.
import { zagrebDay } from "../../../shared/dates";
import { seedShift, shiftSeed } from "../../../worker/seed/relative";

/** The day the browser tests' stack seeded D1 (scripts/lib/stack.mjs sets it), else today in Zagreb. */
const seededOn = () => process.env.SZ_SEEDED_ON ?? zagrebDay();

/** A date, instant or season label of the seed's text ('2026-12-31', '2026./2027.') as the stack seeded it. */
export const asSeeded = (text: string): string => shiftSeed(text, seedShift(seededOn()));
