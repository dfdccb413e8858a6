CREATE TABLE `natjecanja_natjecatelji` (
	`id` text PRIMARY KEY NOT NULL,
	`natjecanje_id` text NOT NULL,
	`natjecatelj_id` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`natjecanje_id`) REFERENCES `natjecanja`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`natjecatelj_id`) REFERENCES `natjecatelji`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `natjecanja_natjecatelji_savez` ON `natjecanja_natjecatelji` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `natjecanja_natjecatelji_natjecanje` ON `natjecanja_natjecatelji` (`natjecanje_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `natjecanja_natjecatelji_jednom` ON `natjecanja_natjecatelji` (`natjecanje_id`,`natjecatelj_id`) WHERE "natjecanja_natjecatelji"."deleted_at" IS NULL;