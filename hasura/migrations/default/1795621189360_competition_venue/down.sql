ALTER TABLE natjecanja DROP COLUMN mjesto;
