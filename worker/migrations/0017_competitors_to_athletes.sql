-- Competitors become athletes (issue 29): each competitor (natjecatelji, a name with its team as free text)
-- becomes an athlete (sportasi) of its federation's club whose name or short name is its team (case and outer
-- spaces aside); a team no club of the federation is named after becomes a club of that name (slug 'klub-<hex>',
-- to be renamed by staff), which the athlete's note says. Nothing is lost: the competitor stays, the athlete
-- keeps its id (natjecatelj_id), names, federation, author, time and deletion; no date of birth, sex or OIB was
-- ever recorded, so the note says why there is no OIB.
INSERT INTO sportasi (id, club_id, ime, prezime, oib_napomena, search_name, natjecatelj_id, created_by, created_at, version, savez_id, deleted_at)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
       substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
       (SELECT k.id FROM klubovi k
         WHERE k.savez_id = n.savez_id
           AND (lower(trim(k.naziv)) = lower(trim(n.team)) OR lower(trim(k.kratki_naziv)) = lower(trim(n.team)))
         ORDER BY k.deleted_at IS NOT NULL, k.created_at, k.id LIMIT 1),
       n.ime, n.prezime,
       'Preneseno iz natjecatelja (tim "' || trim(n.team) || '"); OIB nije upisan.',
       replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
         lower(n.prezime || ' ' || n.ime), 'č', 'c'), 'ć', 'c'), 'đ', 'd'), 'š', 's'), 'ž', 'z'),
         'Č', 'c'), 'Ć', 'c'), 'Đ', 'd'), 'Š', 's'), 'Ž', 'z'),
       n.id, n.created_by, n.created_at, 1, n.savez_id, n.deleted_at
  FROM natjecatelji n
 WHERE n.savez_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM klubovi k WHERE k.savez_id = n.savez_id
                 AND (lower(trim(k.naziv)) = lower(trim(n.team)) OR lower(trim(k.kratki_naziv)) = lower(trim(n.team))))
   AND NOT EXISTS (SELECT 1 FROM sportasi s WHERE s.natjecatelj_id = n.id);
--> statement-breakpoint
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
       substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
       team, substr(team, 1, 40), 'klub-' || lower(hex(randomblob(5))), savez_id
  FROM (SELECT n.savez_id, trim(n.team) AS team FROM natjecatelji n
         WHERE n.savez_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sportasi s WHERE s.natjecatelj_id = n.id)
         GROUP BY n.savez_id, lower(trim(n.team)));
--> statement-breakpoint
INSERT INTO sportasi (id, club_id, ime, prezime, oib_napomena, search_name, natjecatelj_id, created_by, created_at, version, savez_id, deleted_at)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' ||
       substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
       (SELECT k.id FROM klubovi k WHERE k.savez_id = n.savez_id AND lower(trim(k.naziv)) = lower(trim(n.team))
         ORDER BY k.created_at, k.id LIMIT 1),
       n.ime, n.prezime,
       'Preneseno iz natjecatelja; klub "' || trim(n.team) || '" stvoren je prema timu. OIB nije upisan.',
       replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
         lower(n.prezime || ' ' || n.ime), 'č', 'c'), 'ć', 'c'), 'đ', 'd'), 'š', 's'), 'ž', 'z'),
         'Č', 'c'), 'Ć', 'c'), 'Đ', 'd'), 'Š', 's'), 'Ž', 'z'),
       n.id, n.created_by, n.created_at, 1, n.savez_id, n.deleted_at
  FROM natjecatelji n
 WHERE n.savez_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sportasi s WHERE s.natjecatelj_id = n.id);
