-- Demo data for `npm start` and the browser tests. Idempotent: fixed ids, INSERT OR IGNORE.
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
