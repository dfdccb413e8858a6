-- Drops everything up.sql created (the data with it).
DROP TABLE IF EXISTS idempotency_keys, audit_log, natjecanja_dokumenti, natjecatelji, dokumenti_saveza, rezultati,
  natjecanja, feed, memberships, pozivnice, staff_savezi, savezi, users CASCADE;
DROP FUNCTION IF EXISTS sz_restore(), sz_soft_delete(), sz_audit_write(), sz_before_write(), sz_normalise_name(text),
  sz_session_savezi(jsonb), sz_app_role(text), sz_session(), audit_log_append_only(), sz_now();
