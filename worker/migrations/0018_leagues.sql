CREATE TABLE `ekipe` (
	`id` text PRIMARY KEY NOT NULL,
	`skupina_id` text NOT NULL,
	`club_id` text NOT NULL,
	`naziv` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`skupina_id`) REFERENCES `skupine`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ekipe_savez` ON `ekipe` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ekipe_created_at` ON `ekipe` ("created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `ekipe_skupina_naziv` ON `ekipe` (`skupina_id`,`naziv`) WHERE "ekipe"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX `ekipe_club` ON `ekipe` (`club_id`);--> statement-breakpoint
CREATE TABLE `korekcije_bodova` (
	`id` text PRIMARY KEY NOT NULL,
	`skupina_id` text NOT NULL,
	`ekipa_id` text NOT NULL,
	`bodovi` integer NOT NULL,
	`razlog` text NOT NULL,
	`odluka` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`skupina_id`) REFERENCES `skupine`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ekipa_id`) REFERENCES `ekipe`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `korekcije_bodova_savez` ON `korekcije_bodova` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `korekcije_bodova_created_at` ON `korekcije_bodova` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `korekcije_bodova_skupina` ON `korekcije_bodova` (`skupina_id`);--> statement-breakpoint
CREATE TABLE `pravila_natjecanja` (
	`id` text PRIMARY KEY NOT NULL,
	`naziv` text NOT NULL,
	`osnova_id` text NOT NULL,
	`verzija` integer NOT NULL,
	`pravila` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pravila_natjecanja_savez` ON `pravila_natjecanja` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `pravila_natjecanja_created_at` ON `pravila_natjecanja` ("created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `pravila_natjecanja_verzija` ON `pravila_natjecanja` (`osnova_id`,`verzija`);--> statement-breakpoint
CREATE TABLE `skupine` (
	`id` text PRIMARY KEY NOT NULL,
	`natjecanje_id` text NOT NULL,
	`naziv` text NOT NULL,
	`pravila_id` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`natjecanje_id`) REFERENCES `natjecanja`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pravila_id`) REFERENCES `pravila_natjecanja`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `skupine_savez` ON `skupine` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `skupine_created_at` ON `skupine` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `skupine_natjecanje` ON `skupine` (`natjecanje_id`,`naziv`);--> statement-breakpoint
CREATE TABLE `utakmice` (
	`id` text PRIMARY KEY NOT NULL,
	`skupina_id` text NOT NULL,
	`kolo` integer NOT NULL,
	`datum` text,
	`vrijeme` text,
	`dvorana` text,
	`domacin_id` text NOT NULL,
	`gost_id` text NOT NULL,
	`golovi_domacin` integer,
	`golovi_gost` integer,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`predaja_pobjednik` text,
	`stanje` text,
	`unio` integer,
	`uneseno_at` text,
	`odgovorio` integer,
	`odgovoreno_at` text,
	`prigovor` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`skupina_id`) REFERENCES `skupine`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`domacin_id`) REFERENCES `ekipe`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`gost_id`) REFERENCES `ekipe`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`unio`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`odgovorio`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "utakmice_status" CHECK(status IN ('scheduled', 'played', 'forfeit', 'postponed', 'annulled')),
	CONSTRAINT "utakmice_stanje" CHECK(stanje IS NULL OR stanje IN ('entered', 'confirmed', 'disputed', 'decided')),
	CONSTRAINT "utakmice_ekipe" CHECK(domacin_id <> gost_id),
	CONSTRAINT "utakmice_golovi" CHECK((golovi_domacin IS NULL OR golovi_domacin >= 0) AND (golovi_gost IS NULL OR golovi_gost >= 0))
);
--> statement-breakpoint
CREATE INDEX `utakmice_savez` ON `utakmice` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `utakmice_created_at` ON `utakmice` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `utakmice_skupina_kolo` ON `utakmice` (`skupina_id`,`kolo`);--> statement-breakpoint
CREATE INDEX `utakmice_domacin` ON `utakmice` (`domacin_id`,`datum`);--> statement-breakpoint
CREATE INDEX `utakmice_gost` ON `utakmice` (`gost_id`,`datum`);