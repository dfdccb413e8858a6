-- The entries' reads the bench grows (issue 30; D1 migration 0022_entries_indexes, shared/entities/nastup): a
-- competition's entries of one status (its start lists and fees read the accepted ones) and a club's entries in
-- every competition (/moj-klub), by index however many entries a competition holds.
CREATE INDEX nastupi_natjecanje_status ON nastupi (natjecanje_id, status);
CREATE INDEX nastupi_club ON nastupi (club_id, natjecanje_id);
