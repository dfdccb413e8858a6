-- An announcement's own picture (D1 migration 0011_feed_image): the R2 key of an uploaded photo. Its URL,
-- slika_url, is derived from the key on write, as the D1 provider derives it (shared/entities/feed.ts): a key
-- gives /api/v1/files/slike/<key>; removing the key clears an uploaded picture's URL; a seeded picture's
-- static URL (no key) is never touched.
ALTER TABLE feed ADD COLUMN slika_key text;

CREATE FUNCTION sz_feed_slika_url() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slika_key IS NOT NULL THEN
    NEW.slika_url := '/api/v1/files/slike/' || NEW.slika_key;
  ELSIF NEW.slika_url LIKE '/api/v1/files/slike/%' THEN
    NEW.slika_url := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER feed_slika_url BEFORE INSERT OR UPDATE ON feed FOR EACH ROW EXECUTE FUNCTION sz_feed_slika_url();
