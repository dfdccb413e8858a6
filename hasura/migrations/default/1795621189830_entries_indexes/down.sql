DROP INDEX IF EXISTS nastupi_club;
DROP INDEX IF EXISTS nastupi_natjecanje_status;
