import { z } from 'zod';
import { ACTIVITY_KINDS, MAX_SCORE } from './activity-rules.ts';

/**
 * The educator's learning follow-up (teacher-dashboard paths /teacher/grades,
 * /teacher/grades_assigned and /teacher/students_details; the 'Aprendizagem' screen).
 */
/** Width of a bar of the grades distribution: 0-2, 2-4, 4-6, 6-8 and 8-10 (the last one holds 10). */
export const SCORE_BAND_WIDTH = 2;
export const SCORE_BANDS = Array.from({ length: MAX_SCORE / SCORE_BAND_WIDTH }, (_, index) => ({
  from: index * SCORE_BAND_WIDTH,
  to: (index + 1) * SCORE_BAND_WIDTH,
}));

const classroomOfGrade = z.object({
  id: z.uuid(),
  name: z.string(),
  year: z.number().int(),
  school: z.object({ id: z.uuid(), name: z.string() }),
  total_students: z.number().int(),
});

/** GET /teacher/grades: the school years the educator teaches (a coordinator: of their schools), each with its classrooms. */
export const teacherGradesSchema = z.object({
  grades: z.array(z.object({ id: z.number().int(), name: z.string(), classrooms: z.array(classroomOfGrade) })),
});
export type TeacherGrades = z.infer<typeof teacherGradesSchema>;

export const gradesAssignedQuerySchema = z.object({
  classroom_id: z.uuid().optional(),
});

/** Scores given, per band of SCORE_BANDS. */
const distribution = z.array(z.number().int());

const gradedSummary = z.object({
  /** Scores given (evaluated answers with a score). */
  graded: z.number().int(),
  /** Mean of the scores above 0; null when none (document 3 section 9). */
  average: z.number().nullable(),
  distribution,
});

/** GET /teacher/grades_assigned: the scores the educator's classrooms' activities gave, per classroom and activity. */
export const gradesAssignedSchema = z.object({
  classrooms: z.array(
    gradedSummary.extend({
      id: z.uuid(),
      name: z.string(),
      grade: z.object({ id: z.number().int(), name: z.string() }),
      /** Activities with at least one score given. */
      activities: z.number().int(),
    }),
  ),
  activities: z.array(
    gradedSummary.extend({
      id: z.uuid(),
      title: z.string(),
      kind: z.enum(ACTIVITY_KINDS),
      classroom_id: z.uuid(),
      assigned: z.number().int(),
    }),
  ),
});
export type GradesAssigned = z.infer<typeof gradesAssignedSchema>;

export const studentsDetailsQuerySchema = z.object({
  classroom_id: z.uuid(),
});

/** A student's row (document 2, 'Student row'), with the stats rules of document 3 section 9. */
export const learningStudentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  /** Mean of the scores above 0; null when none. */
  avg_points: z.number().nullable(),
  total_pokz: z.number().int(),
  /** Published activities assigned to the student in the classroom. */
  total_activities: z.number().int(),
  /** Of them, the answers sent. */
  total_done: z.number().int(),
  total_not_done: z.number().int(),
  /** Minutes of the activities answered. */
  total_workload: z.number().int(),
  /** The latest of their sign-ins and activity openings. */
  last_access: z.string().nullable(),
});
export type LearningStudent = z.infer<typeof learningStudentSchema>;

/** GET /teacher/students_details: one classroom's students and the classroom's combined stats. */
export const studentsDetailsSchema = z.object({
  classroom: z.object({ id: z.uuid(), name: z.string(), grade: z.object({ id: z.number().int(), name: z.string() }) }),
  summary: z.object({
    avg_points: z.number().nullable(),
    total_pokz: z.number().int(),
    total_activities: z.number().int(),
    total_not_done: z.number().int(),
    total_workload: z.number().int(),
  }),
  students: z.array(learningStudentSchema),
});
export type StudentsDetails = z.infer<typeof studentsDetailsSchema>;
