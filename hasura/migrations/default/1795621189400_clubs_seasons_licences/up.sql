-- The season (issue 29, D1 migration 0014_clubs_seasons_licences, shared/entities/{sezona,klub,duznosnik,
-- sportas,dobna-kategorija,licenca,transfer}): seasons, clubs, club officials, athletes, age categories,
-- licences and transfers, with the content triggers and 'Obrisano' views of the init migration. A row of a club
-- (an official, an athlete, a licence, a transfer) takes its club's federation (sz_club_federation, which runs
-- after <table>_before_write by name); a licence's decision records who and when (sz_licence_decided); a
-- transfer's steps are checked and its confirmation applies the move (sz_transfer_step), as
-- worker/data/transfers.ts does on D1.
CREATE TABLE sezone (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  naziv text NOT NULL,
  datum_od text NOT NULL,
  datum_do text NOT NULL,
  licence_od text NOT NULL,
  status text NOT NULL DEFAULT 'nadolazeca',
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT sezone_status CHECK (status IN ('nadolazeca', 'aktivna', 'zatvorena')),
  CONSTRAINT sezone_dates CHECK (datum_do >= datum_od),
  CONSTRAINT sezone_licence_od CHECK (licence_od <= datum_do)
);
CREATE INDEX sezone_savez ON sezone (savez_id, created_at);
CREATE UNIQUE INDEX sezone_jedna_aktivna ON sezone (savez_id) WHERE status = 'aktivna' AND deleted_at IS NULL;

CREATE TABLE klubovi (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  naziv text NOT NULL,
  kratki_naziv text NOT NULL,
  slug text NOT NULL UNIQUE,
  oib text,
  adresa text,
  email text,
  logo_key text,
  status text NOT NULL DEFAULT 'aktivan',
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT klubovi_status CHECK (status IN ('aktivan', 'suspendiran', 'ugasen'))
);
CREATE INDEX klubovi_savez ON klubovi (savez_id, created_at);
CREATE INDEX klubovi_savez_naziv ON klubovi (savez_id, naziv);

CREATE TABLE duznosnici_klubova (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  club_id text NOT NULL REFERENCES klubovi (id),
  email text NOT NULL,
  ime text,
  uloga text NOT NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT duznosnici_klubova_uloga CHECK (uloga IN ('predsjednik', 'tajnik', 'trener', 'voditelj'))
);
CREATE INDEX duznosnici_klubova_savez ON duznosnici_klubova (savez_id, created_at);
CREATE INDEX duznosnici_klubova_email ON duznosnici_klubova (email, club_id);
CREATE UNIQUE INDEX duznosnici_klubova_jednom ON duznosnici_klubova (club_id, email, uloga) WHERE deleted_at IS NULL;

CREATE TABLE sportasi (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  club_id text NOT NULL REFERENCES klubovi (id),
  ime text NOT NULL,
  prezime text NOT NULL,
  datum_rodenja text,
  spol text,
  oib text,
  oib_napomena text,
  email text,
  photo_key text,
  search_name text COLLATE "C" NOT NULL DEFAULT '',
  natjecatelj_id text REFERENCES natjecatelji (id) ON DELETE SET NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT sportasi_oib_ili_napomena CHECK (oib IS NOT NULL OR oib_napomena IS NOT NULL),
  CONSTRAINT sportasi_spol CHECK (spol IS NULL OR spol IN ('M', 'Z'))
);
CREATE INDEX sportasi_savez ON sportasi (savez_id, created_at);
CREATE INDEX sportasi_club_search ON sportasi (club_id, search_name, id);
CREATE INDEX sportasi_savez_search ON sportasi (savez_id, search_name, id);
CREATE UNIQUE INDEX sportasi_savez_oib ON sportasi (savez_id, oib) WHERE oib IS NOT NULL AND deleted_at IS NULL;

CREATE TABLE dobne_kategorije (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  sport text NOT NULL,
  naziv text NOT NULL,
  spol text,
  rodeni_od integer NOT NULL,
  rodeni_do integer NOT NULL,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT dobne_kategorije_raspon CHECK (rodeni_od <= rodeni_do),
  CONSTRAINT dobne_kategorije_spol CHECK (spol IS NULL OR spol IN ('M', 'Z'))
);
CREATE INDEX dobne_kategorije_savez ON dobne_kategorije (savez_id, created_at);

CREATE TABLE licence (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  sportas_id text NOT NULL REFERENCES sportasi (id),
  sezona_id text NOT NULL REFERENCES sezone (id),
  club_id text NOT NULL REFERENCES klubovi (id),
  status text NOT NULL DEFAULT 'zatrazena',
  razlog_odbijanja text,
  lijecnicki_do text,
  odlucio integer REFERENCES users (id),
  odluceno_at text COLLATE "C",
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT licence_status CHECK (status IN ('zatrazena', 'odobrena', 'odbijena', 'suspendirana', 'istekla')),
  CONSTRAINT licence_razlog CHECK (status <> 'odbijena' OR razlog_odbijanja IS NOT NULL)
);
CREATE INDEX licence_savez ON licence (savez_id, created_at);
CREATE INDEX licence_club_status ON licence (club_id, status, created_at);
CREATE INDEX licence_savez_status ON licence (savez_id, status, created_at);
CREATE INDEX licence_sportas ON licence (sportas_id, sezona_id);
CREATE UNIQUE INDEX licence_jedna_ziva ON licence (sportas_id, sezona_id, savez_id)
  WHERE status IN ('zatrazena', 'odobrena', 'suspendirana') AND deleted_at IS NULL;

CREATE TABLE transferi (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  sportas_id text NOT NULL REFERENCES sportasi (id),
  from_club_id text NOT NULL REFERENCES klubovi (id),
  club_id text NOT NULL REFERENCES klubovi (id),
  status text NOT NULL DEFAULT 'zatrazen',
  datum text NOT NULL,
  napomena text,
  proveden_at text COLLATE "C",
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C",
  CONSTRAINT transferi_status CHECK (status IN ('zatrazen', 'dogovoren', 'odbijen', 'potvrden', 'proveden')),
  CONSTRAINT transferi_klubovi CHECK (club_id <> from_club_id)
);
CREATE INDEX transferi_savez ON transferi (savez_id, created_at);
CREATE INDEX transferi_club ON transferi (club_id, status);
CREATE INDEX transferi_from_club ON transferi (from_club_id, status);
CREATE INDEX transferi_sportas ON transferi (sportas_id);

-- A club's row takes the club's federation (D1: the entity's parent, worker/data/write.ts federationFor).
CREATE FUNCTION sz_club_federation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.savez_id := (SELECT savez_id FROM klubovi WHERE id = NEW.club_id);
  RETURN NEW;
END $$;

-- The athlete's search name (D1: the entity's derive).
CREATE FUNCTION sz_sportas_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := sz_normalise_name(NEW.prezime || ' ' || NEW.ime);
  RETURN NEW;
END $$;

-- Who decided a licence's status and when, on every change of it (D1: the entity's onEdit).
CREATE FUNCTION sz_licence_decided() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.odlucio := (SELECT id FROM users WHERE firebase_user_id = sz_session() ->> 'x-hasura-user-id');
    NEW.odluceno_at := sz_now();
  END IF;
  RETURN NEW;
END $$;

-- A transfer's steps (shared/entities/transfer/input.ts TRANSFER_STEPS): the releasing club's official agrees
-- or refuses while asked, the federation's staff (or an admin) also refuse or confirm once agreed; a confirmed
-- transfer whose date has come is applied at once: the athlete and their live licences of the releasing club
-- move to the receiving club, and the transfer becomes 'proveden'.
CREATE FUNCTION sz_transfer_step() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  app_role text := sz_app_role(session ->> 'x-hasura-role');
  clubs text[] := coalesce(nullif(session ->> 'x-hasura-clubs', '')::text[], '{}');
  federation boolean := app_role IN ('admin', 'staff');
  releasing boolean := OLD.from_club_id = ANY (clubs);
BEGIN
  IF session IS NULL OR NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  IF NOT ((OLD.status = 'zatrazen' AND NEW.status IN ('dogovoren', 'odbijen') AND (releasing OR federation))
       OR (OLD.status = 'dogovoren' AND NEW.status IN ('odbijen', 'potvrden') AND federation)) THEN
    RAISE EXCEPTION 'transfer step % → % refused', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'potvrden' AND NEW.datum <= to_char(now() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD') THEN
    UPDATE sportasi SET club_id = NEW.club_id WHERE id = NEW.sportas_id AND club_id = NEW.from_club_id;
    UPDATE licence SET club_id = NEW.club_id
     WHERE sportas_id = NEW.sportas_id AND club_id = NEW.from_club_id AND deleted_at IS NULL
       AND status IN ('zatrazena', 'odobrena', 'suspendirana');
    NEW.status := 'proveden';
    NEW.proveden_at := sz_now();
  END IF;
  RETURN NEW;
END $$;

-- A transfer is asked only as 'zatrazen'.
CREATE FUNCTION sz_transfer_asked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF sz_session() IS NOT NULL AND NEW.status <> 'zatrazen' THEN
    RAISE EXCEPTION 'a transfer is asked as zatrazen' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

DO $$
DECLARE
  t text;
  club_columns text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sezone', 'klubovi', 'duznosnici_klubova', 'sportasi', 'dobne_kategorije', 'licence',
                           'transferi'] LOOP
    club_columns := CASE WHEN t = 'transferi' THEN ', club_id, from_club_id'
                         WHEN t IN ('duznosnici_klubova', 'sportasi', 'licence') THEN ', club_id' ELSE '' END;
    EXECUTE format('CREATE TRIGGER %1$s_before_write BEFORE INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_before_write()', t);
    EXECUTE format('CREATE TRIGGER %1$s_audit AFTER INSERT OR UPDATE ON %1$I FOR EACH ROW
                    EXECUTE FUNCTION sz_audit_write()', t);
    -- The views carry a row's clubs too: a club official's delete and restore are filtered by them.
    EXECUTE format('CREATE VIEW %1$s_objavljeno AS SELECT id, version, savez_id, deleted_at%2$s FROM %1$I
                    WHERE deleted_at IS NULL', t, club_columns);
    EXECUTE format('CREATE VIEW %1$s_obrisano AS SELECT id, version, savez_id, deleted_at%2$s FROM %1$I
                    WHERE deleted_at IS NOT NULL', t, club_columns);
    EXECUTE format('CREATE TRIGGER soft_delete INSTEAD OF DELETE ON %1$s_objavljeno
                    FOR EACH ROW EXECUTE FUNCTION sz_soft_delete(%1$L)', t);
    EXECUTE format('CREATE TRIGGER restore INSTEAD OF DELETE ON %1$s_obrisano
                    FOR EACH ROW EXECUTE FUNCTION sz_restore(%1$L)', t);
    IF t IN ('duznosnici_klubova', 'sportasi', 'licence', 'transferi') THEN
      EXECUTE format('CREATE TRIGGER %1$s_club_federation BEFORE INSERT OR UPDATE OF club_id ON %1$I
                      FOR EACH ROW EXECUTE FUNCTION sz_club_federation()', t);
    END IF;
  END LOOP;
END $$;

CREATE TRIGGER sportasi_search BEFORE INSERT OR UPDATE ON sportasi FOR EACH ROW EXECUTE FUNCTION sz_sportas_search();
CREATE TRIGGER licence_decided BEFORE UPDATE ON licence FOR EACH ROW EXECUTE FUNCTION sz_licence_decided();
CREATE TRIGGER transferi_step BEFORE UPDATE ON transferi FOR EACH ROW EXECUTE FUNCTION sz_transfer_step();
CREATE TRIGGER transferi_asked BEFORE INSERT ON transferi FOR EACH ROW EXECUTE FUNCTION sz_transfer_asked();
