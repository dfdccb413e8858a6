DROP VIEW IF EXISTS natjecanja_natjecatelji_obrisano;
DROP VIEW IF EXISTS natjecanja_natjecatelji_objavljeno;
DROP TABLE IF EXISTS natjecanja_natjecatelji;
DROP FUNCTION IF EXISTS sz_prijava_same_federation();
