-- The audit trigger function as the membership register's migration left it.
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
ALTER TABLE memberships DROP COLUMN token_version;
