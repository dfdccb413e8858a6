CREATE TABLE `dobne_kategorije` (
	`id` text PRIMARY KEY NOT NULL,
	`sport` text NOT NULL,
	`naziv` text NOT NULL,
	`spol` text,
	`rodeni_od` integer NOT NULL,
	`rodeni_do` integer NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dobne_kategorije_raspon" CHECK(rodeni_od <= rodeni_do),
	CONSTRAINT "dobne_kategorije_spol" CHECK(spol IS NULL OR spol IN ('M', 'Z'))
);
--> statement-breakpoint
CREATE INDEX `dobne_kategorije_savez` ON `dobne_kategorije` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dobne_kategorije_created_at` ON `dobne_kategorije` ("created_at" DESC);--> statement-breakpoint
CREATE TABLE `duznosnici_klubova` (
	`id` text PRIMARY KEY NOT NULL,
	`club_id` text NOT NULL,
	`email` text NOT NULL,
	`ime` text,
	`uloga` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "duznosnici_klubova_uloga" CHECK(uloga IN ('predsjednik', 'tajnik', 'trener', 'voditelj'))
);
--> statement-breakpoint
CREATE INDEX `duznosnici_klubova_savez` ON `duznosnici_klubova` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `duznosnici_klubova_created_at` ON `duznosnici_klubova` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `duznosnici_klubova_email` ON `duznosnici_klubova` (`email`,`club_id`);--> statement-breakpoint
CREATE INDEX `duznosnici_klubova_club` ON `duznosnici_klubova` (`club_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `duznosnici_klubova_jednom` ON `duznosnici_klubova` (`club_id`,`email`,`uloga`) WHERE "duznosnici_klubova"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `klubovi` (
	`id` text PRIMARY KEY NOT NULL,
	`naziv` text NOT NULL,
	`kratki_naziv` text NOT NULL,
	`slug` text NOT NULL,
	`oib` text,
	`adresa` text,
	`email` text,
	`logo_key` text,
	`status` text DEFAULT 'aktivan' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "klubovi_status" CHECK(status IN ('aktivan', 'suspendiran', 'ugasen'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klubovi_slug_unique` ON `klubovi` (`slug`);--> statement-breakpoint
CREATE INDEX `klubovi_savez` ON `klubovi` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `klubovi_created_at` ON `klubovi` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `klubovi_savez_naziv` ON `klubovi` (`savez_id`,`naziv`);--> statement-breakpoint
CREATE TABLE `licence` (
	`id` text PRIMARY KEY NOT NULL,
	`sportas_id` text NOT NULL,
	`sezona_id` text NOT NULL,
	`club_id` text NOT NULL,
	`status` text DEFAULT 'zatrazena' NOT NULL,
	`razlog_odbijanja` text,
	`lijecnicki_do` text,
	`odlucio` integer,
	`odluceno_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`sportas_id`) REFERENCES `sportasi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sezona_id`) REFERENCES `sezone`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`odlucio`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "licence_status" CHECK(status IN ('zatrazena', 'odobrena', 'odbijena', 'suspendirana', 'istekla')),
	CONSTRAINT "licence_razlog" CHECK(status <> 'odbijena' OR razlog_odbijanja IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `licence_savez` ON `licence` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `licence_created_at` ON `licence` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `licence_club_status` ON `licence` (`club_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `licence_savez_status` ON `licence` (`savez_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `licence_sportas` ON `licence` (`sportas_id`,`sezona_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `licence_jedna_ziva` ON `licence` (`sportas_id`,`sezona_id`,`savez_id`) WHERE status IN ('zatrazena', 'odobrena', 'suspendirana') AND deleted_at IS NULL;--> statement-breakpoint
CREATE TABLE `sezone` (
	`id` text PRIMARY KEY NOT NULL,
	`naziv` text NOT NULL,
	`datum_od` text NOT NULL,
	`datum_do` text NOT NULL,
	`licence_od` text NOT NULL,
	`status` text DEFAULT 'nadolazeca' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sezone_status" CHECK(status IN ('nadolazeca', 'aktivna', 'zatvorena')),
	CONSTRAINT "sezone_dates" CHECK(datum_do >= datum_od),
	CONSTRAINT "sezone_licence_od" CHECK(licence_od <= datum_do)
);
--> statement-breakpoint
CREATE INDEX `sezone_savez` ON `sezone` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sezone_created_at` ON `sezone` ("created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `sezone_jedna_aktivna` ON `sezone` (`savez_id`) WHERE "sezone"."status" = 'aktivna' AND "sezone"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `sportasi` (
	`id` text PRIMARY KEY NOT NULL,
	`club_id` text NOT NULL,
	`ime` text NOT NULL,
	`prezime` text NOT NULL,
	`datum_rodenja` text,
	`spol` text,
	`oib` text,
	`oib_napomena` text,
	`email` text,
	`photo_key` text,
	`search_name` text DEFAULT '' NOT NULL,
	`natjecatelj_id` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`natjecatelj_id`) REFERENCES `natjecatelji`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sportasi_oib_ili_napomena" CHECK(oib IS NOT NULL OR oib_napomena IS NOT NULL),
	CONSTRAINT "sportasi_spol" CHECK(spol IS NULL OR spol IN ('M', 'Z'))
);
--> statement-breakpoint
CREATE INDEX `sportasi_savez` ON `sportasi` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sportasi_created_at` ON `sportasi` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `sportasi_club_search` ON `sportasi` (`club_id`,`search_name`,`id`);--> statement-breakpoint
CREATE INDEX `sportasi_savez_search` ON `sportasi` (`savez_id`,`search_name`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sportasi_savez_oib` ON `sportasi` (`savez_id`,`oib`) WHERE "sportasi"."oib" IS NOT NULL AND "sportasi"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `transferi` (
	`id` text PRIMARY KEY NOT NULL,
	`sportas_id` text NOT NULL,
	`from_club_id` text NOT NULL,
	`club_id` text NOT NULL,
	`status` text DEFAULT 'zatrazen' NOT NULL,
	`datum` text NOT NULL,
	`napomena` text,
	`proveden_at` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`sportas_id`) REFERENCES `sportasi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`from_club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "transferi_status" CHECK(status IN ('zatrazen', 'dogovoren', 'odbijen', 'potvrden', 'proveden')),
	CONSTRAINT "transferi_klubovi" CHECK(club_id <> from_club_id)
);
--> statement-breakpoint
CREATE INDEX `transferi_savez` ON `transferi` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transferi_created_at` ON `transferi` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `transferi_club` ON `transferi` (`club_id`,`status`);--> statement-breakpoint
CREATE INDEX `transferi_from_club` ON `transferi` (`from_club_id`,`status`);--> statement-breakpoint
CREATE INDEX `transferi_sportas` ON `transferi` (`sportas_id`);