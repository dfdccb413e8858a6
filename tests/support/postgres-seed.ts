// D1 seed SQL (worker/seed/demo.sql) in PostgreSQL's words, for the Hasura provider's PostgreSQL. Pure, no
// I/O: the Worker tests (workerd) import it as well as the unit tests (Node).

/** SQLite's INSERT OR IGNORE is PostgreSQL's INSERT ... ON CONFLICT DO NOTHING. */
export function postgresSeed(sqliteSeed: string): string {
  return sqliteSeed
    .replace(/INSERT OR IGNORE INTO/g, "INSERT INTO")
    .replace(/\);\s*$/gm, ") ON CONFLICT DO NOTHING;\n");
}
