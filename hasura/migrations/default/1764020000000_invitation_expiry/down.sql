ALTER TABLE pozivnice DROP COLUMN expires_at;
