-- Every first-wave row belongs to Zicer Savez, the federation of the spec's staff menu; first-wave staff
-- become staff of it (users.role 'staff' is no longer a platform role: staff rights are per federation in
-- staff_savezi, admin stays platform-wide); People search keys for the accounts that exist.
INSERT OR IGNORE INTO savezi (id, slug, naziv, opis, created_at)
VALUES ('b0000000-0000-4000-8000-000000000001', 'zicer-savez', 'Zicer Savez', 'Savez iz izbornika djelatnika.', '2025-01-01T08:00:00.000Z');
--> statement-breakpoint
UPDATE feed SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE rezultati SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE natjecatelji SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE natjecanja SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE natjecanja_dokumenti SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE dokumenti_saveza SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
UPDATE memberships SET savez_id = 'b0000000-0000-4000-8000-000000000001' WHERE savez_id IS NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO staff_savezi (user_id, savez_id)
SELECT id, 'b0000000-0000-4000-8000-000000000001' FROM users WHERE role = 'staff';
--> statement-breakpoint
UPDATE users SET role = 'member' WHERE role = 'staff';
--> statement-breakpoint
UPDATE users SET search_email = lower(email) WHERE search_email IS NULL AND email IS NOT NULL;
