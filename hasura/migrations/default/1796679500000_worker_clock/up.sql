-- The Worker's clock in PostgreSQL (worker/data/clock.ts): every request the Worker sends Hasura carries its time as the
-- session variable x-hasura-now, and what PostgreSQL dates or compares with "now" takes that time: the created_at
-- and deleted_at it writes (sz_now), the away club's 48-hour answer window, a confirmed transfer's day and the
-- register's 'istekla' and 'expiring'. Without it (migrations, seeds, the operator's own SQL) the database's own.
-- So D1 and PostgreSQL answer alike whatever day the Worker's clock says, the tests' clock included.
CREATE FUNCTION sz_clock(session jsonb DEFAULT sz_session()) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce((session ->> 'x-hasura-now')::timestamptz, now())
$$;

CREATE OR REPLACE FUNCTION sz_now() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(sz_clock() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

CREATE OR REPLACE FUNCTION memberships_register(savez_id text DEFAULT NULL, search text DEFAULT NULL, type text DEFAULT NULL,
                                     status text DEFAULT NULL, expiring boolean DEFAULT NULL, after text DEFAULT NULL,
                                     "limit" integer DEFAULT NULL, hasura_session json DEFAULT NULL)
RETURNS SETOF memberships LANGUAGE sql STABLE AS $$
  WITH args AS (
    SELECT sz_register_target(memberships_register.savez_id, memberships_register.hasura_session) AS federation,
           nullif(btrim(memberships_register.search), '') AS search,
           to_char(sz_clock(memberships_register.hasura_session::jsonb) AT TIME ZONE 'UTC', 'YYYY-MM-DD') COLLATE "C" AS today,
           to_char((sz_clock(memberships_register.hasura_session::jsonb) AT TIME ZONE 'UTC') + interval '30 days', 'YYYY-MM-DD') COLLATE "C" AS until
  )
  SELECT m.* FROM memberships m, args a
   WHERE m.savez_id = a.federation AND m.deleted_at IS NULL
     AND (a.search IS NULL OR strpos(m.search_name, sz_normalise_name(a.search)) > 0
          OR m.number = upper(a.search) OR m.number = a.search OR m.email = lower(a.search))
     AND (memberships_register.type IS NULL OR m.type = memberships_register.type)
     AND (memberships_register.status IS NULL
          OR (memberships_register.status = 'suspendirana' AND m.status = 'suspendirana')
          OR (memberships_register.status = 'aktivna' AND m.status = 'aktivna' AND (m.expiry IS NULL OR m.expiry >= a.today))
          OR (memberships_register.status = 'istekla' AND m.status <> 'suspendirana' AND m.expiry < a.today))
     AND (memberships_register.expiring IS NOT TRUE
          OR (m.status = 'aktivna' AND m.expiry >= a.today AND m.expiry <= a.until))
     AND (memberships_register.after IS NULL
          OR (m.search_name, m.id COLLATE "C") > (SELECT p.search_name, p.id COLLATE "C" FROM memberships p
                                                   WHERE p.id = memberships_register.after))
   ORDER BY m.search_name, m.id COLLATE "C"
   LIMIT greatest(1, least(coalesce(memberships_register."limit", 50), 200))
$$;

CREATE OR REPLACE FUNCTION sz_utakmica_rezultat() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  app_role text := sz_app_role(session ->> 'x-hasura-role');
  clubs text[] := coalesce(nullif(session ->> 'x-hasura-clubs', '')::text[], '{}');
  home boolean := (SELECT club_id FROM ekipe WHERE id = OLD.domacin_id) = ANY (clubs);
  away boolean := (SELECT club_id FROM ekipe WHERE id = OLD.gost_id) = ANY (clubs);
  entry_open boolean := OLD.uneseno_at > to_char((sz_clock() - interval '48 hours') AT TIME ZONE 'UTC',
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

CREATE OR REPLACE FUNCTION sz_transfer_step() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  app_role text := sz_app_role(session ->> 'x-hasura-role');
  clubs text[] := coalesce(nullif(session ->> 'x-hasura-clubs', '')::text[], '{}');
  federation boolean := app_role IN ('admin', 'staff');
  releasing boolean := OLD.from_club_id = ANY (clubs);
  due boolean;
BEGIN
  IF session IS NULL OR NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  -- The daily job (the Worker with the admin secret, Hasura's role 'admin') applies a confirmed transfer
  -- whose date has come by setting it 'proveden': the move below follows, as for a confirmation.
  due := OLD.status = 'potvrden' AND NEW.status = 'proveden' AND coalesce(session ->> 'x-hasura-role', 'admin') = 'admin'
         AND OLD.datum <= to_char(sz_clock() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD');
  IF NOT (due
       OR (OLD.status = 'zatrazen' AND NEW.status IN ('dogovoren', 'odbijen') AND (releasing OR federation))
       OR (OLD.status = 'dogovoren' AND NEW.status IN ('odbijen', 'potvrden') AND federation)) THEN
    RAISE EXCEPTION 'transfer step % → % refused', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  IF due OR (NEW.status = 'potvrden' AND NEW.datum <= to_char(sz_clock() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD')) THEN
    UPDATE sportasi SET club_id = NEW.club_id WHERE id = NEW.sportas_id AND club_id = NEW.from_club_id;
    UPDATE licence SET club_id = NEW.club_id
     WHERE sportas_id = NEW.sportas_id AND club_id = NEW.from_club_id AND deleted_at IS NULL
       AND status IN ('zatrazena', 'odobrena', 'suspendirana');
    NEW.status := 'proveden';
    NEW.proveden_at := sz_now();
  END IF;
  RETURN NEW;
END $$;
