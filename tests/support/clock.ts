// The tests' clock. Each test file starts on today; a test that depends on a date sets it: a file that reads the
// demo's dates against today stands on the seed's day from its top (pinClock(SEED_INSTANT)), a fixture with dates of
// its own sets its day. SZ_TEST_CLOCK=2027-12-01 starts every unit and Worker test file on that day instead: CI
// runs the unit tier a year ahead (scripts/test.mjs), so a test that reads today without setting its clock fails
// now rather than next year. The clock runs on from the instant it is set at the real pace, so timestamps still
// order and a test can wait; vitest's fake Date (vi.setSystemTime) installs over it and restores it. Only
// JavaScript's Date moves: the Worker dates rows from it (shared/entities/columns.ts) and sends it to PostgreSQL
// (worker/data/clock.ts); SQLite's own 'now', R2's upload times and other processes keep the machine's time
// (libfaketime, which would move it, hangs workerd).

const ORIGINAL = Symbol.for("sz.test-clock.original-date");
type WithOriginal = typeof globalThis & { [ORIGINAL]?: DateConstructor };

/** The machine's Date, kept across files that share a global scope (the Worker tier's isolates). */
const realDate = (): DateConstructor => ((globalThis as WithOriginal)[ORIGINAL] ??= Date);

/** Sets JavaScript's clock to `instant` (ISO 8601, or a day: its 10:00 UTC), running on from there. */
export function pinClock(instant: string): void {
  const RealDate = realDate();
  const at = RealDate.parse(/^\d{4}-\d{2}-\d{2}$/.test(instant) ? `${instant}T10:00:00.000Z` : instant);
  if (Number.isNaN(at)) throw new RangeError(`pinClock: '${instant}' is not an instant`);
  const offset = at - RealDate.now();
  const now = () => RealDate.now() + offset;
  class PinnedDate extends RealDate {
    constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return now();
    }
    // A Date made before the pin, or by the runtime (structuredClone, a library's own copy), is still a Date.
    static [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
}

/** The machine's time in ms, whatever the tests' clock says: what SQLite's and PostgreSQL's 'now' write. */
export const machineNow = (): number => realDate().now();

/** Gives JavaScript back the machine's clock. */
export function unpinClock(): void {
  globalThis.Date = realDate();
}

/** Starts a test file's clock: on `day` when given, else the machine's. */
export function startClock(day: string | undefined): void {
  unpinClock();
  if (day) pinClock(day);
}
