-- The season's row checks on PostgreSQL as D1 makes them (issue 44): the Worker's write path
-- (worker/data/write.ts, worker/data/transfers.ts) refuses these on D1; with DATA_PROVIDER=hasura the same
-- refusals are these triggers', so a caller cannot reach past them by choosing the provider.
--
-- 1. Tenancy is derived: a club's row (an official, an athlete, a licence, a transfer) takes its club's
--    federation on every write, including one that names savez_id (the trigger fired only on club_id before);
--    an edit naming another federation than its club's is refused (D1: T_VALIDATION.savezIzRoditelja).
-- 2. The entity's sameClub and sameFederation (shared/entities/licenca, shared/entities/transfer): a licence's
--    athlete is of the licence's club and its season of the club's federation; a transfer's athlete is of the
--    releasing club, and the releasing club of the receiving club's federation.
-- 3. A transfer's terms (shared/entities/transfer/input.ts openTerms): the receiving club changes its ask only
--    while it is asked; once agreed, only the federation moves the date, until the move is applied; the releasing
--    club never rewrites the ask; an applied or refused transfer keeps its terms.
-- Writes without a session (the admin secret alone: seeds, copies, maintenance) are not checked, as before.

CREATE OR REPLACE FUNCTION sz_club_federation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  club_federation text := (SELECT savez_id FROM klubovi WHERE id = NEW.club_id);
BEGIN
  IF TG_OP = 'UPDATE' AND sz_session() IS NOT NULL AND NEW.savez_id IS DISTINCT FROM OLD.savez_id
     AND NEW.savez_id IS DISTINCT FROM club_federation THEN
    RAISE EXCEPTION 'a club''s row takes its club''s federation' USING ERRCODE = 'check_violation';
  END IF;
  NEW.savez_id := club_federation;
  RETURN NEW;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['duznosnici_klubova', 'sportasi', 'licence', 'transferi'] LOOP
    EXECUTE format('DROP TRIGGER %1$s_club_federation ON %1$I', t);
    EXECUTE format('CREATE TRIGGER %1$s_club_federation BEFORE INSERT OR UPDATE OF club_id, savez_id ON %1$I
                    FOR EACH ROW EXECUTE FUNCTION sz_club_federation()', t);
  END LOOP;
END $$;

-- True when athlete `sportas` is a published athlete of club `club` (D1: checkSameClub).
CREATE FUNCTION sz_athlete_of(sportas text, club text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM sportasi WHERE id = sportas AND club_id = club AND deleted_at IS NULL)
$$;

CREATE FUNCTION sz_licence_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF sz_session() IS NULL THEN
    RETURN NEW;
  END IF;
  IF (TG_OP = 'INSERT' OR NEW.sportas_id IS DISTINCT FROM OLD.sportas_id OR NEW.club_id IS DISTINCT FROM OLD.club_id)
     AND NOT sz_athlete_of(NEW.sportas_id, NEW.club_id) THEN
    RAISE EXCEPTION 'the licence''s athlete is not of its club' USING ERRCODE = 'check_violation';
  END IF;
  IF (TG_OP = 'INSERT' OR NEW.sezona_id IS DISTINCT FROM OLD.sezona_id OR NEW.club_id IS DISTINCT FROM OLD.club_id)
     AND NOT EXISTS (SELECT 1 FROM sezone s JOIN klubovi k ON k.savez_id = s.savez_id
                      WHERE s.id = NEW.sezona_id AND k.id = NEW.club_id) THEN
    RAISE EXCEPTION 'the licence''s season is not of its club''s federation' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER licence_rows BEFORE INSERT OR UPDATE ON licence FOR EACH ROW EXECUTE FUNCTION sz_licence_rows();

CREATE FUNCTION sz_transfer_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  session jsonb := sz_session();
  clubs text[] := coalesce(nullif(session ->> 'x-hasura-clubs', '')::text[], '{}');
  federation boolean := sz_app_role(session ->> 'x-hasura-role') IN ('admin', 'staff');
  parties boolean;
  dated boolean;
BEGIN
  IF session IS NULL THEN
    RETURN NEW;
  END IF;
  IF (TG_OP = 'INSERT' OR NEW.sportas_id IS DISTINCT FROM OLD.sportas_id
      OR NEW.from_club_id IS DISTINCT FROM OLD.from_club_id) AND NOT sz_athlete_of(NEW.sportas_id, NEW.from_club_id) THEN
    RAISE EXCEPTION 'the transfer''s athlete is not of the releasing club' USING ERRCODE = 'check_violation';
  END IF;
  IF (TG_OP = 'INSERT' OR NEW.from_club_id IS DISTINCT FROM OLD.from_club_id OR NEW.club_id IS DISTINCT FROM OLD.club_id)
     AND (SELECT savez_id FROM klubovi WHERE id = NEW.from_club_id)
         IS DISTINCT FROM (SELECT savez_id FROM klubovi WHERE id = NEW.club_id) THEN
    RAISE EXCEPTION 'the releasing club is of another federation' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' THEN
    RETURN NEW;
  END IF;
  parties := NEW.sportas_id IS DISTINCT FROM OLD.sportas_id OR NEW.from_club_id IS DISTINCT FROM OLD.from_club_id
             OR NEW.club_id IS DISTINCT FROM OLD.club_id;
  dated := NEW.datum IS DISTINCT FROM OLD.datum;
  IF NOT (parties OR dated) THEN
    RETURN NEW;
  END IF;
  IF OLD.status = 'zatrazen' AND (federation OR OLD.club_id = ANY (clubs)) THEN
    RETURN NEW;
  END IF;
  IF OLD.status IN ('dogovoren', 'potvrden') AND federation AND NOT parties THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the transfer''s terms are closed in status %', OLD.status USING ERRCODE = 'check_violation';
END $$;

CREATE TRIGGER transferi_rows BEFORE INSERT OR UPDATE ON transferi FOR EACH ROW EXECUTE FUNCTION sz_transfer_rows();
