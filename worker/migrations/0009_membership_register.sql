CREATE TABLE `membership_registers` (
	`savez_id` text PRIMARY KEY NOT NULL,
	`prefix` text NOT NULL,
	`next_number` integer DEFAULT 1 NOT NULL,
	`types` text DEFAULT '["Gold","Silver","Bronze"]' NOT NULL,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- memberships no longer reference users (issue 18: erasing an account deletes nothing from the register).
CREATE TABLE `__new_memberships` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'aktivna' NOT NULL,
	`suspension_reason` text,
	`valid_from` text,
	`expiry` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`date_of_birth` text,
	`email` text,
	`photo_key` text,
	`profile_picture_url` text,
	`search_name` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Each membership keeps its row; the link becomes the email of the account it belonged to (lower-cased), the
-- first wave's 'active' is the register's 'aktivna', a card was valid from the day it was created.
INSERT INTO `__new_memberships`("id", "number", "type", "status", "suspension_reason", "valid_from", "expiry", "first_name", "last_name", "date_of_birth", "email", "photo_key", "profile_picture_url", "search_name", "created_at", "version", "savez_id", "deleted_at")
  SELECT m."id", m."number", m."type", CASE m."status" WHEN 'suspended' THEN 'suspendirana' WHEN 'suspendirana' THEN 'suspendirana' ELSE 'aktivna' END,
    NULL, substr(m."created_at", 1, 10), m."expiry", m."first_name", m."last_name", NULL,
    (SELECT lower(u."email") FROM `users` u WHERE u."id" = m."user_id"), NULL, m."profile_picture_url",
    lower(trim(m."last_name" || ' ' || m."first_name")), m."created_at", m."version", m."savez_id", NULL
  FROM `memberships` m;--> statement-breakpoint
DROP TABLE `memberships`;--> statement-breakpoint
ALTER TABLE `__new_memberships` RENAME TO `memberships`;--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_savez_number` ON `memberships` (`savez_id`,`number`);--> statement-breakpoint
CREATE INDEX `memberships_email_created_at` ON `memberships` (`email`,`created_at`);--> statement-breakpoint
CREATE INDEX `memberships_savez_search` ON `memberships` (`savez_id`,`search_name`,`id`);