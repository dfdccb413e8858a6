-- The demo league (issue 31), applied after demo.sql (scripts/lib/stack.mjs): Rukometni savez Zagreba's
-- handball league of the 2026./2027. season, one group of six clubs' teams under 'Rukomet (HRS)', a double
-- round robin (Berger tables), rounds 1–5 played and decided, round 6's Nexe – Zagreb entered by the home club
-- and disputed by the away club (it does not count), and a deduction of 2 points to RK Lokomotiva. The table
-- it makes (tests/worker/lige-demo.test.ts): RK Zagreb, RK Sesvete and RK Dubrava level on 8 points, ordered by
-- their mutual matches (Zagreb +2, Sesvete +1, Dubrava −3), the reverse of goal difference (Dubrava +34,
-- Sesvete +24, Zagreb +8); RK Lokomotiva and RK Nexe level on 2 points, Lokomotiva ahead on their mutual match
-- (26 : 25) though Nexe's goal difference is better (−15 against −17). A club is known by its slug (unique): one
-- the clubs' seed already has is reused (OR IGNORE), and each team finds its club by it. Idempotent: INSERT OR
-- IGNORE with fixed ids.
WITH c(id, naziv, kratki, slug) AS (VALUES
  ('l0000000-0000-4000-8000-000000000101', 'Rukometni klub Dubrava', 'RK Dubrava', 'rk-dubrava'),
  ('l0000000-0000-4000-8000-000000000102', 'Rukometni klub Zagreb', 'RK Zagreb', 'rk-zagreb'),
  ('l0000000-0000-4000-8000-000000000103', 'Rukometni klub Sesvete', 'RK Sesvete', 'rk-sesvete'),
  ('l0000000-0000-4000-8000-000000000104', 'Rukometni klub Lokomotiva', 'RK Lokomotiva', 'rk-lokomotiva'),
  ('l0000000-0000-4000-8000-000000000105', 'Rukometni klub Nexe', 'RK Nexe', 'rk-nexe'),
  ('l0000000-0000-4000-8000-000000000106', 'Rukometni klub Trešnjevka', 'RK Trešnjevka', 'rk-tresnjevka'))
INSERT OR IGNORE INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
SELECT c.id, c.naziv, c.kratki, c.slug, 'b0000000-0000-4000-8000-000000000003' FROM c;
INSERT OR IGNORE INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, created_at, savez_id) VALUES
  ('l0000000-0000-4000-8000-000000000001', '1. rukometna liga Zagreba 2026./2027.', '2026-10-03', '2027-05-29', 'Dvorane klubova, Zagreb', '2026-09-01T08:00:00.000Z', 'b0000000-0000-4000-8000-000000000003');
INSERT OR IGNORE INTO pravila_natjecanja (id, naziv, osnova_id, verzija, pravila, savez_id) VALUES
  ('l0000000-0000-4000-8000-000000000002', 'Rukomet (HRS)', 'l0000000-0000-4000-8000-000000000002', 1, '{"name":"Rukomet (HRS)","version":1,"points":{"win":2,"draw":1,"loss":0,"forfeitWin":2,"forfeitLoss":0},"tieBreakers":["h2h_points","h2h_goal_difference","h2h_goals_for","goal_difference","goals_for","lot"],"headToHead":"mini_league"}', 'b0000000-0000-4000-8000-000000000003');
INSERT OR IGNORE INTO skupine (id, natjecanje_id, naziv, pravila_id, savez_id) VALUES
  ('l0000000-0000-4000-8000-000000000003', 'l0000000-0000-4000-8000-000000000001', 'Skupina A', 'l0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000003');
-- Each club's team, named by the club's short name; entered a minute apart, so both stores list them alike.
WITH t(id, slug, created_at) AS (VALUES
  ('l0000000-0000-4000-8000-000000000201', 'rk-dubrava', '2026-09-01T08:00:00.000Z'),
  ('l0000000-0000-4000-8000-000000000202', 'rk-zagreb', '2026-09-01T08:01:00.000Z'),
  ('l0000000-0000-4000-8000-000000000203', 'rk-sesvete', '2026-09-01T08:02:00.000Z'),
  ('l0000000-0000-4000-8000-000000000204', 'rk-lokomotiva', '2026-09-01T08:03:00.000Z'),
  ('l0000000-0000-4000-8000-000000000205', 'rk-nexe', '2026-09-01T08:04:00.000Z'),
  ('l0000000-0000-4000-8000-000000000206', 'rk-tresnjevka', '2026-09-01T08:05:00.000Z'))
INSERT OR IGNORE INTO ekipe (id, skupina_id, club_id, naziv, created_at, savez_id)
SELECT t.id, 'l0000000-0000-4000-8000-000000000003', k.id, k.kratki_naziv, t.created_at, 'b0000000-0000-4000-8000-000000000003'
FROM t JOIN klubovi k ON k.slug = t.slug;
-- The first half of the double round robin (rounds 1–5, all played): round, date, time, venue, home and away
-- team, score. Each score was decided that evening (20:00 UTC).
WITH m(id, kolo, datum, vrijeme, dvorana, domacin_id, gost_id, golovi_domacin, golovi_gost) AS (VALUES
  ('l0000000-0000-4000-8000-000000003010', 1, '2026-10-03', '18:00', 'ŠD Dubrava', 'l0000000-0000-4000-8000-000000000201', 'l0000000-0000-4000-8000-000000000206', 35, 20),
  ('l0000000-0000-4000-8000-000000003011', 1, '2026-10-03', '19:30', 'Dom sportova', 'l0000000-0000-4000-8000-000000000202', 'l0000000-0000-4000-8000-000000000205', 26, 24),
  ('l0000000-0000-4000-8000-000000003012', 1, '2026-10-03', '20:30', 'SD Sesvete', 'l0000000-0000-4000-8000-000000000203', 'l0000000-0000-4000-8000-000000000204', 29, 22),
  ('l0000000-0000-4000-8000-000000003020', 2, '2026-10-10', '18:00', 'ŠD Trešnjevka', 'l0000000-0000-4000-8000-000000000206', 'l0000000-0000-4000-8000-000000000204', 23, 25),
  ('l0000000-0000-4000-8000-000000003021', 2, '2026-10-10', '19:30', 'SD Nexe', 'l0000000-0000-4000-8000-000000000205', 'l0000000-0000-4000-8000-000000000203', 22, 30),
  ('l0000000-0000-4000-8000-000000003022', 2, '2026-10-10', '20:30', 'ŠD Dubrava', 'l0000000-0000-4000-8000-000000000201', 'l0000000-0000-4000-8000-000000000202', 25, 24),
  ('l0000000-0000-4000-8000-000000003030', 3, '2026-10-17', '18:00', 'Dom sportova', 'l0000000-0000-4000-8000-000000000202', 'l0000000-0000-4000-8000-000000000206', 27, 25),
  ('l0000000-0000-4000-8000-000000003031', 3, '2026-10-17', '19:30', 'SD Sesvete', 'l0000000-0000-4000-8000-000000000203', 'l0000000-0000-4000-8000-000000000201', 28, 24),
  ('l0000000-0000-4000-8000-000000003032', 3, '2026-10-17', '20:30', 'ŠD Trnsko', 'l0000000-0000-4000-8000-000000000204', 'l0000000-0000-4000-8000-000000000205', 26, 25),
  ('l0000000-0000-4000-8000-000000003040', 4, '2026-10-24', '18:00', 'ŠD Trešnjevka', 'l0000000-0000-4000-8000-000000000206', 'l0000000-0000-4000-8000-000000000205', 22, 29),
  ('l0000000-0000-4000-8000-000000003041', 4, '2026-10-24', '19:30', 'ŠD Dubrava', 'l0000000-0000-4000-8000-000000000201', 'l0000000-0000-4000-8000-000000000204', 33, 22),
  ('l0000000-0000-4000-8000-000000003042', 4, '2026-10-24', '20:30', 'Dom sportova', 'l0000000-0000-4000-8000-000000000202', 'l0000000-0000-4000-8000-000000000203', 30, 27),
  ('l0000000-0000-4000-8000-000000003050', 5, '2026-10-31', '18:00', 'SD Sesvete', 'l0000000-0000-4000-8000-000000000203', 'l0000000-0000-4000-8000-000000000206', 31, 23),
  ('l0000000-0000-4000-8000-000000003051', 5, '2026-10-31', '19:30', 'ŠD Trnsko', 'l0000000-0000-4000-8000-000000000204', 'l0000000-0000-4000-8000-000000000202', 24, 26),
  ('l0000000-0000-4000-8000-000000003052', 5, '2026-10-31', '20:30', 'SD Nexe', 'l0000000-0000-4000-8000-000000000205', 'l0000000-0000-4000-8000-000000000201', 21, 32))
INSERT OR IGNORE INTO utakmice (id, skupina_id, kolo, datum, vrijeme, dvorana, domacin_id, gost_id, golovi_domacin, golovi_gost, status, stanje, odgovoreno_at, savez_id)
SELECT m.id, 'l0000000-0000-4000-8000-000000000003', m.kolo, m.datum, m.vrijeme, m.dvorana, m.domacin_id, m.gost_id, m.golovi_domacin, m.golovi_gost, 'played', 'decided', m.datum || 'T20:00:00.000Z', 'b0000000-0000-4000-8000-000000000003'
FROM m;
-- Round 6's Nexe – Zagreb: entered by the home club, disputed by the away club (it does not count).
INSERT OR IGNORE INTO utakmice (id, skupina_id, kolo, datum, vrijeme, dvorana, domacin_id, gost_id, golovi_domacin, golovi_gost, status, stanje, uneseno_at, odgovoreno_at, prigovor, savez_id) VALUES
  ('l0000000-0000-4000-8000-000000003061', 'l0000000-0000-4000-8000-000000000003', 6, '2026-11-21', '19:30', 'SD Nexe', 'l0000000-0000-4000-8000-000000000205', 'l0000000-0000-4000-8000-000000000202', 27, 26, 'played', 'disputed', '2026-11-21T19:30:00.000Z', '2026-11-22T09:00:00.000Z', 'Zapisnik bilježi 26 : 26; tražimo uvid u snimku.', 'b0000000-0000-4000-8000-000000000003');
-- The second half (rounds 6–10, from 21 November) mirrors the first, as Berger tables do: round n + 5 seven weeks
-- after round n, each slot's home and away swapped, at the new home team's hall; a match's id is its mirror's + 50.
-- None is played yet but round 6's Nexe – Zagreb, entered above (OR IGNORE keeps it as it is).
INSERT OR IGNORE INTO utakmice (id, skupina_id, kolo, datum, vrijeme, dvorana, domacin_id, gost_id, status, savez_id)
SELECT printf('l0000000-0000-4000-8000-00000000%04d', CAST(substr(u.id, -4) AS INTEGER) + 50), u.skupina_id, u.kolo + 5,
  date(u.datum, '+49 days'), u.vrijeme,
  (SELECT h.dvorana FROM utakmice h WHERE h.skupina_id = u.skupina_id AND h.domacin_id = u.gost_id AND h.kolo <= 5 LIMIT 1),
  u.gost_id, u.domacin_id, 'scheduled', u.savez_id
FROM utakmice u WHERE u.skupina_id = 'l0000000-0000-4000-8000-000000000003' AND u.kolo <= 5;
INSERT OR IGNORE INTO korekcije_bodova (id, skupina_id, ekipa_id, bodovi, razlog, odluka, savez_id) VALUES
  ('l0000000-0000-4000-8000-000000000004', 'l0000000-0000-4000-8000-000000000003', 'l0000000-0000-4000-8000-000000000204', -2, 'nastup neregistriranog igrača u 2. kolu', 'Disciplinski sudac 7/2026', 'b0000000-0000-4000-8000-000000000003');
