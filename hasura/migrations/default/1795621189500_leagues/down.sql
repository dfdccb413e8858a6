DROP TABLE IF EXISTS utakmice;
DROP TABLE IF EXISTS korekcije_bodova;
DROP TABLE IF EXISTS ekipe;
DROP TABLE IF EXISTS skupine;
DROP TABLE IF EXISTS pravila_natjecanja;
DROP FUNCTION IF EXISTS sz_utakmica_rezultat();
