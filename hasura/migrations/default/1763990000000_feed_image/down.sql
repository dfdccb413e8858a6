DROP TRIGGER IF EXISTS feed_slika_url ON feed;
DROP FUNCTION IF EXISTS sz_feed_slika_url();
ALTER TABLE feed DROP COLUMN IF EXISTS slika_key;
