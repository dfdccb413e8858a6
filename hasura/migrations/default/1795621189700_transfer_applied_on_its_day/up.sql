-- A transfer confirmed for a later date is applied on that date by the Worker's daily job
-- (worker/data/transfers.ts applyDueTransfersOf): the job, as Hasura's admin, sets a due 'potvrden' transfer to
-- 'proveden', and the step trigger moves the athlete and their live licences as it does for a confirmation
-- whose date has come. Nobody else may take that step (no role's permission reaches it but the admin's).
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
         AND OLD.datum <= to_char(now() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD');
  IF NOT (due
       OR (OLD.status = 'zatrazen' AND NEW.status IN ('dogovoren', 'odbijen') AND (releasing OR federation))
       OR (OLD.status = 'dogovoren' AND NEW.status IN ('odbijen', 'potvrden') AND federation)) THEN
    RAISE EXCEPTION 'transfer step % → % refused', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  IF due OR (NEW.status = 'potvrden' AND NEW.datum <= to_char(now() AT TIME ZONE 'Europe/Zagreb', 'YYYY-MM-DD')) THEN
    UPDATE sportasi SET club_id = NEW.club_id WHERE id = NEW.sportas_id AND club_id = NEW.from_club_id;
    UPDATE licence SET club_id = NEW.club_id
     WHERE sportas_id = NEW.sportas_id AND club_id = NEW.from_club_id AND deleted_at IS NULL
       AND status IN ('zatrazena', 'odobrena', 'suspendirana');
    NEW.status := 'proveden';
    NEW.proveden_at := sz_now();
  END IF;
  RETURN NEW;
END $$;
