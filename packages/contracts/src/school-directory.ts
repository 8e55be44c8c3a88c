import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, usernameSchema } from './accounts.ts';
import { STAGE_GRADE_IDS, STAGES, type Stage } from './stages.ts';

/**
 * School directory (document 3 sections 6 and 7): the caller's classrooms, grade filters,
 * a teacher's class students, and what a teacher or coordinator may change of them.
 */
export const SCHOOL_DIRECTORY_MESSAGES = {
  classroomNotFound: 'Turma não encontrada.',
  studentNotFound: 'Aluno não encontrado.',
  studentPasswordReset: 'Senha do aluno redefinida com sucesso.',
  studentUpdated: 'Dados do aluno atualizados com sucesso.',
  nothingToUpdate: 'Informe ao menos um dado para alterar.',
} as const;

export const STAGE_LABELS: Record<Stage, string> = {
  infantil: 'Educação Infantil',
  'fundamental-1': 'Ensino Fundamental - Anos Iniciais',
  'fundamental-2': 'Ensino Fundamental - Anos Finais',
  'ensino-medio': 'Ensino Médio',
  adulto: 'Educação de Jovens e Adultos',
  multisseriado: 'Multisseriado',
};

/** Grades in the order of their stage, then of their id within it (document 1 section 6). */
export function compareGrades(a: { id: number }, b: { id: number }): number {
  const stageIndex = (id: number) => {
    const index = STAGES.findIndex((stage) => STAGE_GRADE_IDS[stage].includes(id));
    return index === -1 ? STAGES.length : index;
  };
  return stageIndex(a.id) - stageIndex(b.id) || a.id - b.id;
}

export const gradeSchema = z.object({ id: z.number().int(), name: z.string(), stage: z.enum(STAGES).nullable() });
export type Grade = z.infer<typeof gradeSchema>;
export const gradesResponseSchema = z.object({ grades: z.array(gradeSchema) });

export const gradeGroupSchema = z.object({ stage: z.enum(STAGES), name: z.string(), grades: z.array(gradeSchema) });
export const gradeGroupsResponseSchema = z.object({ groups: z.array(gradeGroupSchema) });
export type GradeGroup = z.infer<typeof gradeGroupSchema>;

/** GET /filters/trees/grade: the same grades as a tree (stages, then grades), as filter trees are drawn. */
export const gradeTreeNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  children: z.array(z.object({ id: z.string(), name: z.string(), grade_id: z.number().int() })),
});
export const gradeTreeResponseSchema = z.object({ tree: z.array(gradeTreeNodeSchema) });

export const classroomSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  year: z.number().int(),
  grade: gradeSchema,
  school: z.object({ id: z.uuid(), name: z.string(), external_id: z.string().nullable() }),
  total_students: z.number().int(),
});
export type ClassroomSummary = z.infer<typeof classroomSummarySchema>;
export const classroomsResponseSchema = z.object({ classrooms: z.array(classroomSummarySchema) });

/** GET /teacher/school: the educator's schools, their group and the classrooms seen in each. */
export const teacherSchoolResponseSchema = z.object({
  schools: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      external_id: z.string().nullable(),
      group: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      classrooms: z.array(classroomSummarySchema.omit({ school: true })),
    }),
  ),
});
export type TeacherSchoolResponse = z.infer<typeof teacherSchoolResponseSchema>;

export const classStudentsQuerySchema = z.object({ classroom_id: z.uuid() });
export const classStudentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  level: z.number().int(),
  blocked: z.boolean(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;
export const classStudentsResponseSchema = z.object({
  classroom: classroomSummarySchema.omit({ total_students: true }),
  students: z.array(classStudentSchema),
});
export type ClassStudentsResponse = z.infer<typeof classStudentsResponseSchema>;

/** Without a password the server makes one and shows it once; a typed one follows the account rules. */
export const resetStudentPasswordSchema = z
  .object({ student_id: z.uuid(), password: newPasswordSchema.optional() })
  .strict();
export type ResetStudentPasswordRequest = z.infer<typeof resetStudentPasswordSchema>;
export const resetStudentPasswordResponseSchema = z.object({
  message: z.string(),
  /** Only when the server made it: shown once, never stored in clear. */
  password: z.string().optional(),
});
export type ResetStudentPasswordResponse = z.infer<typeof resetStudentPasswordResponseSchema>;
/** Letters and digits easy to read aloud to a child: no 0/O, 1/l/I. */
export const GENERATED_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 8;

export const updateStudentSchema = z
  .object({
    student_id: z.uuid(),
    name: personNameSchema.optional(),
    username: usernameSchema.optional(),
    /** null clears the e-mail. */
    email: emailSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.username !== undefined || body.email !== undefined, {
    message: SCHOOL_DIRECTORY_MESSAGES.nothingToUpdate,
  });
export type UpdateStudentRequest = z.infer<typeof updateStudentSchema>;
export const updateStudentResponseSchema = z.object({ message: z.string(), student: classStudentSchema });
