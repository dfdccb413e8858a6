-- The hand-picked start lists become entries (issue 30): each competition with a start list (natjecanja_natjecatelji,
-- its rows not in 'Obrisano') gets one event 'Startna lista' (individual, every age and sex, no cap), and each
-- row whose competitor became an athlete (migration 0017) becomes an accepted entry of the athlete's club in it,
-- marked as added by hand (naknadna), keeping the row's id, author and time, numbered in the list's order. The
-- old rows stay as they were (nothing is lost); a competitor with no athlete stays only there.
INSERT INTO discipline (id, natjecanje_id, naziv, kategorije, spol, vrsta, posada, zamjene, max_prijava, created_by, created_at, version, savez_id)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
       substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
       n.id, 'Startna lista', '[]', NULL, 'pojedinacno', 1, 0, NULL, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 1, n.savez_id
  FROM natjecanja n
 WHERE EXISTS (SELECT 1 FROM natjecanja_natjecatelji p JOIN sportasi s ON s.natjecatelj_id = p.natjecatelj_id
                WHERE p.natjecanje_id = n.id AND p.deleted_at IS NULL)
   AND NOT EXISTS (SELECT 1 FROM discipline d WHERE d.natjecanje_id = n.id AND d.naziv = 'Startna lista');
--> statement-breakpoint
INSERT INTO nastupi (id, natjecanje_id, disciplina_id, club_id, status, redni, startni_broj, naknadna, kotizacija_centi, zakasnjela, created_by, created_at, version, savez_id)
SELECT p.id, p.natjecanje_id, d.id, s.club_id, 'prihvacena',
       row_number() OVER (PARTITION BY p.natjecanje_id ORDER BY p.created_at, p.rowid),
       row_number() OVER (PARTITION BY p.natjecanje_id ORDER BY p.created_at, p.rowid),
       1, 0, 0, p.created_by, p.created_at, 1, p.savez_id
  FROM natjecanja_natjecatelji p
  JOIN sportasi s ON s.natjecatelj_id = p.natjecatelj_id
  JOIN discipline d ON d.natjecanje_id = p.natjecanje_id AND d.naziv = 'Startna lista'
 WHERE p.deleted_at IS NULL
   AND NOT EXISTS (SELECT 1 FROM nastupi x WHERE x.id = p.id);
--> statement-breakpoint
INSERT INTO nastupi_clanovi (id, nastup_id, disciplina_id, sportas_id, mjesto_u_posadi, aktivan, savez_id)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
       substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
       x.id, x.disciplina_id, s.id, 1, 1, x.savez_id
  FROM nastupi x
  JOIN natjecanja_natjecatelji p ON p.id = x.id
  JOIN sportasi s ON s.natjecatelj_id = p.natjecatelj_id
 WHERE NOT EXISTS (SELECT 1 FROM nastupi_clanovi c WHERE c.nastup_id = x.id);
