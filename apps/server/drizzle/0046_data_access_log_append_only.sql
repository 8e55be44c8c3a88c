-- The access log is append-only (issue 27 part 5): no update, delete or truncate through the
-- application. Two ways out: the erasure of a person's data, whose transaction sets
-- `ava.erasure` to 'on', and a cascade from deleting the whole platform (pg_trigger_depth > 1).
CREATE FUNCTION data_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('ava.erasure', true), '') = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'data_access_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER data_access_log_no_change BEFORE UPDATE OR DELETE ON data_access_log
  FOR EACH ROW EXECUTE FUNCTION data_access_log_append_only();
--> statement-breakpoint
CREATE TRIGGER data_access_log_no_truncate BEFORE TRUNCATE ON data_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION data_access_log_append_only();
