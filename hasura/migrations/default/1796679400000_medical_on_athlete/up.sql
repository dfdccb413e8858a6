-- The medical examination's date moves from the licence to the athlete (issue 50 item 4; D1 migrations
-- 0024_medical_on_athlete, 0025_medical_moved and 0026_licence_medical_dropped): each athlete takes the latest date
-- any of its licences holds (deleted ones aside), then the licence's column goes. No session is set here, so the
-- content triggers neither count versions up nor write audit rows for the move.
ALTER TABLE sportasi ADD COLUMN lijecnicki_do text;
UPDATE sportasi SET lijecnicki_do = (
  SELECT max(l.lijecnicki_do) FROM licence l WHERE l.sportas_id = sportasi.id AND l.deleted_at IS NULL
)
WHERE lijecnicki_do IS NULL;
ALTER TABLE licence DROP COLUMN lijecnicki_do;
