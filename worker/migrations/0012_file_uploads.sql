CREATE TABLE `uploads` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`uploaded_by` integer,
	`savez_id` text,
	`size` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `uploads_created` ON `uploads` (`created_at`);--> statement-breakpoint
-- Files stored before this migration have no record. Every key a row links today is recorded as belonging
-- to that row's federation (a federation's logo: the federation itself), with its uploader and size from
-- the upload's audit row where there is one; a key two rows share goes to the first. Uploads of the last
-- 24 hours no row links yet (a form being filled in) are recorded as their uploader's alone. Anything else
-- stays unrecorded: no row may link it, and the sweep removes it once unreferenced.
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `slika_key`, 'image',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `feed`.`slika_key` LIMIT 1),
  `savez_id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `feed`.`slika_key` LIMIT 1)
FROM `feed` WHERE `slika_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `logo_key`, 'image',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `savezi`.`logo_key` LIMIT 1),
  `id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `savezi`.`logo_key` LIMIT 1)
FROM `savezi` WHERE `logo_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `photo_key`, 'photo',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `memberships`.`photo_key` LIMIT 1),
  `savez_id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `memberships`.`photo_key` LIMIT 1)
FROM `memberships` WHERE `photo_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `dokument_key`, 'document',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `natjecanja`.`dokument_key` LIMIT 1),
  `savez_id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `natjecanja`.`dokument_key` LIMIT 1)
FROM `natjecanja` WHERE `dokument_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `dokument_key`, 'document',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `natjecanja_dokumenti`.`dokument_key` LIMIT 1),
  `savez_id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `natjecanja_dokumenti`.`dokument_key` LIMIT 1)
FROM `natjecanja_dokumenti` WHERE `dokument_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`)
SELECT `dokument_key`, 'document',
  (SELECT `actor_id` FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `dokumenti_saveza`.`dokument_key` LIMIT 1),
  `savez_id`,
  (SELECT json_extract(`changed_fields`, '$.size') FROM `audit_log` WHERE `action` = 'upload' AND `entity` = 'files' AND `entity_id` = `dokumenti_saveza`.`dokument_key` LIMIT 1)
FROM `dokumenti_saveza` WHERE `dokument_key` IS NOT NULL ORDER BY `created_at`;
--> statement-breakpoint
INSERT OR IGNORE INTO `uploads` (`key`, `kind`, `uploaded_by`, `savez_id`, `size`, `created_at`)
SELECT `entity_id`,
  CASE WHEN `entity_id` LIKE 'clanstva/%' THEN 'photo'
       WHEN json_extract(`changed_fields`, '$.contentType') LIKE 'image/%' THEN 'image'
       ELSE 'document' END,
  `actor_id`, NULL, json_extract(`changed_fields`, '$.size'), `at`
FROM `audit_log`
WHERE `action` = 'upload' AND `entity` = 'files' AND `at` > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
