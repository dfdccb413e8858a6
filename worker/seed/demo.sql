-- Demo data for `npm start` and the browser tests. Idempotent: fixed ids, INSERT OR IGNORE. The dates are as they
-- stand on SEED_DAY (2026-11-28); applied on another day they move to it (worker/seed/relative.ts).
-- The two demo users' firebase_user_id values are the fixed uids scripts/emulator.mjs gives the
-- Auth Emulator accounts staff@demo.test and clan@demo.test.

INSERT OR IGNORE INTO users (id, uuid, firebase_user_id, email, email_verified, role, bc_membership_number, created_at, search_email) VALUES
  (1, '6f1c1f1e-0000-4000-8000-000000000001', 'demo-staff-uid', 'staff@demo.test', 1, 'member', NULL, '2025-01-02T09:00:00.000Z', 'staff@demo.test'),
  (2, '6f1c1f1e-0000-4000-8000-000000000002', 'demo-clan-uid', 'clan@demo.test', 1, 'member', 'BC-2025-0042', '2025-01-03T09:00:00.000Z', 'clan@demo.test'),
  (3, '6f1c1f1e-0000-4000-8000-000000000003', 'demo-admin-uid', 'admin@demo.test', 1, 'admin', NULL, '2025-01-01T09:00:00.000Z', 'admin@demo.test');

-- The federations: Zicer Savez (migration 0005 creates it; every first-wave row is its), rowing, handball.
-- Every demo row names its federation: the regatta announcement the rowing one's, the handball derby the
-- handball one's, everything else Zicer Savez's.
INSERT OR IGNORE INTO savezi (id, slug, naziv, opis, email, web, created_at) VALUES
  ('b0000000-0000-4000-8000-000000000001', 'zicer-savez', 'Zicer Savez', 'Savez iz izbornika djelatnika.', NULL, NULL, '2025-01-01T08:00:00.000Z'),
  ('b0000000-0000-4000-8000-000000000002', 'zagrebacki-veslacki-savez', 'Zagrebački veslački savez', 'Veslački klubovi Grada Zagreba i regate na Jarunu.', 'info@veslanje.demo.test', 'https://veslanje.demo.test', '2025-01-01T08:01:00.000Z'),
  ('b0000000-0000-4000-8000-000000000003', 'rukometni-savez-zagreba', 'Rukometni savez Zagreba', 'Rukometni klubovi, lige i turniri u Zagrebu.', 'info@rukomet.demo.test', 'https://rukomet.demo.test', '2025-01-01T08:02:00.000Z');

-- staff@demo.test works for Zicer Savez only.
INSERT OR IGNORE INTO staff_savezi (user_id, savez_id, created_at) VALUES
  (1, 'b0000000-0000-4000-8000-000000000001', '2025-01-02T09:00:00.000Z');

INSERT OR IGNORE INTO memberships (id, email, number, type, status, valid_from, expiry, first_name, last_name, profile_picture_url, created_at, savez_id, search_name) VALUES
  ('a1000000-0000-4000-8000-000000000001', 'clan@demo.test', '0042', 'Gold', 'aktivna', '2025-01-05', '2026-12-31', 'Ivana', 'Horvat', '/images/avatars/ivana.svg', '2025-01-05T10:00:00.000Z', 'b0000000-0000-4000-8000-000000000001', 'horvat ivana'),
  ('a1000000-0000-4000-8000-000000000002', 'clan@demo.test', '1187', 'Silver', 'aktivna', '2025-02-11', '2026-06-30', 'Ivana', 'Horvat', NULL, '2025-02-11T10:00:00.000Z', 'b0000000-0000-4000-8000-000000000001', 'horvat ivana');

INSERT OR IGNORE INTO feed (id, subject, description, slika_url, created_at, savez_id) VALUES
  ('f0000000-0000-4000-8000-000000000001', 'Zagrebačka regata na Jarunu', 'Veslački klubovi iz cijele Hrvatske natječu se na Jarunu u subotu od 9 sati. Ulaz je slobodan.', '/images/events/veslanje.svg', '2025-05-30T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000002', 'Rukometni derbi u Areni Zagreb', 'RK Zagreb dočekuje RK Nexe u utakmici 25. kola. Ulaznice na blagajni Arene.', '/images/events/rukomet.svg', '2025-05-29T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('f0000000-0000-4000-8000-000000000003', 'Zagrebački noćni polumaraton', 'Start i cilj na Trgu bana Jelačića; staza prolazi Savskim nasipom.', '/images/events/trcanje.svg', '2025-05-28T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000004', 'Turnir u malom nogometu Trešnjevka', 'Prijave ekipa do petka u 20 sati na igralištu OŠ Trešnjevka.', NULL, '2025-05-27T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000005', 'Plivački miting Mladost', 'Bazen Mladost ugošćuje 400 plivača iz 30 klubova.', '/images/events/plivanje.svg', '2025-05-26T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000006', 'Košarkaški kamp za djecu', 'Ljetni kamp u dvorani Dražen Petrović za djecu od 8 do 14 godina.', NULL, '2025-05-25T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000007', NULL, 'Obavijest bez naslova: dvorana Sutinska vrela zatvorena je zbog radova.', NULL, '2025-05-24T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000008', 'Biciklijada oko Jaruna', 'Rekreativna vožnja za sve uzraste, okupljanje kod Aquariusa.', '/images/events/biciklizam.svg', '2025-05-23T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000009', 'Teniski turnir Maksimir', 'Amaterski turnir parova na terenima TK Maksimir.', NULL, '2025-05-22T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000010', 'Odbojka na pijesku, Bundek', 'Prvi turnir sezone na pijesku kod jezera Bundek.', NULL, '2025-05-21T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000011', 'Kajak kanu sprint', 'Državno prvenstvo u sprintu na veslačkoj stazi Jarun.', '/images/events/veslanje.svg', '2025-05-20T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000012', 'Rukometna škola Dubrava', 'Upisi u rukometnu školu za djevojčice i dječake.', '/images/events/rukomet.svg', '2025-05-19T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000013', 'Hokej na ledu: Medveščak', 'Prijateljska utakmica u Domu sportova.', NULL, '2025-05-18T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000014', 'Stolni tenis, Sveučilišna liga', 'Završni turnir studentske lige.', NULL, '2025-05-17T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000015', 'Atletski miting Hanžeković', 'Memorijal Borisa Hanžekovića na stadionu u Kranjčevićevoj.', '/images/events/trcanje.svg', NULL, 'b0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000016', 'Streljaštvo, Zagrebački kup', 'Natjecanje u gađanju zračnom puškom.', NULL, NULL, 'b0000000-0000-4000-8000-000000000001');

INSERT OR IGNORE INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, mjesto, created_at, savez_id) VALUES
  ('c0000000-0000-4000-8000-000000000001', 'Zagrebačka regata 2025', '2025-05-31', '2025-06-01', 'Jarun, Zagreb', NULL, '2025-04-01T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('c0000000-0000-4000-8000-000000000002', 'Kup grada Zagreba u rukometu', '2025-04-25', '2025-04-27', 'Lanište 30, Zagreb', 'Arena Zagreb', '2025-03-01T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001');

INSERT OR IGNORE INTO rezultati (id, natjecanje_id, payload, created_at, savez_id) VALUES
  ('r0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', '{"naziv":"Zagrebačka regata 2025","poredak":[{"mjesto":1,"bodovi":48,"ime":"HVK Mladost"},{"mjesto":2,"bodovi":41,"ime":"VK Croatia"},{"mjesto":3,"bodovi":33,"ime":"VK Trešnjevka"}]}', '2025-06-01T18:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('r0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', '{"naziv":"Kup grada Zagreba u rukometu","poredak":[{"mjesto":1,"bodovi":6,"ime":"RK Zagreb"},{"mjesto":2,"bodovi":4,"ime":"RK Dubrava"},{"mjesto":3,"bodovi":2,"ime":"RK Lokomotiva"},{"mjesto":4,"bodovi":0,"ime":"RK Sesvete"}]}', '2025-04-27T20:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('r0000000-0000-4000-8000-000000000003', NULL, '{"naziv":"Noćni polumaraton - ekipno","poredak":[{"mjesto":1,"bodovi":120,"ime":"AK Dinamo-Zrinjevac"},{"mjesto":2,"bodovi":98,"ime":"AK Agram"}]}', '2025-03-15T21:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('r0000000-0000-4000-8000-000000000004', NULL, '{"naziv":"Zimska liga malog nogometa","poredak":[{"mjesto":1,"bodovi":21,"ime":"MNK Trešnjevka"},{"mjesto":2,"bodovi":18,"ime":"MNK Špansko"},{"mjesto":3,"bodovi":12,"ime":"MNK Maksimir"}]}', '2025-02-20T21:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('r0000000-0000-4000-8000-000000000005', NULL, '{"naziv":"Stari rezultat bez datuma","poredak":[{"mjesto":1,"bodovi":3,"ime":"Ekipa A"}]}', NULL, 'b0000000-0000-4000-8000-000000000001');

INSERT OR IGNORE INTO dokumenti_saveza (id, naziv, opis, dokument_url, created_at, savez_id) VALUES
  ('d0000000-0000-4000-8000-000000000001', 'Statut saveza', 'Važeći statut Zagrebačkog sportskog saveza.', '/documents/statut-saveza.pdf', '2025-01-10T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('d0000000-0000-4000-8000-000000000002', 'Pravilnik o natjecanjima', 'Pravila prijave i provedbe natjecanja za sezonu 2025.', '/documents/pravilnik-o-natjecanjima.pdf', '2025-01-11T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('d0000000-0000-4000-8000-000000000003', 'Obrazac za registraciju natjecatelja', 'Obrazac koji klubovi ispunjavaju za nove natjecatelje.', '/documents/obrazac-registracija.pdf', '2025-01-12T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001');

-- The season (issue 29). Four more demo accounts (scripts/lib/stack.mjs, README): rukomet@demo.test is staff of
-- Rukometni savez Zagreba; klub@demo.test is tajnik of RK Dubrava, klub2@demo.test of RK Zagreb and
-- veslanje@demo.test of VK Trešnjevka (an official is a duznosnici_klubova row of their verified email).
INSERT OR IGNORE INTO users (id, uuid, firebase_user_id, email, email_verified, role, bc_membership_number, created_at, search_email) VALUES
  (4, '6f1c1f1e-0000-4000-8000-000000000004', 'demo-rukomet-uid', 'rukomet@demo.test', 1, 'member', NULL, '2026-06-01T09:00:00.000Z', 'rukomet@demo.test'),
  (5, '6f1c1f1e-0000-4000-8000-000000000005', 'demo-klub-uid', 'klub@demo.test', 1, 'member', NULL, '2026-06-01T09:01:00.000Z', 'klub@demo.test'),
  (6, '6f1c1f1e-0000-4000-8000-000000000006', 'demo-klub2-uid', 'klub2@demo.test', 1, 'member', NULL, '2026-06-01T09:02:00.000Z', 'klub2@demo.test'),
  (7, '6f1c1f1e-0000-4000-8000-000000000007', 'demo-veslanje-uid', 'veslanje@demo.test', 1, 'member', NULL, '2026-06-01T09:03:00.000Z', 'veslanje@demo.test');

INSERT OR IGNORE INTO staff_savezi (user_id, savez_id, created_at) VALUES
  (4, 'b0000000-0000-4000-8000-000000000003', '2026-06-01T09:00:01.000Z');

-- Each federation's seasons: last one closed, 2026./2027. active.
INSERT OR IGNORE INTO sezone (id, naziv, datum_od, datum_do, licence_od, status, created_at, savez_id) VALUES
  ('50000000-0000-4000-8000-000000000011', '2025./2026.', '2025-09-01', '2026-06-30', '2025-07-01', 'zatvorena', '2025-06-01T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('50000000-0000-4000-8000-000000000012', '2026./2027.', '2026-09-01', '2027-06-30', '2026-07-01', 'aktivna', '2026-06-01T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000001'),
  ('50000000-0000-4000-8000-000000000021', '2025./2026.', '2025-09-01', '2026-06-30', '2025-07-01', 'zatvorena', '2025-06-01T08:00:01.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('50000000-0000-4000-8000-000000000022', '2026./2027.', '2026-09-01', '2027-06-30', '2026-07-01', 'aktivna', '2026-06-01T08:00:01.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('50000000-0000-4000-8000-000000000031', '2025./2026.', '2025-09-01', '2026-06-30', '2025-07-01', 'zatvorena', '2025-06-01T08:00:02.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('50000000-0000-4000-8000-000000000032', '2026./2027.', '2026-09-01', '2027-06-30', '2026-07-01', 'aktivna', '2026-06-01T08:00:02.000Z', 'b0000000-0000-4000-8000-000000000003');

INSERT OR IGNORE INTO dobne_kategorije (id, sport, naziv, spol, rodeni_od, rodeni_do, created_at, savez_id) VALUES
  ('60000000-0000-4000-8000-000000000031', 'rukomet', 'Mlađi kadeti', 'M', -14, -13, '2026-06-01T08:00:03.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('60000000-0000-4000-8000-000000000032', 'rukomet', 'Kadeti', 'M', -16, -15, '2026-06-01T08:01:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('60000000-0000-4000-8000-000000000033', 'rukomet', 'Kadetkinje', 'Z', -16, -15, '2026-06-01T08:02:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('60000000-0000-4000-8000-000000000034', 'rukomet', 'Seniori', NULL, -99, -19, '2026-06-01T08:03:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('60000000-0000-4000-8000-000000000021', 'veslanje', 'Juniori', NULL, -18, -17, '2026-06-01T08:00:04.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('60000000-0000-4000-8000-000000000022', 'veslanje', 'Seniori', NULL, -99, -19, '2026-06-01T08:01:01.000Z', 'b0000000-0000-4000-8000-000000000002');

INSERT OR IGNORE INTO klubovi (id, naziv, kratki_naziv, slug, oib, adresa, email, status, created_at, savez_id) VALUES
  ('70000000-0000-4000-8000-000000000031', 'Rukometni klub Dubrava', 'RK Dubrava', 'rk-dubrava', '41325678904', 'Avenija Dubrava 51, Zagreb', 'info@rk-dubrava.demo.test', 'aktivan', '2026-06-01T08:00:05.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('70000000-0000-4000-8000-000000000032', 'Rukometni klub Zagreb', 'RK Zagreb', 'rk-zagreb', '27182818283', 'Trg Krešimira Ćosića 11, Zagreb', 'info@rk-zagreb.demo.test', 'aktivan', '2026-06-01T08:01:02.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('70000000-0000-4000-8000-000000000033', 'Rukometni klub Sesvete', 'RK Sesvete', 'rk-sesvete', '31415926539', 'Trg Dragutina Domjanića 6, Sesvete', 'info@rk-sesvete.demo.test', 'aktivan', '2026-06-01T08:02:01.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('70000000-0000-4000-8000-000000000021', 'Veslački klub Trešnjevka', 'VK Trešnjevka', 'vk-tresnjevka', '16180339882', 'Jarun, Aleja Matije Ljubeka bb, Zagreb', 'info@vk-tresnjevka.demo.test', 'aktivan', '2026-06-01T08:00:06.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('70000000-0000-4000-8000-000000000022', 'Hrvatski veslački klub Mladost', 'VK Mladost', 'vk-mladost', '57721566492', 'Jarun, Aleja Matije Ljubeka 3, Zagreb', 'info@vk-mladost.demo.test', 'aktivan', '2026-06-01T08:01:03.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('70000000-0000-4000-8000-000000000023', 'Veslački klub Croatia', 'VK Croatia', 'vk-croatia', '14142135624', 'Jarun, Aleja Matije Ljubeka 5, Zagreb', 'info@vk-croatia.demo.test', 'aktivan', '2026-06-01T08:02:02.000Z', 'b0000000-0000-4000-8000-000000000002');

INSERT OR IGNORE INTO duznosnici_klubova (id, club_id, email, ime, uloga, created_at, savez_id) VALUES
  ('71000000-0000-4000-8000-000000000031', '70000000-0000-4000-8000-000000000031', 'klub@demo.test', 'Tajnik RK Dubrava', 'tajnik', '2026-06-01T09:01:01.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('71000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000032', 'klub2@demo.test', 'Tajnica RK Zagreb', 'tajnik', '2026-06-01T09:02:01.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('71000000-0000-4000-8000-000000000021', '70000000-0000-4000-8000-000000000021', 'veslanje@demo.test', 'Tajnik VK Trešnjevka', 'tajnik', '2026-06-01T09:03:01.000Z', 'b0000000-0000-4000-8000-000000000002');

-- The clubs' athletes, each in the federation of its club, with the last day their sports medical examination is
-- valid (issue 50 item 4; none recorded for some): on the seed day Ivan Kovačević's and Karlo Vuković's run out
-- within the month, Ana Babić's and Petra Jurić's have run out.
WITH s(id, club_id, ime, prezime, datum_rodenja, spol, oib, search_name, created_at, lijecnicki_do) AS (VALUES
  ('72000000-0000-4000-8000-000000000311', '70000000-0000-4000-8000-000000000031', 'Luka', 'Horvat', '2011-03-14', 'M', '22360679777', 'horvat luka', '2026-06-02T08:00:00.000Z', '2027-03-01'),
  ('72000000-0000-4000-8000-000000000312', '70000000-0000-4000-8000-000000000031', 'Ivan', 'Kovačević', '2010-11-02', 'M', '17320508079', 'kovacevic ivan', '2026-06-02T08:01:00.000Z', '2026-12-15'),
  ('72000000-0000-4000-8000-000000000313', '70000000-0000-4000-8000-000000000031', 'Ana', 'Babić', '2011-07-21', 'Z', '69314718057', 'babic ana', '2026-06-02T08:02:00.000Z', '2026-05-01'),
  ('72000000-0000-4000-8000-000000000315', '70000000-0000-4000-8000-000000000031', 'Petra', 'Jurić', '2010-05-09', 'Z', '30102999569', 'juric petra', '2026-06-02T08:04:00.000Z', '2026-06-30'),
  ('72000000-0000-4000-8000-000000000321', '70000000-0000-4000-8000-000000000032', 'Domagoj', 'Novak', '2001-02-17', 'M', '47712125472', 'novak domagoj', '2026-06-02T09:00:00.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000322', '70000000-0000-4000-8000-000000000032', 'Filip', 'Knežević', '2003-09-05', 'M', '84509804002', 'knezevic filip', '2026-06-02T09:01:00.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000323', '70000000-0000-4000-8000-000000000032', 'Matej', 'Pavlović', '2010-12-31', 'M', '95424250944', 'pavlovic matej', '2026-06-02T09:02:00.000Z', NULL),
  ('72000000-0000-4000-8000-000000000331', '70000000-0000-4000-8000-000000000033', 'Josip', 'Božić', '2011-01-01', 'M', '11235813214', 'bozic josip', '2026-06-02T10:00:00.000Z', NULL),
  ('72000000-0000-4000-8000-000000000332', '70000000-0000-4000-8000-000000000033', 'Tomislav', 'Blažević', '2009-04-12', 'M', '34558914428', 'blazevic tomislav', '2026-06-02T10:01:00.000Z', '2027-04-30'),
  ('72000000-0000-4000-8000-000000000211', '70000000-0000-4000-8000-000000000021', 'Nina', 'Perić', '2008-06-18', 'Z', '23337761094', 'peric nina', '2026-06-02T08:00:01.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000212', '70000000-0000-4000-8000-000000000021', 'Karlo', 'Vuković', '2007-10-23', 'M', '98765432106', 'vukovic karlo', '2026-06-02T08:01:01.000Z', '2026-12-20'),
  ('72000000-0000-4000-8000-000000000213', '70000000-0000-4000-8000-000000000021', 'Lana', 'Matić', '2009-02-02', 'Z', '10293847565', 'matic lana', '2026-06-02T08:02:01.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000221', '70000000-0000-4000-8000-000000000022', 'Damir', 'Martinović', '2000-08-08', 'M', '56473829103', 'martinovic damir', '2026-06-02T09:00:01.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000222', '70000000-0000-4000-8000-000000000022', 'Sara', 'Tomić', '2007-03-03', 'Z', '13579246808', 'tomic sara', '2026-06-02T09:01:01.000Z', '2027-06-30'),
  ('72000000-0000-4000-8000-000000000231', '70000000-0000-4000-8000-000000000023', 'Bruno', 'Grgić', '2006-12-12', 'M', '24680135792', 'grgic bruno', '2026-06-02T10:00:01.000Z', NULL),
  ('72000000-0000-4000-8000-000000000232', '70000000-0000-4000-8000-000000000023', 'Ema', 'Šarić', '2008-09-29', 'Z', '11122233343', 'saric ema', '2026-06-02T10:01:01.000Z', NULL))
INSERT OR IGNORE INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib, search_name, created_at, lijecnicki_do, savez_id)
SELECT s.id, s.club_id, s.ime, s.prezime, s.datum_rodenja, s.spol, s.oib, s.search_name, s.created_at, s.lijecnicki_do, k.savez_id
FROM s JOIN klubovi k ON k.id = s.club_id;
-- An athlete without an OIB yet: the note says why (an OIB or a note, sportasi_oib_ili_napomena).
INSERT OR IGNORE INTO sportasi (id, club_id, ime, prezime, datum_rodenja, spol, oib_napomena, search_name, created_at, lijecnicki_do, savez_id) VALUES
  ('72000000-0000-4000-8000-000000000314', '70000000-0000-4000-8000-000000000031', 'Marko', 'Marić', '1998-01-30', 'M', 'Strani državljanin, OIB u postupku.', 'maric marko', '2026-06-02T08:03:00.000Z', '2027-01-31', 'b0000000-0000-4000-8000-000000000003');

-- Licences in every status: RK Dubrava's show all five (istekla is last season's), the other clubs approved ones.
-- (The medical examination's date is the athlete's, above.)
INSERT OR IGNORE INTO licence (id, sportas_id, sezona_id, club_id, status, razlog_odbijanja, odlucio, odluceno_at, created_by, created_at, savez_id) VALUES
  ('73000000-0000-4000-8000-000000000001', '72000000-0000-4000-8000-000000000311', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000031', 'zatrazena', NULL, NULL, NULL, 5, '2026-07-02T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000002', '72000000-0000-4000-8000-000000000312', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000031', 'odobrena', NULL, 4, '2026-07-03T10:00:00.000Z', 5, '2026-07-02T08:01:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000003', '72000000-0000-4000-8000-000000000313', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000031', 'odbijena', 'Liječnički pregled je istekao.', 4, '2026-07-03T10:01:00.000Z', 5, '2026-07-02T08:02:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000004', '72000000-0000-4000-8000-000000000314', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000031', 'suspendirana', NULL, 4, '2026-08-10T10:00:00.000Z', 5, '2026-07-02T08:03:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000005', '72000000-0000-4000-8000-000000000315', '50000000-0000-4000-8000-000000000031', '70000000-0000-4000-8000-000000000031', 'istekla', NULL, NULL, '2026-06-30T22:00:00.000Z', 5, '2025-07-02T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000006', '72000000-0000-4000-8000-000000000321', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000032', 'odobrena', NULL, 4, '2026-07-04T10:00:00.000Z', 6, '2026-07-02T09:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000007', '72000000-0000-4000-8000-000000000322', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000032', 'zatrazena', NULL, NULL, NULL, 6, '2026-07-02T09:01:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000008', '72000000-0000-4000-8000-000000000332', '50000000-0000-4000-8000-000000000032', '70000000-0000-4000-8000-000000000033', 'odobrena', NULL, 4, '2026-07-05T10:00:00.000Z', NULL, '2026-07-02T10:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'),
  ('73000000-0000-4000-8000-000000000009', '72000000-0000-4000-8000-000000000211', '50000000-0000-4000-8000-000000000022', '70000000-0000-4000-8000-000000000021', 'odobrena', NULL, NULL, '2026-07-05T10:00:01.000Z', 7, '2026-07-02T08:00:01.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('73000000-0000-4000-8000-000000000010', '72000000-0000-4000-8000-000000000212', '50000000-0000-4000-8000-000000000022', '70000000-0000-4000-8000-000000000021', 'zatrazena', NULL, NULL, NULL, 7, '2026-07-02T08:01:01.000Z', 'b0000000-0000-4000-8000-000000000002'),
  ('73000000-0000-4000-8000-000000000011', '72000000-0000-4000-8000-000000000221', '50000000-0000-4000-8000-000000000022', '70000000-0000-4000-8000-000000000022', 'odobrena', NULL, NULL, '2026-07-05T10:00:02.000Z', NULL, '2026-07-02T09:00:01.000Z', 'b0000000-0000-4000-8000-000000000002');

-- One pending transfer: RK Dubrava asks RK Sesvete for Josip Božić.
INSERT OR IGNORE INTO transferi (id, sportas_id, from_club_id, club_id, status, datum, napomena, created_by, created_at, savez_id) VALUES
  ('74000000-0000-4000-8000-000000000001', '72000000-0000-4000-8000-000000000331', '70000000-0000-4000-8000-000000000033', '70000000-0000-4000-8000-000000000031', 'zatrazen', '2026-09-01', 'Prelazak u starije kadete.', 5, '2026-07-10T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000003');
