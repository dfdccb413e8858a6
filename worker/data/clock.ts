// The Worker's clock. Everything the Worker dates (a row's created_at, a window's "open now", a card's expiry,
// the daily job's day) reads JavaScript's Date, which the tests set (tests/support/clock.ts): the unit and Worker
// tiers run on the demo seed's day and again a year ahead. PostgreSQL takes the same time from each request the
// Worker sends Hasura (x-hasura-now: its created_at defaults, the 48-hour answer window, a transfer's day, the
// register's 'istekla'; hasura/migrations/…_worker_clock), so both providers answer alike on any day.

/** The session variable that carries the Worker's time to PostgreSQL (sz_clock()). */
export const CLOCK_SESSION_VARIABLE = "x-hasura-now";

/** The Worker's time, as the session variable Hasura passes on to PostgreSQL. */
export const clockSession = (): Record<string, string> => ({ [CLOCK_SESSION_VARIABLE]: new Date().toISOString() });
