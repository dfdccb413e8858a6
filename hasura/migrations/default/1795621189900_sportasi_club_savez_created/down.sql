DROP INDEX IF EXISTS sportasi_club_savez_created;
CREATE INDEX sportasi_club_created ON sportasi (club_id, created_at);
