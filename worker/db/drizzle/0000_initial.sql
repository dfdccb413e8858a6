-- Baseline only: this schema predates Drizzle and is applied by worker/migrations/0001_initial.sql.
-- drizzle-kit keeps its snapshot (meta/0000_snapshot.json) to diff the entity tables against.
SELECT 1;
