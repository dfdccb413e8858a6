DROP TRIGGER IF EXISTS transferi_rows ON transferi;
DROP FUNCTION IF EXISTS sz_transfer_rows();
DROP TRIGGER IF EXISTS licence_rows ON licence;
DROP FUNCTION IF EXISTS sz_licence_rows();
DROP FUNCTION IF EXISTS sz_athlete_of(text, text);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['duznosnici_klubova', 'sportasi', 'licence', 'transferi'] LOOP
    EXECUTE format('DROP TRIGGER %1$s_club_federation ON %1$I', t);
    EXECUTE format('CREATE TRIGGER %1$s_club_federation BEFORE INSERT OR UPDATE OF club_id ON %1$I
                    FOR EACH ROW EXECUTE FUNCTION sz_club_federation()', t);
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION sz_club_federation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.savez_id := (SELECT savez_id FROM klubovi WHERE id = NEW.club_id);
  RETURN NEW;
END $$;
