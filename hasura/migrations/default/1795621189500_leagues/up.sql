-- Leagues (issue 31, D1 migration 0018_leagues, shared/entities/{pravila,skupina,ekipa,utakmica,korekcija}):
-- rule sets (versioned: a family shares osnova_id), a competition's groups, a club's teams in a group, the
-- matches and the point adjustments, with the content triggers of the init migration (version, created_by,
-- audit). The Worker writes them as the caller's Hasura role (worker/data/hasura-lige.ts) after deciding the
-- right as on D1 (worker/data/lige.ts); a result's steps are checked here too (sz_utakmica_rezultat), so a club's
-- official can only enter its home result or answer its away one, as worker/data/lige.ts allows on D1. No soft
-- delete is offered for them (no delete_x/restore_x views): the league's operations never delete.
CREATE TABLE pravila_natjecanja (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  naziv text NOT NULL,
  osnova_id text NOT NULL,
  verzija integer NOT NULL,
  pravila text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C"
);
CREATE INDEX pravila_natjecanja_savez ON pravila_natjecanja (savez_id, created_at);
CREATE INDEX pravila_natjecanja_created_at ON pravila_natjecanja (created_at DESC);
CREATE UNIQUE INDEX pravila_natjecanja_verzija ON pravila_natjecanja (osnova_id, verzija);

CREATE TABLE skupine (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  natjecanje_id text NOT NULL REFERENCES natjecanja (id),
  naziv text NOT NULL,
  pravila_id text NOT NULL REFERENCES pravila_natjecanja (id),
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C"
);
CREATE INDEX skupine_savez ON skupine (savez_id, created_at);
CREATE INDEX skupine_created_at ON skupine (created_at DESC);
CREATE INDEX skupine_natjecanje ON skupine (natjecanje_id, naziv);

CREATE TABLE ekipe (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  skupina_id text NOT NULL REFERENCES skupine (id),
  club_id text NOT NULL REFERENCES klubovi (id),
  naziv text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C"
);
CREATE INDEX ekipe_savez ON ekipe (savez_id, created_at);
CREATE INDEX ekipe_created_at ON ekipe (created_at DESC);
CREATE UNIQUE INDEX ekipe_skupina_naziv ON ekipe (skupina_id, naziv) WHERE deleted_at IS NULL;
CREATE INDEX ekipe_club ON ekipe (club_id);

CREATE TABLE korekcije_bodova (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  skupina_id text NOT NULL REFERENCES skupine (id),
  ekipa_id text NOT NULL REFERENCES ekipe (id),
  bodovi integer NOT NULL,
  razlog text NOT NULL,
  odluka text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C"
);
CREATE INDEX korekcije_bodova_savez ON korekcije_bodova (savez_id, created_at);
CREATE INDEX korekcije_bodova_created_at ON korekcije_bodova (created_at DESC);
CREATE INDEX korekcije_bodova_skupina ON korekcije_bodova (skupina_id);

CREATE TABLE utakmice (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  skupina_id text NOT NULL REFERENCES skupine (id),
  kolo integer NOT NULL,
  datum text,
  vrijeme text,
  dvorana text,
  domacin_id text NOT NULL REFERENCES ekipe (id),
  gost_id text NOT NULL REFERENCES ekipe (id),
  golovi_domacin integer,
  golovi_gost integer,
  status text NOT NULL DEFAULT 'scheduled',
  predaja_pobjednik text,
  stanje text,
  unio integer REFERENCES users (id),
  uneseno_at text,
  odgovorio integer REFERENCES users (id),
  odgovoreno_at text,
  prigovor text,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT utakmice_status CHECK (status IN ('scheduled', 'played', 'forfeit', 'postponed', 'annulled')),
  CONSTRAINT utakmice_stanje CHECK (stanje IS NULL OR stanje IN ('entered', 'confirmed', 'disputed', 'decided')),
  CONSTRAINT utakmice_ekipe CHECK (domacin_id <> gost_id),
  CONSTRAINT utakmice_golovi CHECK ((golovi_domacin IS NULL OR golovi_domacin >= 0) AND (golovi_gost IS NULL OR golovi_gost >= 0))
);
CREATE INDEX utakmice_savez ON utakmice (savez_id, created_at);
CREATE INDEX utakmice_created_at ON utakmice (created_at DESC);
CREATE INDEX utakmice_skupina_kolo ON utakmice (skupina_id, kolo);
CREATE INDEX utakmice_domacin ON utakmice (domacin_id, datum);
CREATE INDEX utakmice_gost ON utakmice (gost_id, datum);

-- A result's steps for a club's official (D1: worker/data/lige.ts enterRezultat, answerRezultat): the home
-- club's official enters or corrects a score while it is unanswered (state 'entered'); the away club's official
-- confirms or disputes an entered score, as it stands, within 48 hours of its entry. Anything else an official
-- asks (a decision, a confirmation of its own entry, a step from another state) is refused; the federation's
-- staff and admins decide and correct any result. Two answers at once: the Worker's update names the state and
-- version it read, so the second changes no row.
CREATE FUNCTION sz_utakmica_rezultat() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  app_role text := sz_app_role(session ->> 'x-hasura-role');
  clubs text[] := coalesce(nullif(session ->> 'x-hasura-clubs', '')::text[], '{}');
  home boolean := (SELECT club_id FROM ekipe WHERE id = OLD.domacin_id) = ANY (clubs);
  away boolean := (SELECT club_id FROM ekipe WHERE id = OLD.gost_id) = ANY (clubs);
  entry_open boolean := OLD.uneseno_at > to_char((now() - interval '48 hours') AT TIME ZONE 'UTC',
                                                 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
BEGIN
  IF session IS NULL OR app_role IN ('admin', 'staff') THEN
    RETURN NEW;
  END IF;
  IF home AND (OLD.stanje IS NULL OR OLD.stanje = 'entered') AND NEW.stanje = 'entered'
     AND OLD.status IN ('scheduled', 'played') AND NEW.status = 'played' THEN
    RETURN NEW;
  END IF;
  IF away AND OLD.stanje = 'entered' AND NEW.stanje IN ('confirmed', 'disputed') AND entry_open
     AND NEW.golovi_domacin IS NOT DISTINCT FROM OLD.golovi_domacin
     AND NEW.golovi_gost IS NOT DISTINCT FROM OLD.golovi_gost AND NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'result step % → % refused', OLD.stanje, NEW.stanje USING ERRCODE = 'check_violation';
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['pravila_natjecanja', 'skupine', 'ekipe', 'korekcije_bodova', 'utakmice'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_before_write BEFORE INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_before_write()', t);
    EXECUTE format('CREATE TRIGGER %1$s_audit AFTER INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_audit_write()', t);
  END LOOP;
END $$;

CREATE TRIGGER utakmice_rezultat BEFORE UPDATE ON utakmice FOR EACH ROW EXECUTE FUNCTION sz_utakmica_rezultat();
