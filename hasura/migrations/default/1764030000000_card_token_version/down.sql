ALTER TABLE memberships DROP COLUMN token_version;
