import { z } from 'zod';
import { MESSAGES } from './catalogue.ts';

/** The bulk load of students (document 3 section 7, School data; document 2 section 5, its dialogs). */
export const STUDENT_LOAD_MAX_BYTES = 5 * 1024 * 1024;
export const STUDENT_LOAD_MAX_ROWS = 5_000;
export const STUDENT_LOAD_EXTENSIONS = ['xlsx', 'csv'] as const;

/** The sheet's columns, in the model's order; Nome and Turma are required, the others optional. */
export const STUDENT_LOAD_COLUMNS = {
  name: 'Nome',
  username: 'Usuário',
  email: 'E-mail',
  classroom: 'Turma',
} as const;
export type StudentLoadColumn = keyof typeof STUDENT_LOAD_COLUMNS;
export const STUDENT_LOAD_MODEL_FILE = 'modelo-carga-de-alunos.xlsx';

export const STUDENT_LOAD_MESSAGES = {
  errors: 'A carga possui erros',
  empty: 'A carga está vazia',
  duplicates: 'A carga possui dados duplicados',
  tooLarge: `${MESSAGES.fileTooLarge} Tamanho máximo: 5 MB.`,
  wrongType: `${MESSAGES.fileTypeRefused} Formatos aceitos: xlsx, csv.`,
  tooManyRows: 'A planilha pode ter no máximo 5.000 alunos.',
  unreadable: 'Não foi possível ler a planilha. Envie um arquivo xlsx ou csv.',
  missingColumns: 'A planilha deve ter as colunas Nome e Turma.',
  schoolMissing: 'Selecione a escola.',
  notValid: 'Corrija a planilha antes de confirmar a carga.',
  takenMeanwhile:
    'Um usuário ou e-mail da planilha passou a ser usado durante a carga. Nenhum aluno foi criado; envie a planilha de novo.',
} as const;

/** Each problem a row can have, with the text the preview shows. */
export const STUDENT_ROW_PROBLEMS = {
  nameMissing: 'Informe o nome.',
  nameInvalid: 'O nome deve ter de 3 a 120 caracteres.',
  classroomMissing: 'Informe a turma.',
  classroomUnknown: 'Turma não encontrada nesta escola.',
  usernameInvalid: 'Usuário inválido: use de 3 a 40 letras sem acento, números, ponto, hífen ou sublinhado.',
  usernameTaken: MESSAGES.usernameTaken,
  emailInvalid: 'E-mail inválido.',
  emailTaken: MESSAGES.emailTaken,
  usernameRepeated: 'Usuário repetido na planilha.',
  emailRepeated: 'E-mail repetido na planilha.',
  studentRepeated: 'Aluno repetido na planilha (mesmo nome e turma).',
} as const;
export type StudentRowProblem = keyof typeof STUDENT_ROW_PROBLEMS;
export const DUPLICATE_PROBLEMS: readonly StudentRowProblem[] = [
  'usernameRepeated',
  'emailRepeated',
  'studentRepeated',
];

/** Which dialog of document 2 the preview opens; 'ok' when the load may be confirmed. */
export const STUDENT_LOAD_VERDICTS = ['ok', 'errors', 'empty', 'duplicates'] as const;
export type StudentLoadVerdict = (typeof STUDENT_LOAD_VERDICTS)[number];

export const schoolQuerySchema = z.object({ school_id: z.uuid() });
export const studentsQuerySchema = z.object({ school_id: z.uuid(), classroom_id: z.uuid().optional() });

export const schoolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  school_group_id: z.string().nullable(),
  school_group_name: z.string().nullable(),
  classrooms: z.number().int(),
  students: z.number().int(),
});
export const schoolsResponseSchema = z.object({ schools: z.array(schoolSummarySchema) });
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

export const schoolGroupsResponseSchema = z.object({
  school_groups: z.array(z.object({ id: z.string(), name: z.string(), schools: z.number().int() })),
});

export const schoolClassroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  grade_id: z.number().int(),
  grade_name: z.string(),
  students: z.number().int(),
});
export const schoolClassroomsResponseSchema = z.object({ classrooms: z.array(schoolClassroomSchema) });
export type SchoolClassroom = z.infer<typeof schoolClassroomSchema>;

export const schoolStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  classrooms: z.array(z.string()),
});
export const schoolStudentsResponseSchema = z.object({ students: z.array(schoolStudentSchema) });
export type SchoolStudent = z.infer<typeof schoolStudentSchema>;

export const gradesByClassroomsResponseSchema = z.object({
  grades: z.array(
    z.object({ id: z.number().int(), name: z.string(), classrooms: z.number().int(), students: z.number().int() }),
  ),
});

export const studentLoadRowSchema = z.object({
  /** The sheet's line number (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  classroom: z.string(),
  problems: z.array(z.enum(Object.keys(STUDENT_ROW_PROBLEMS) as [StudentRowProblem, ...StudentRowProblem[]])),
});
export type StudentLoadRow = z.infer<typeof studentLoadRowSchema>;

/** POST /mars/students/fetch without confirm: every row with its problems; nothing is written. */
export const studentLoadPreviewSchema = z.object({
  verdict: z.enum(STUDENT_LOAD_VERDICTS),
  /** The dialog's title, null when the load may be confirmed. */
  dialog: z.string().nullable(),
  total: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(studentLoadRowSchema),
});
export type StudentLoadPreview = z.infer<typeof studentLoadPreviewSchema>;

export const STUDENT_LOAD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StudentLoadStatus = (typeof STUDENT_LOAD_STATUSES)[number];

export const loadedAccountSchema = z.object({
  name: z.string(),
  username: z.string(),
  password: z.string(),
  classroom: z.string(),
});
export type LoadedAccount = z.infer<typeof loadedAccountSchema>;

export const studentLoadSchema = z.object({
  id: z.string(),
  school_id: z.string(),
  status: z.enum(STUDENT_LOAD_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  /** The new accounts and their first passwords, for the printed sheet; only once the load is done. */
  accounts: z.array(loadedAccountSchema),
});
export type StudentLoad = z.infer<typeof studentLoadSchema>;

export const studentLoadAnswerSchema = z.union([studentLoadPreviewSchema, studentLoadSchema]);
export const studentLoadQuerySchema = z.object({ id: z.uuid() });
