-- A club's athletes newest first (D1 migration 0019_sportasi_club_created).
CREATE INDEX sportasi_club_created ON sportasi (club_id, created_at);
