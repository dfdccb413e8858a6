// SQL that grows the feed table for the growth measurement: one INSERT … SELECT over a recursive counter,
// so 100 000 rows load in one statement instead of a 10 MB file of VALUES. This module is pure: no I/O.

/**
 * Inserts feed rows numbered `from`..`to` (inclusive): one a minute from 2024-01-01, so the newest are the
 * highest numbers, and every 100th row without created_at (the spec orders nulls last, so those must never
 * surface in the 12 latest). Ids are deterministic so a rerun cannot collide with the demo seed.
 */
export function feedRowsSql(from: number, to: number): string {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) {
    throw new RangeError(`bad feed row range ${from}..${to}`);
  }
  return `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
INSERT INTO feed (id, subject, description, slika_url, created_at)
SELECT printf('bench-feed-%08d', i),
       'Događaj ' || i,
       'Opis događaja broj ' || i || ': utakmica, utrka ili turnir negdje u Zagrebu, ulaz slobodan.',
       NULL,
       CASE WHEN i % 100 = 0 THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || i || ' minutes') END
FROM n;`;
}

/** Three results, so ReadFeed's second list has rows to read as it would in production. */
export const RESULTS_SQL = `INSERT INTO rezultati (id, payload, created_at) VALUES
  ('bench-rez-1', '{"poredak":[{"mjesto":1,"bodovi":30,"ime":"Ana"},{"mjesto":2,"bodovi":25,"ime":"Ivo"}]}', '2025-03-01T10:00:00.000Z'),
  ('bench-rez-2', '{"poredak":[{"mjesto":1,"bodovi":28,"ime":"Maja"}]}', '2025-03-02T10:00:00.000Z'),
  ('bench-rez-3', '{"poredak":[{"mjesto":1,"bodovi":22,"ime":"Luka"}]}', '2025-03-03T10:00:00.000Z');`;
