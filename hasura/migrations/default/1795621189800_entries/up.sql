-- Entries (issue 30, D1 migration 0019_entries, shared/entities/{postavke-prijava,disciplina,nastup}): a
-- competition's entry settings, its events, the entries and who each enters, with the content triggers of the
-- init migration (version, created_by, audit). Booleans stay integers (0/1) as on D1.
--
-- Under load the limits hold here as in D1's one conditional insert (worker/data/prijave.ts enter): an entry
-- written without its decision (no redni: the Worker's Hasura store, or any caller with a session) is decided
-- by sz_nastup_odluka, BEFORE INSERT, under a row lock on its competition, so concurrent entries into one
-- competition are decided one after another: its arrival number (redni, the waiting list's order), accepted
-- while the event's accepted entries are under its cap (the event's own, else the settings' per event), else
-- waiting; refused when the club already holds the settings' per-club number of places in the event. An athlete
-- holds one place per event: nastupi_clanovi's partial unique index, as on D1. A staff's late entry by hand
-- (naknadna = 1) is accepted beyond the cap. Leaving a place (accepted → withdrawn or rejected) releases the
-- entry's athletes and promotes the first waiting entry of the event, in the same transaction
-- (sz_nastup_napusta, AFTER UPDATE), audited by the content trigger like any write.
CREATE TABLE postavke_prijava (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  natjecanje_id text NOT NULL REFERENCES natjecanja (id) ON DELETE CASCADE,
  sezona_id text NOT NULL REFERENCES sezone (id),
  otvaranje text NOT NULL,
  zatvaranje text NOT NULL,
  izmjene_do text,
  licenca_obavezna integer NOT NULL DEFAULT 1,
  max_po_disciplini integer,
  max_po_klubu integer,
  kotizacija_centi integer NOT NULL DEFAULT 0,
  zakasnina_centi integer,
  zakasnina_od text,
  javne_prije_zatvaranja integer NOT NULL DEFAULT 0,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT postavke_prijava_zatvaranje CHECK (zatvaranje > otvaranje),
  CONSTRAINT postavke_prijava_izmjene CHECK (izmjene_do IS NULL OR izmjene_do >= otvaranje),
  CONSTRAINT postavke_prijava_zakasnina CHECK (zakasnina_od IS NULL OR zakasnina_centi IS NOT NULL)
);
CREATE INDEX postavke_prijava_savez ON postavke_prijava (savez_id, created_at);
CREATE INDEX postavke_prijava_created_at ON postavke_prijava (created_at DESC);
CREATE UNIQUE INDEX postavke_prijava_natjecanje ON postavke_prijava (natjecanje_id);

CREATE TABLE discipline (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  natjecanje_id text NOT NULL REFERENCES natjecanja (id) ON DELETE CASCADE,
  naziv text NOT NULL,
  kategorije text NOT NULL DEFAULT '[]',
  spol text,
  vrsta text NOT NULL DEFAULT 'pojedinacno',
  posada integer NOT NULL DEFAULT 1,
  zamjene integer NOT NULL DEFAULT 0,
  max_prijava integer,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT discipline_vrsta CHECK (vrsta IN ('pojedinacno', 'posada')),
  CONSTRAINT discipline_spol CHECK (spol IS NULL OR spol IN ('M', 'Z')),
  CONSTRAINT discipline_posada CHECK (vrsta <> 'posada' OR posada >= 2),
  CONSTRAINT discipline_pojedinacno CHECK (vrsta <> 'pojedinacno' OR (posada = 1 AND zamjene = 0))
);
CREATE INDEX discipline_savez ON discipline (savez_id, created_at);
CREATE INDEX discipline_created_at ON discipline (created_at DESC);
CREATE INDEX discipline_natjecanje ON discipline (natjecanje_id, naziv);

CREATE TABLE nastupi (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  natjecanje_id text NOT NULL REFERENCES natjecanja (id) ON DELETE CASCADE,
  disciplina_id text NOT NULL REFERENCES discipline (id) ON DELETE CASCADE,
  club_id text NOT NULL REFERENCES klubovi (id),
  status text NOT NULL,
  redni integer NOT NULL,
  startni_broj integer,
  razlog_odbijanja text,
  naknadna integer NOT NULL DEFAULT 0,
  kotizacija_centi integer NOT NULL DEFAULT 0,
  zakasnjela integer NOT NULL DEFAULT 0,
  promaknuta_zbog text,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  mjesto integer,
  rezultat text,
  CONSTRAINT nastupi_status CHECK (status IN ('prihvacena', 'cekanje', 'povucena', 'odbijena')),
  CONSTRAINT nastupi_razlog CHECK (status <> 'odbijena' OR razlog_odbijanja IS NOT NULL)
);
CREATE INDEX nastupi_savez ON nastupi (savez_id, created_at);
CREATE INDEX nastupi_created_at ON nastupi (created_at DESC);
CREATE UNIQUE INDEX nastupi_disciplina_redni ON nastupi (disciplina_id, redni);
CREATE INDEX nastupi_disciplina_status ON nastupi (disciplina_id, status, redni);
CREATE INDEX nastupi_natjecanje_club ON nastupi (natjecanje_id, club_id, status);

CREATE TABLE nastupi_clanovi (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  nastup_id text NOT NULL REFERENCES nastupi (id) ON DELETE CASCADE,
  disciplina_id text NOT NULL REFERENCES discipline (id) ON DELETE CASCADE,
  sportas_id text NOT NULL REFERENCES sportasi (id),
  mjesto_u_posadi integer NOT NULL DEFAULT 1,
  aktivan integer NOT NULL DEFAULT 1,
  savez_id text
);
CREATE INDEX nastupi_clanovi_nastup ON nastupi_clanovi (nastup_id);
CREATE INDEX nastupi_clanovi_sportas ON nastupi_clanovi (sportas_id);
CREATE UNIQUE INDEX nastupi_clanovi_jednom ON nastupi_clanovi (disciplina_id, sportas_id) WHERE aktivan = 1;

-- An entry's decision (see the head of this file): one competition's entries one at a time.
CREATE FUNCTION sz_nastup_odluka() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cap integer;
  club_cap integer;
  held integer;
BEGIN
  IF sz_session() IS NULL AND NEW.redni IS NOT NULL THEN
    RETURN NEW; -- a restore or seed with its decision already made
  END IF;
  PERFORM 1 FROM natjecanja WHERE id = NEW.natjecanje_id FOR UPDATE;
  SELECT coalesce(d.max_prijava, p.max_po_disciplini), p.max_po_klubu INTO cap, club_cap
    FROM discipline d LEFT JOIN postavke_prijava p ON p.natjecanje_id = d.natjecanje_id
   WHERE d.id = NEW.disciplina_id AND d.natjecanje_id = NEW.natjecanje_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'entry into an event of another competition' USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.redni := (SELECT coalesce(max(redni), 0) + 1 FROM nastupi WHERE disciplina_id = NEW.disciplina_id);
  IF NEW.naknadna = 1 THEN
    NEW.status := 'prihvacena';
  ELSE
    SELECT count(*) INTO held FROM nastupi
     WHERE disciplina_id = NEW.disciplina_id AND club_id = NEW.club_id AND status IN ('prihvacena', 'cekanje');
    IF club_cap IS NOT NULL AND held >= club_cap THEN
      RAISE EXCEPTION 'the club''s places in the event are taken' USING ERRCODE = 'check_violation';
    END IF;
    NEW.status := CASE
      WHEN cap IS NULL OR (SELECT count(*) FROM nastupi
                            WHERE disciplina_id = NEW.disciplina_id AND status = 'prihvacena') < cap
      THEN 'prihvacena' ELSE 'cekanje' END;
  END IF;
  NEW.startni_broj := CASE WHEN NEW.status = 'prihvacena' THEN
    (SELECT coalesce(max(startni_broj), 0) + 1 FROM nastupi WHERE natjecanje_id = NEW.natjecanje_id) END;
  RETURN NEW;
END $$;

-- Leaving a place: the entry's athletes released; an accepted entry's place to the first waiting entry.
CREATE FUNCTION sz_nastup_napusta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_id text;
  cap integer;
BEGIN
  IF OLD.status IN ('prihvacena', 'cekanje') AND NEW.status IN ('povucena', 'odbijena') THEN
    UPDATE nastupi_clanovi SET aktivan = 0 WHERE nastup_id = NEW.id AND aktivan = 1;
    IF OLD.status = 'prihvacena' THEN
      PERFORM 1 FROM natjecanja WHERE id = NEW.natjecanje_id FOR UPDATE;
      SELECT coalesce(d.max_prijava, p.max_po_disciplini) INTO cap
        FROM discipline d LEFT JOIN postavke_prijava p ON p.natjecanje_id = d.natjecanje_id
       WHERE d.id = NEW.disciplina_id;
      SELECT id INTO next_id FROM nastupi
       WHERE disciplina_id = NEW.disciplina_id AND status = 'cekanje' ORDER BY redni LIMIT 1;
      IF next_id IS NOT NULL AND (cap IS NULL OR (SELECT count(*) FROM nastupi
            WHERE disciplina_id = NEW.disciplina_id AND status = 'prihvacena') < cap) THEN
        UPDATE nastupi SET status = 'prihvacena', promaknuta_zbog = NEW.id,
               startni_broj = (SELECT coalesce(max(startni_broj), 0) + 1 FROM nastupi
                                WHERE natjecanje_id = NEW.natjecanje_id)
         WHERE id = next_id;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- An entry's steps for a club's official (D1: worker/data/prijave.ts withdraw): only withdrawing a place
-- their club holds; accepting a waiting entry, rejecting or undoing a withdrawal is the organisers'.
CREATE FUNCTION sz_nastup_korak() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
BEGIN
  IF session IS NULL OR sz_app_role(session ->> 'x-hasura-role') IN ('admin', 'staff')
     OR pg_trigger_depth() > 1 -- the promotion sz_nastup_napusta makes of a withdrawal
     OR NEW.status IS NOT DISTINCT FROM OLD.status
     OR (OLD.status IN ('prihvacena', 'cekanje') AND NEW.status = 'povucena') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'entry step % → % refused', OLD.status, NEW.status USING ERRCODE = 'check_violation';
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['postavke_prijava', 'discipline', 'nastupi'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_before_write BEFORE INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_before_write()', t);
    EXECUTE format('CREATE TRIGGER %1$s_audit AFTER INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_audit_write()', t);
  END LOOP;
END $$;

CREATE TRIGGER nastupi_odluka BEFORE INSERT ON nastupi FOR EACH ROW EXECUTE FUNCTION sz_nastup_odluka();
CREATE TRIGGER nastupi_korak BEFORE UPDATE OF status ON nastupi FOR EACH ROW EXECUTE FUNCTION sz_nastup_korak();
CREATE TRIGGER nastupi_napusta AFTER UPDATE OF status ON nastupi FOR EACH ROW EXECUTE FUNCTION sz_nastup_napusta();
