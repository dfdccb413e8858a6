ALTER TABLE licence ADD COLUMN lijecnicki_do text;
UPDATE licence SET lijecnicki_do = (SELECT s.lijecnicki_do FROM sportasi s WHERE s.id = licence.sportas_id);
ALTER TABLE sportasi DROP COLUMN lijecnicki_do;
