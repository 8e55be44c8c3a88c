-- The reports' rollups (modules/reports, README 'Rollups') are kept by the database on every write
-- of the rows they sum, whichever code path makes it, inside the writing transaction, and filled
-- here once from the rows already written.
--
-- report_activity_totals: one row per activity with student rows, the sums of those rows. Status 3
-- is DELIVERY_STATUS.sent (contracts). An activity's deletion removes its row by the foreign key;
-- its student rows' deletion then updates nothing.
CREATE FUNCTION report_activity_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE report_activity_totals SET
      assigned = assigned - 1,
      delivered = delivered - (OLD.status = 3)::int,
      score_sum = score_sum - coalesce(OLD.score, 0),
      score_count = score_count - (OLD.score IS NOT NULL)::int,
      pokz = pokz - greatest(OLD.pokz, 0)
    WHERE activity_id = OLD.activity_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_activity_totals AS t (activity_id, platform_id, assigned, delivered, score_sum, score_count, pokz)
    VALUES (NEW.activity_id, NEW.platform_id, 1, (NEW.status = 3)::int, coalesce(NEW.score, 0),
      (NEW.score IS NOT NULL)::int, greatest(NEW.pokz, 0))
    ON CONFLICT (activity_id) DO UPDATE SET
      assigned = t.assigned + 1,
      delivered = t.delivered + excluded.delivered,
      score_sum = t.score_sum + excluded.score_sum,
      score_count = t.score_count + excluded.score_count,
      pokz = t.pokz + excluded.pokz;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activity_students_report_totals AFTER INSERT OR DELETE ON activity_students
  FOR EACH ROW EXECUTE FUNCTION report_activity_totals_keep();
--> statement-breakpoint
CREATE TRIGGER activity_students_report_totals_update AFTER UPDATE ON activity_students
  FOR EACH ROW WHEN (OLD.activity_id IS DISTINCT FROM NEW.activity_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.score IS DISTINCT FROM NEW.score OR OLD.pokz IS DISTINCT FROM NEW.pokz)
  EXECUTE FUNCTION report_activity_totals_keep();
--> statement-breakpoint
INSERT INTO report_activity_totals (activity_id, platform_id, assigned, delivered, score_sum, score_count, pokz)
SELECT activity_id, min(platform_id::text)::uuid, count(*), count(*) FILTER (WHERE status = 3), coalesce(sum(score), 0),
  count(score), coalesce(sum(greatest(pokz, 0)), 0)
FROM activity_students GROUP BY activity_id;
--> statement-breakpoint
-- report_time_months: one row per user and month with time logs, the sum of that month's
-- active_seconds. A time log is updated every few seconds while its user is active: each update
-- adds its difference to the one month row.
CREATE FUNCTION report_time_months_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE report_time_months SET active_seconds = active_seconds - OLD.active_seconds
    WHERE user_id = OLD.user_id AND month = date_trunc('month', OLD.day)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_time_months AS t (user_id, month, platform_id, active_seconds)
    VALUES (NEW.user_id, date_trunc('month', NEW.day)::date, NEW.platform_id, NEW.active_seconds)
    ON CONFLICT (user_id, month) DO UPDATE SET active_seconds = t.active_seconds + excluded.active_seconds;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER time_logs_report_months AFTER INSERT OR DELETE ON time_logs
  FOR EACH ROW EXECUTE FUNCTION report_time_months_keep();
--> statement-breakpoint
CREATE TRIGGER time_logs_report_months_update AFTER UPDATE ON time_logs
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.day IS DISTINCT FROM NEW.day
    OR OLD.active_seconds IS DISTINCT FROM NEW.active_seconds)
  EXECUTE FUNCTION report_time_months_keep();
--> statement-breakpoint
INSERT INTO report_time_months (user_id, month, platform_id, active_seconds)
SELECT user_id, date_trunc('month', day)::date, min(platform_id::text)::uuid, sum(active_seconds)
FROM time_logs GROUP BY user_id, date_trunc('month', day);
