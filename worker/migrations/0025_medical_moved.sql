-- The medical examination's date moves from the licence to the athlete (issue 50 item 4): each athlete takes the
-- latest date any of its licences holds (deleted ones aside); the next migration drops the licence's column.
UPDATE `sportasi`
SET `lijecnicki_do` = (
  SELECT max(`licence`.`lijecnicki_do`) FROM `licence`
  WHERE `licence`.`sportas_id` = `sportasi`.`id` AND `licence`.`deleted_at` IS NULL
)
WHERE `lijecnicki_do` IS NULL;
