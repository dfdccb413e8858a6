-- Invitations expire (D1 migration 0013): a pending invitation applies only until expires_at, 14 days after it
-- was sent; the ones sent before get the same 14 days from their sending.
ALTER TABLE pozivnice ADD COLUMN expires_at text COLLATE "C";
UPDATE pozivnice SET expires_at = to_char((created_at::timestamptz + interval '14 days') AT TIME ZONE 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE expires_at IS NULL AND created_at IS NOT NULL;
