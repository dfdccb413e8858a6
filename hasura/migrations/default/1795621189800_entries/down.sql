DROP TABLE IF EXISTS nastupi_clanovi;
DROP TABLE IF EXISTS nastupi;
DROP TABLE IF EXISTS discipline;
DROP TABLE IF EXISTS postavke_prijava;
DROP FUNCTION IF EXISTS sz_nastup_napusta();
DROP FUNCTION IF EXISTS sz_nastup_odluka();
DROP FUNCTION IF EXISTS sz_nastup_korak();
