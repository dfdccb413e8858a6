CREATE INDEX `nastupi_natjecanje_status` ON `nastupi` (`natjecanje_id`,`status`);--> statement-breakpoint
CREATE INDEX `nastupi_club` ON `nastupi` (`club_id`,`natjecanje_id`);