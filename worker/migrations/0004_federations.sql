CREATE TABLE `pozivnice` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`savez_id` text,
	`invited_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`accepted_at` text,
	`accepted_by` integer,
	`withdrawn_at` text,
	`withdrawn_by` integer,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`withdrawn_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pozivnice_staff_has_savez" CHECK((role = 'staff') = (savez_id IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX `pozivnice_email` ON `pozivnice` (`email`);--> statement-breakpoint
CREATE TABLE `savezi` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`naziv` text NOT NULL,
	`opis` text DEFAULT '' NOT NULL,
	`logo_key` text,
	`email` text,
	`web` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `savezi_slug_unique` ON `savezi` (`slug`);--> statement-breakpoint
CREATE TABLE `staff_savezi` (
	`user_id` integer NOT NULL,
	`savez_id` text NOT NULL,
	`granted_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	PRIMARY KEY(`user_id`, `savez_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_savezi_savez` ON `staff_savezi` (`savez_id`);--> statement-breakpoint
ALTER TABLE `dokumenti_saveza` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `dokumenti_saveza_savez` ON `dokumenti_saveza` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `feed` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `feed_savez` ON `feed` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `memberships` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `memberships_savez` ON `memberships` (`savez_id`);--> statement-breakpoint
ALTER TABLE `natjecanja_dokumenti` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `natjecanja_dokumenti_savez` ON `natjecanja_dokumenti` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `natjecanja` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `natjecanja_savez` ON `natjecanja` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `natjecatelji` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `natjecatelji_savez` ON `natjecatelji` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `rezultati` ADD `savez_id` text REFERENCES savezi(id);--> statement-breakpoint
CREATE INDEX `rezultati_savez` ON `rezultati` (`savez_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `search_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `search_name` text;--> statement-breakpoint
CREATE INDEX `users_search_email` ON `users` (`search_email`,`id`);--> statement-breakpoint
CREATE INDEX `users_search_name` ON `users` (`search_name`,`id`);