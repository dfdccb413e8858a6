-- A competition's start list (issue 16, D1 migration 0010_start_list, shared/entities/prijava.ts): the stored
-- competitors registered for a competition. A row takes its competition's federation (sz_before_write with
-- the parent column natjecanje_id), its competitor must be of that federation too (worker/data/write.ts
-- sameFederation), a competitor is on a list once while published, and it has the content triggers and the
-- 'Obrisano' views of the init migration.
CREATE TABLE natjecanja_natjecatelji (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  natjecanje_id text NOT NULL REFERENCES natjecanja (id) ON DELETE CASCADE,
  natjecatelj_id text NOT NULL REFERENCES natjecatelji (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id),
  created_at text COLLATE "C" DEFAULT sz_now(),
  version integer NOT NULL DEFAULT 1,
  savez_id text NOT NULL REFERENCES savezi (id),
  deleted_at text COLLATE "C"
);
CREATE INDEX natjecanja_natjecatelji_savez ON natjecanja_natjecatelji (savez_id, created_at);
CREATE INDEX natjecanja_natjecatelji_natjecanje ON natjecanja_natjecatelji (natjecanje_id, created_at);
CREATE UNIQUE INDEX natjecanja_natjecatelji_jednom ON natjecanja_natjecatelji (natjecanje_id, natjecatelj_id)
  WHERE deleted_at IS NULL;

CREATE TRIGGER natjecanja_natjecatelji_before_write BEFORE INSERT OR UPDATE ON natjecanja_natjecatelji
  FOR EACH ROW EXECUTE FUNCTION sz_before_write('natjecanje_id');
CREATE TRIGGER natjecanja_natjecatelji_audit AFTER INSERT OR UPDATE ON natjecanja_natjecatelji
  FOR EACH ROW EXECUTE FUNCTION sz_audit_write();

-- The competitor is of the competition's federation (D1: T_JAVNO.drugiSavez). Named so that it runs after
-- natjecanja_natjecatelji_before_write has set the row's federation from its competition.
CREATE FUNCTION sz_prijava_same_federation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.natjecatelj_id IS NOT DISTINCT FROM OLD.natjecatelj_id
     AND NEW.savez_id IS NOT DISTINCT FROM OLD.savez_id THEN
    RETURN NEW;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM natjecatelji WHERE id = NEW.natjecatelj_id AND savez_id = NEW.savez_id) THEN
    RAISE EXCEPTION 'the competitor is not of the competition''s federation' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER natjecanja_natjecatelji_same_federation BEFORE INSERT OR UPDATE ON natjecanja_natjecatelji
  FOR EACH ROW EXECUTE FUNCTION sz_prijava_same_federation();

CREATE VIEW natjecanja_natjecatelji_objavljeno AS
  SELECT id, version, savez_id, deleted_at FROM natjecanja_natjecatelji WHERE deleted_at IS NULL;
CREATE VIEW natjecanja_natjecatelji_obrisano AS
  SELECT id, version, savez_id, deleted_at FROM natjecanja_natjecatelji WHERE deleted_at IS NOT NULL;
CREATE TRIGGER soft_delete INSTEAD OF DELETE ON natjecanja_natjecatelji_objavljeno
  FOR EACH ROW EXECUTE FUNCTION sz_soft_delete('natjecanja_natjecatelji');
CREATE TRIGGER restore INSTEAD OF DELETE ON natjecanja_natjecatelji_obrisano
  FOR EACH ROW EXECUTE FUNCTION sz_restore('natjecanja_natjecatelji');
