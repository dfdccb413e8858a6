DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transferi', 'licence', 'dobne_kategorije', 'sportasi', 'duznosnici_klubova', 'klubovi',
                           'sezone'] LOOP
    EXECUTE format('DROP VIEW IF EXISTS %1$s_obrisano', t);
    EXECUTE format('DROP VIEW IF EXISTS %1$s_objavljeno', t);
    EXECUTE format('DROP TABLE IF EXISTS %1$I', t);
  END LOOP;
END $$;
DROP FUNCTION IF EXISTS sz_club_federation();
DROP FUNCTION IF EXISTS sz_sportas_search();
DROP FUNCTION IF EXISTS sz_licence_decided();
DROP FUNCTION IF EXISTS sz_transfer_step();
DROP FUNCTION IF EXISTS sz_transfer_asked();
