DROP INDEX `sportasi_club_created`;--> statement-breakpoint
CREATE INDEX `sportasi_club_savez_created` ON `sportasi` (`club_id`,`savez_id`,`created_at`);