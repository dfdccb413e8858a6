-- The membership register (D1 migration 0009_membership_register, worker/data/memberships.ts) on PostgreSQL.
-- A membership belongs to an email, not to an account: user_id goes, the link becomes the lower-cased email of
-- the account it belonged to; the first wave's 'active' is the register's 'aktivna'. Each federation has its
-- register settings (number prefix, next number, list of types), and what the D1 write path computes in the
-- Worker before its batch is done here by trigger when Hasura writes: the next number of the federation's
-- sequence (the settings row locked by the UPDATE, so concurrent creates queue instead of colliding), the
-- type checked against the federation's list, the derived search name, a suspension's reason required and
-- cleared on 'Aktiviraj'. Version, who wrote it and the audit row come from the init migration's triggers.

ALTER TABLE memberships ADD COLUMN email text;
UPDATE memberships m SET email = lower(u.email) FROM users u WHERE u.id = m.user_id;
ALTER TABLE memberships DROP COLUMN user_id;
ALTER TABLE memberships ALTER COLUMN status SET DEFAULT 'aktivna';
UPDATE memberships SET status = CASE status WHEN 'suspended' THEN 'suspendirana' WHEN 'suspendirana' THEN 'suspendirana'
                                            ELSE 'aktivna' END;
ALTER TABLE memberships
  ADD COLUMN suspension_reason text,
  ADD COLUMN valid_from text COLLATE "C",
  ADD COLUMN date_of_birth text,
  ADD COLUMN photo_key text,
  ADD COLUMN search_name text COLLATE "C" NOT NULL DEFAULT '',
  ADD COLUMN deleted_at text COLLATE "C";
ALTER TABLE memberships ALTER COLUMN expiry TYPE text COLLATE "C";
UPDATE memberships SET valid_from = substr(created_at, 1, 10),
                       search_name = sz_normalise_name(last_name || ' ' || first_name);
CREATE UNIQUE INDEX memberships_savez_number ON memberships (savez_id, number);
CREATE INDEX memberships_email_created_at ON memberships (email, created_at);
CREATE INDEX memberships_savez_search ON memberships (savez_id, search_name, id);

-- A member reads the memberships of their verified email: the users row's verified email, the key of the
-- users → memberships relationship (hasura/metadata), null while the address is unverified.
ALTER TABLE users ADD COLUMN verified_email text
  GENERATED ALWAYS AS (CASE WHEN email_verified = 1 THEN lower(email) END) STORED;

-- Each federation's register settings; a federation without a row has the defaults (its slug's initials).
CREATE TABLE membership_registers (
  savez_id text PRIMARY KEY REFERENCES savezi (id),
  prefix text NOT NULL,
  next_number integer NOT NULL DEFAULT 1,
  types jsonb NOT NULL DEFAULT '["Gold","Silver","Bronze"]'
);

-- worker/data/memberships.ts defaultPrefix: the initials of the slug's words, at most six ("zicer-savez" → "ZS").
CREATE FUNCTION sz_default_prefix(slug text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(upper(string_agg(left(w, 1), '' ORDER BY n)), 6), ''), 'CL')
    FROM regexp_split_to_table(slug, '-') WITH ORDINALITY AS parts(w, n) WHERE w <> ''
$$;

-- A federation's settings, its defaults where none are stored.
CREATE FUNCTION sz_register_settings(federation text) RETURNS membership_registers LANGUAGE sql STABLE AS $$
  SELECT s.id, coalesce(r.prefix, sz_default_prefix(s.slug)), coalesce(r.next_number, 1),
         coalesce(r.types, '["Gold","Silver","Bronze"]')
    FROM savezi s LEFT JOIN membership_registers r ON r.savez_id = s.id WHERE s.id = federation
$$;

-- Runs after memberships_before_write (triggers fire by name), so the federation is already the caller's
-- only one where the input named none.
CREATE FUNCTION sz_memberships_register_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settings membership_registers;
  n integer;
BEGIN
  NEW.search_name := sz_normalise_name(NEW.last_name || ' ' || NEW.first_name);
  IF NEW.status = 'aktivna' AND TG_OP = 'UPDATE' THEN
    NEW.suspension_reason := NULL;
  END IF;
  IF sz_session() IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.savez_id IS NULL THEN
    RAISE EXCEPTION 'a membership needs its federation' USING ERRCODE = 'not_null_violation';
  END IF;
  IF NEW.status = 'suspendirana' AND NEW.suspension_reason IS NULL THEN
    RAISE EXCEPTION 'a suspension needs its reason' USING ERRCODE = 'check_violation';
  END IF;
  settings := sz_register_settings(NEW.savez_id);
  IF (TG_OP = 'INSERT' OR NEW.type IS DISTINCT FROM OLD.type) AND NOT settings.types ? NEW.type THEN
    RAISE EXCEPTION 'type % is not one of the federation''s types %', NEW.type, settings.types
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' AND NEW.number IS NULL THEN
    INSERT INTO membership_registers (savez_id, prefix) VALUES (NEW.savez_id, settings.prefix)
      ON CONFLICT (savez_id) DO NOTHING;
    UPDATE membership_registers SET next_number = next_number + 1 WHERE savez_id = NEW.savez_id
      RETURNING prefix, next_number - 1 INTO settings.prefix, n;
    NEW.number := settings.prefix || '-' || CASE WHEN n >= 10000 THEN n::text ELSE lpad(n::text, 5, '0') END;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER memberships_register_write BEFORE INSERT OR UPDATE ON memberships
  FOR EACH ROW EXECUTE FUNCTION sz_memberships_register_write();

-- Soft delete and restore through views, as the init migration does for content.
CREATE VIEW memberships_objavljeno AS SELECT id, version, savez_id, deleted_at FROM memberships WHERE deleted_at IS NULL;
CREATE VIEW memberships_obrisano AS SELECT id, version, savez_id, deleted_at FROM memberships WHERE deleted_at IS NOT NULL;
CREATE TRIGGER soft_delete INSTEAD OF DELETE ON memberships_objavljeno
  FOR EACH ROW EXECUTE FUNCTION sz_soft_delete('memberships');
CREATE TRIGGER restore INSTEAD OF DELETE ON memberships_obrisano
  FOR EACH ROW EXECUTE FUNCTION sz_restore('memberships');

-- The federation a register query is about: the one named, else the caller's only one (D1's federationFor).
-- A query naming none that the caller cannot resolve (an admin, staff of several) is refused, as on D1.
CREATE FUNCTION sz_register_target(federation text, hasura_session json) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  savezi text[] := sz_session_savezi(hasura_session::jsonb);
BEGIN
  IF federation IS NOT NULL THEN
    RETURN federation;
  END IF;
  IF cardinality(savezi) = 1 THEN
    RETURN savezi[1];
  END IF;
  RAISE EXCEPTION 'the register query names no federation' USING ERRCODE = 'invalid_parameter_value';
END $$;

-- Clanstva's page of a federation's register (worker/data/memberships.ts registerPage), tracked as the root field
-- memberships_register: ordered by surname and name then id, the page after the row `after`, a search by name,
-- number or email, a type, a status ('istekla' computed from the expiry) and "expiring within 30 days". Hasura
-- applies the memberships select permission of the caller's role to the rows it returns.
CREATE FUNCTION memberships_register(savez_id text DEFAULT NULL, search text DEFAULT NULL, type text DEFAULT NULL,
                                     status text DEFAULT NULL, expiring boolean DEFAULT NULL, after text DEFAULT NULL,
                                     "limit" integer DEFAULT NULL, hasura_session json DEFAULT NULL)
RETURNS SETOF memberships LANGUAGE sql STABLE AS $$
  WITH args AS (
    SELECT sz_register_target(memberships_register.savez_id, memberships_register.hasura_session) AS federation,
           nullif(btrim(memberships_register.search), '') AS search,
           to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') COLLATE "C" AS today,
           to_char((now() AT TIME ZONE 'UTC') + interval '30 days', 'YYYY-MM-DD') COLLATE "C" AS until
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

-- Clanstva's settings of the register (types, number prefix, next number), tracked as membership_register_settings.
CREATE FUNCTION membership_register_settings(savez_id text DEFAULT NULL, hasura_session json DEFAULT NULL)
RETURNS membership_registers LANGUAGE sql STABLE AS $$
  SELECT * FROM sz_register_settings(
    sz_register_target(membership_register_settings.savez_id, membership_register_settings.hasura_session))
$$;

-- The audit trigger of the init migration, with the register's derived search name left out of what a write
-- records (as D1's audit rows leave it out: it is the name's lower-cased, diacritic-free copy).
CREATE OR REPLACE FUNCTION sz_audit_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  new_row jsonb := to_jsonb(NEW);
  old_row jsonb;
  internal text[] := ARRAY['id', 'created_by', 'created_at', 'version', 'deleted_at', 'match_key', 'search_name'];
  action text := 'create';
  changed jsonb;
  actor users%ROWTYPE;
BEGIN
  IF session IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := (SELECT coalesce(jsonb_object_agg(key, value), '{}') FROM jsonb_each(new_row)
                WHERE key <> ALL (internal) AND value <> 'null');
  ELSE
    old_row := to_jsonb(OLD);
    action := CASE
      WHEN old_row ->> 'deleted_at' IS NULL AND new_row ->> 'deleted_at' IS NOT NULL THEN 'delete'
      WHEN old_row ->> 'deleted_at' IS NOT NULL AND new_row ->> 'deleted_at' IS NULL THEN 'restore'
      ELSE 'update' END;
    changed := (SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)), '{}')
                FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o USING (key)
                WHERE n.key <> 'version' AND n.value IS DISTINCT FROM o.value);
  END IF;
  SELECT * INTO actor FROM users WHERE firebase_user_id = session ->> 'x-hasura-user-id';
  INSERT INTO audit_log (actor_id, actor_email, role, savez_id, action, entity, entity_id, changed_fields, request_id)
  VALUES (actor.id, actor.email, sz_app_role(session ->> 'x-hasura-role'), new_row ->> 'savez_id', action,
          TG_TABLE_NAME, new_row ->> 'id', changed::text, session ->> 'x-hasura-request-id');
  RETURN NULL;
END $$;
