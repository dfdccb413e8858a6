ALTER TABLE `audit_log` ADD `actor_email` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `savez_id` text;--> statement-breakpoint
CREATE INDEX `audit_log_at` ON `audit_log` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_savez` ON `audit_log` (`savez_id`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `dokumenti_saveza` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `feed` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `natjecanja_dokumenti` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `natjecanja` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `natjecatelji` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `rezultati` ADD `deleted_at` text;