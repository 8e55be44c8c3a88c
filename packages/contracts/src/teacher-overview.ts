import { z } from 'zod';
import { ACTIVITY_KINDS, TEACHER_GRADED_KINDS } from './activity-rules.ts';

/** How many answers waiting for a grade and deadlines the educator's home lists. */
export const OVERVIEW_TO_GRADE_LIMIT = 20;
export const OVERVIEW_DEADLINES_LIMIT = 5;

/** An answer sent (status 3) and not yet graded, of a kind graded on its own screen (TEACHER_GRADED_KINDS). */
const toGradeItem = z.object({
  activity: z.uuid(),
  title: z.string(),
  kind: z.enum(TEACHER_GRADED_KINDS),
  classroom: z.string(),
  student: z.uuid(),
  student_name: z.string(),
  delivery_date: z.string().nullable(),
});

const deadline = z.object({
  activity: z.uuid(),
  title: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  classroom: z.string(),
  end_time: z.string(),
  sent: z.number(),
  assigned: z.number(),
});

const classroomParticipation = z.object({
  id: z.uuid(),
  name: z.string(),
  open_activities: z.number(),
  sent: z.number(),
  assigned: z.number(),
});

/** GET /teacher/overview (teacher-dashboard): what needs the educator on their home. */
export const teacherOverviewSchema = z.object({
  to_grade: z.object({ total: z.number(), items: z.array(toGradeItem) }),
  deadlines: z.array(deadline),
  classrooms: z.array(classroomParticipation),
});
export type TeacherOverview = z.infer<typeof teacherOverviewSchema>;
export type ToGradeItem = TeacherOverview['to_grade']['items'][number];
