CREATE TABLE `discipline` (
	`id` text PRIMARY KEY NOT NULL,
	`natjecanje_id` text NOT NULL,
	`naziv` text NOT NULL,
	`kategorije` text DEFAULT '[]' NOT NULL,
	`spol` text,
	`vrsta` text DEFAULT 'pojedinacno' NOT NULL,
	`posada` integer DEFAULT 1 NOT NULL,
	`zamjene` integer DEFAULT 0 NOT NULL,
	`max_prijava` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`natjecanje_id`) REFERENCES `natjecanja`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "discipline_vrsta" CHECK(vrsta IN ('pojedinacno', 'posada')),
	CONSTRAINT "discipline_spol" CHECK(spol IS NULL OR spol IN ('M', 'Z')),
	CONSTRAINT "discipline_posada" CHECK(vrsta <> 'posada' OR posada >= 2),
	CONSTRAINT "discipline_pojedinacno" CHECK(vrsta <> 'pojedinacno' OR (posada = 1 AND zamjene = 0))
);
--> statement-breakpoint
CREATE INDEX `discipline_savez` ON `discipline` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `discipline_created_at` ON `discipline` ("created_at" DESC);--> statement-breakpoint
CREATE INDEX `discipline_natjecanje` ON `discipline` (`natjecanje_id`,`naziv`);--> statement-breakpoint
CREATE TABLE `nastupi_clanovi` (
	`id` text PRIMARY KEY NOT NULL,
	`nastup_id` text NOT NULL,
	`disciplina_id` text NOT NULL,
	`sportas_id` text NOT NULL,
	`mjesto_u_posadi` integer DEFAULT 1 NOT NULL,
	`aktivan` integer DEFAULT true NOT NULL,
	`savez_id` text,
	FOREIGN KEY (`nastup_id`) REFERENCES `nastupi`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`disciplina_id`) REFERENCES `discipline`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sportas_id`) REFERENCES `sportasi`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `nastupi_clanovi_nastup` ON `nastupi_clanovi` (`nastup_id`);--> statement-breakpoint
CREATE INDEX `nastupi_clanovi_sportas` ON `nastupi_clanovi` (`sportas_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `nastupi_clanovi_jednom` ON `nastupi_clanovi` (`disciplina_id`,`sportas_id`) WHERE "nastupi_clanovi"."aktivan" = 1;--> statement-breakpoint
CREATE TABLE `nastupi` (
	`id` text PRIMARY KEY NOT NULL,
	`natjecanje_id` text NOT NULL,
	`disciplina_id` text NOT NULL,
	`club_id` text NOT NULL,
	`status` text NOT NULL,
	`redni` integer NOT NULL,
	`startni_broj` integer,
	`razlog_odbijanja` text,
	`naknadna` integer DEFAULT false NOT NULL,
	`kotizacija_centi` integer DEFAULT 0 NOT NULL,
	`zakasnjela` integer DEFAULT false NOT NULL,
	`promaknuta_zbog` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	`mjesto` integer,
	`rezultat` text,
	FOREIGN KEY (`natjecanje_id`) REFERENCES `natjecanja`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`disciplina_id`) REFERENCES `discipline`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`club_id`) REFERENCES `klubovi`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "nastupi_status" CHECK(status IN ('prihvacena', 'cekanje', 'povucena', 'odbijena')),
	CONSTRAINT "nastupi_razlog" CHECK(status <> 'odbijena' OR razlog_odbijanja IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `nastupi_savez` ON `nastupi` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `nastupi_created_at` ON `nastupi` ("created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `nastupi_disciplina_redni` ON `nastupi` (`disciplina_id`,`redni`);--> statement-breakpoint
CREATE INDEX `nastupi_disciplina_status` ON `nastupi` (`disciplina_id`,`status`,`redni`);--> statement-breakpoint
CREATE INDEX `nastupi_natjecanje_club` ON `nastupi` (`natjecanje_id`,`club_id`,`status`);--> statement-breakpoint
CREATE TABLE `postavke_prijava` (
	`id` text PRIMARY KEY NOT NULL,
	`natjecanje_id` text NOT NULL,
	`sezona_id` text NOT NULL,
	`otvaranje` text NOT NULL,
	`zatvaranje` text NOT NULL,
	`izmjene_do` text,
	`licenca_obavezna` integer DEFAULT true NOT NULL,
	`max_po_disciplini` integer,
	`max_po_klubu` integer,
	`kotizacija_centi` integer DEFAULT 0 NOT NULL,
	`zakasnina_centi` integer,
	`zakasnina_od` text,
	`javne_prije_zatvaranja` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	`version` integer DEFAULT 1 NOT NULL,
	`savez_id` text,
	`deleted_at` text,
	FOREIGN KEY (`natjecanje_id`) REFERENCES `natjecanja`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sezona_id`) REFERENCES `sezone`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`savez_id`) REFERENCES `savezi`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "postavke_prijava_zatvaranje" CHECK(zatvaranje > otvaranje),
	CONSTRAINT "postavke_prijava_izmjene" CHECK(izmjene_do IS NULL OR izmjene_do >= otvaranje),
	CONSTRAINT "postavke_prijava_zakasnina" CHECK(zakasnina_od IS NULL OR zakasnina_centi IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `postavke_prijava_savez` ON `postavke_prijava` (`savez_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `postavke_prijava_created_at` ON `postavke_prijava` ("created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX `postavke_prijava_natjecanje` ON `postavke_prijava` (`natjecanje_id`);