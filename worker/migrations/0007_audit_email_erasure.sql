-- The audit log stays append-only, with one exception the law asks for: when a person deletes their account,
-- the email they acted under is erased from the rows they wrote (actor_email set to NULL, nothing else).
-- Every other UPDATE is still refused, and DELETE stays refused by audit_log_no_delete.
DROP TRIGGER audit_log_no_update;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
WHEN NOT (
  NEW.actor_email IS NULL
  AND NEW.id IS OLD.id AND NEW.at IS OLD.at AND NEW.actor_id IS OLD.actor_id AND NEW.role IS OLD.role
  AND NEW.savez_id IS OLD.savez_id AND NEW.action IS OLD.action AND NEW.entity IS OLD.entity
  AND NEW.entity_id IS OLD.entity_id AND NEW.changed_fields IS OLD.changed_fields
  AND NEW.request_id IS OLD.request_id
)
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
