import { z } from 'zod';
import { type ActivityKind, DELIVERY_STATES, TEACHER_GRADED_KINDS } from './activities.ts';
import { STAGES } from './stages.ts';

/** Activities answered through /school_work/student_response and listed by work_results. */
export const SCHOOL_WORK_KINDS = ['essay', 'work', 'handmade'] as const satisfies readonly ActivityKind[];
export type SchoolWorkKind = (typeof SCHOOL_WORK_KINDS)[number];

export function isSchoolWorkKind(kind: string): kind is SchoolWorkKind {
  return (SCHOOL_WORK_KINDS as readonly string[]).includes(kind);
}

/**
 * An essay, a work or a forum is graded only once sent (a forum by the student's comment).
 * Handmade work is done on paper and graded anyway; the other kinds are scored as they are answered.
 */
export function isGradedOnceSent(kind: string): boolean {
  return (TEACHER_GRADED_KINDS as readonly string[]).includes(kind) && kind !== 'handmade';
}

/** Longest response text accepted (rich text, before sanitising). */
export const MAX_RESPONSE_TEXT_LENGTH = 200_000;
/** Files one student may attach to one response. */
export const MAX_RESPONSE_FILES = 10;

export const SCHOOL_WORK_MESSAGES = {
  expired: 'Atividade Expirada: o prazo de entrega terminou e a resposta não pode mais ser enviada.',
  notStarted: 'Esta atividade ainda não começou.',
  closed: 'Esta atividade foi encerrada pelo professor e não recebe mais respostas.',
  alreadySent: 'A resposta já foi enviada e só pode ser refeita se o professor pedir.',
  emptyResponse: 'Escreva a resposta ou anexe um arquivo antes de enviar.',
  emptyEssay: 'Escreva a redação antes de enviar.',
  fontSize: 'Tamanho de fonte inválido.',
  notSchoolWork: 'Esta atividade não recebe redação nem trabalho.',
  notEssay: 'Esta atividade não é uma redação.',
  studentRequired: 'Informe o aluno.',
  studentNotAssigned: 'O aluno não está nesta atividade.',
  fileNotYours: 'Arquivo não encontrado nesta atividade.',
  tooManyFiles: `Anexe no máximo ${MAX_RESPONSE_FILES} arquivos.`,
  essayNotSent: 'O aluno ainda não enviou a redação.',
  notSent: 'O aluno ainda não enviou a resposta.',
  bookmarkNotFound: 'Marcação não encontrada.',
  bookmarkOutOfText: 'A marcação passa do fim da redação.',
} as const;

const storageKey = z.string().trim().min(1).max(900);

/** POST /school_work/student_response. `files` are storage keys uploaded to the activity's folder. */
export const studentResponseSchema = z
  .object({
    activity: z.uuid(),
    /** Rich text; an essay's starts with its font-size tag (see essays.ts). */
    detail_text: z.string().max(MAX_RESPONSE_TEXT_LENGTH).default(''),
    draft: z.boolean(),
    /** The files the response keeps: uploaded ones are linked, linked ones left out are unlinked. */
    files: z.array(storageKey).max(MAX_RESPONSE_FILES).optional(),
  })
  .strict();
export type StudentResponse = z.infer<typeof studentResponseSchema>;

/** Student file of document 2 section 3. */
export const studentFileSchema = z.object({
  id: z.uuid(),
  file: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.string(),
  /** True when the bytes live in an S3 bucket rather than the server's directory. */
  s3: z.boolean(),
  created_at: z.string(),
});
export type StudentFile = z.infer<typeof studentFileSchema>;

export const activityFileSchema = studentFileSchema.extend({ student: z.uuid(), student_name: z.string() });
export type ActivityFile = z.infer<typeof activityFileSchema>;

export const schoolWorkActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(SCHOOL_WORK_KINDS),
  activity_type: z.string(),
  details: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  expired: z.boolean(),
});

export const workDetailSchema = z.object({
  activity: schoolWorkActivitySchema,
  student: z.object({ id: z.uuid(), name: z.string() }),
  /** The stage of the activity's classroom (its grade's); an essay's rubric follows it (essayRubricFor). */
  stage: z.enum(STAGES).nullable(),
  /** The row's status code: 1 activated, 3 sent, 5 redo asked. */
  status: z.number().int(),
  /** Derived from status and the end date (deliveryState in activities.ts). */
  delivery_status: z.enum(DELIVERY_STATES),
  draft: z.boolean(),
  /** The last text saved (see `draft`); an essay's keeps its font-size tag. Null before any. */
  detail_text: z.string().nullable(),
  font_size: z.number().int().nullable(),
  delivery_date: z.string().nullable(),
  score: z.number().nullable(),
  pokz: z.number().int(),
  teacher_comment: z.string().nullable(),
  evaluated: z.boolean(),
  /** The evaluation's mark that the student reached the activity's goal. */
  reached_goal: z.boolean(),
  /** Whether the student may still send (or save) the response now. */
  can_submit: z.boolean(),
  files: z.array(studentFileSchema),
});
export type WorkDetail = z.infer<typeof workDetailSchema>;

/** GET /school_work/work_detail and /activity/stu_files_list: a student omits `student`. */
export const workDetailQuerySchema = z.object({ activity: z.uuid(), student: z.uuid().optional() });
export const activityQuerySchema = z.object({ activity: z.uuid() });

export const workResultSchema = z.object({
  student: z.uuid(),
  name: z.string(),
  username: z.string(),
  status: z.number().int(),
  delivery_status: z.enum(DELIVERY_STATES),
  draft: z.boolean(),
  score: z.number().nullable(),
  pokz: z.number().int(),
  delivery_date: z.string().nullable(),
  evaluated: z.boolean(),
  files_count: z.number().int().nonnegative(),
});
export type WorkResult = z.infer<typeof workResultSchema>;

export const workResultsSchema = z.object({
  activity: schoolWorkActivitySchema,
  students: z.array(workResultSchema),
});

export const studentFilesListSchema = z.object({ files: z.array(studentFileSchema) });
export const activityFilesListSchema = z.object({ files: z.array(activityFileSchema) });

/**
 * GET /text_box_file/list: the files of a response text box. role `student` lists one
 * student's files of the activity `role_id` (like stu_files_list), role `teacher` all its
 * files (like files_list); the caller's own role decides which it may ask.
 */
export const TEXT_BOX_ROLES = ['student', 'teacher'] as const;
export const textBoxFileQuerySchema = z.object({
  role: z.enum(TEXT_BOX_ROLES),
  role_id: z.uuid(),
  student: z.uuid().optional(),
});
export const textBoxFileListSchema = z.object({ files: z.array(activityFileSchema) });
