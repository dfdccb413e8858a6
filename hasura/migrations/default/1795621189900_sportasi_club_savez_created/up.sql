-- A club's athletes newest first, asked by club and federation (D1 migration 0023_sportasi_club_savez_created,
-- shared/entities/sportas): the same index on both providers.
DROP INDEX IF EXISTS sportasi_club_created;
CREATE INDEX sportasi_club_savez_created ON sportasi (club_id, savez_id, created_at);
