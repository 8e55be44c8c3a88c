-- Students' activity lists are kept in memory by every server instance (activities module,
-- student-snapshots.ts). Each change to a row they are read from is announced on commit with the
-- tag of that row, whichever code path made it.
CREATE FUNCTION student_lists_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activity_students_lists AFTER INSERT OR UPDATE OR DELETE ON activity_students
  FOR EACH ROW EXECUTE FUNCTION student_lists_notify();
--> statement-breakpoint
CREATE TRIGGER activities_lists AFTER UPDATE OR DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION student_lists_notify();
--> statement-breakpoint
CREATE TRIGGER users_lists AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION student_lists_notify();
--> statement-breakpoint
CREATE TRIGGER classrooms_lists AFTER UPDATE OF name ON classrooms
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION student_lists_notify();
