DROP INDEX IF EXISTS sportasi_club_created;
