-- A platform's feature flags decide which kinds its students' lists hold on the main service
-- (marsActivities: digital exams and trails are the exams and trails services' while it is on).
-- A change to them is announced like the other rows those lists are read from (0015).
CREATE OR REPLACE FUNCTION student_lists_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'activity_students' THEN
    PERFORM pg_notify('student_lists', 'student:' || changed.student_id);
  ELSIF TG_TABLE_NAME = 'activities' THEN
    PERFORM pg_notify('student_lists', 'activity:' || changed.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('student_lists', 'user:' || changed.id);
  ELSIF TG_TABLE_NAME = 'classrooms' THEN
    PERFORM pg_notify('student_lists', 'classroom:' || changed.id);
  ELSIF TG_TABLE_NAME = 'platforms' THEN
    PERFORM pg_notify('student_lists', 'platform:' || changed.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER platforms_lists AFTER UPDATE OF features, kind ON platforms
  FOR EACH ROW WHEN (OLD.features IS DISTINCT FROM NEW.features OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION student_lists_notify();
