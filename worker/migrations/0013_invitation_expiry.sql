-- Invitations expire (issue 28, item 3): a pending invitation applies only until expires_at, 14 days after it
-- was sent (INVITATION_DAYS in shared/entities/roles.ts). The ones sent before this migration get the same
-- 14 days from their sending.
ALTER TABLE `pozivnice` ADD `expires_at` text;
--> statement-breakpoint
UPDATE `pozivnice` SET `expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+14 days') WHERE `expires_at` IS NULL;
