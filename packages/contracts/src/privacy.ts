import { z } from 'zod';
/**
 * Children's data under LGPD (issue 27): what kinds of personal data the platform keeps and
 * why. Every column of the database is declared against these in the server's personal-data map.
 */
export const PERSONAL_DATA_CATEGORIES = [
  'identification',
  'contact',
  'school_record',
  'user_content',
  'usage',
  'sensitive',
] as const;
export type PersonalDataCategory = (typeof PERSONAL_DATA_CATEGORIES)[number];

export const PERSONAL_DATA_CATEGORY_LABELS: Record<PersonalDataCategory, string> = {
  identification: 'Identificação',
  contact: 'Contato',
  school_record: 'Vida escolar',
  user_content: 'Conteúdo escrito ou enviado pela pessoa',
  usage: 'Uso da plataforma',
  sensitive: 'Dado sensível',
};

export const PERSONAL_DATA_PURPOSES = [
  'account',
  'teaching',
  'school_management',
  'gamification',
  'communication',
  'family',
  'support',
  'security',
] as const;
export type PersonalDataPurpose = (typeof PERSONAL_DATA_PURPOSES)[number];

export const PERSONAL_DATA_PURPOSE_LABELS: Record<PersonalDataPurpose, string> = {
  account: 'Conta e acesso à plataforma',
  teaching: 'Atividades, correções, avaliações e certificados',
  school_management: 'Gestão escolar: turmas, frequência, carga horária e relatórios',
  gamification: 'Jogos, pontos, pokz, níveis e recompensas',
  communication: 'Mensagens, avisos e agenda entre escola e família',
  family: 'Vínculo com responsáveis e assinatura familiar',
  support: 'Suporte, opiniões e relatos de erro',
  security: 'Segurança da conta e registro de acessos',
};

/** The reads of a child's data that are logged when someone other than the child or their guardian makes them. */
export const AUDITED_READS = [
  'school_work',
  'essay_marks',
  'exam_result',
  'trail_progress',
  'homework_games',
  'student_workload',
] as const;
export type AuditedRead = (typeof AUDITED_READS)[number];

export const AUDITED_READ_LABELS: Record<AuditedRead, string> = {
  school_work: 'Redação ou trabalho entregue',
  essay_marks: 'Marcações da correção da redação',
  exam_result: 'Resultado de prova',
  trail_progress: 'Progresso em trilha',
  homework_games: 'Jogos da lição de casa',
  student_workload: 'Frequência e carga horária',
};

export const PRIVACY_MESSAGES = {
  notYourDependent: 'Este aluno não é seu dependente.',
  studentNotFound: 'Aluno não encontrado.',
} as const;

/** Reads shown: the last year of them. */
export const ACCESS_LOG_DAYS = 365;
export const ACCESS_LOG_PAGE_SIZE = 50;

export const accessLogQuerySchema = z.object({ student_id: z.uuid() });
export const accessLogPageQuerySchema = z.object({
  /** One child's reads; without it, every child's of the platform. */
  student_id: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const readerSchema = z.object({ id: z.uuid(), name: z.string(), role: z.string() });

/** GET /privacy/access-log/summary: for a guardian, who read what of their child, how often and when last. */
export const accessLogSummarySchema = z.object({
  student: z.object({ id: z.uuid(), name: z.string() }),
  days: z.number().int(),
  readers: z.array(
    z.object({
      reader: readerSchema,
      reads: z.array(z.object({ what: z.enum(AUDITED_READS), count: z.number().int(), last_at: z.string() })),
    }),
  ),
});
export type AccessLogSummary = z.infer<typeof accessLogSummarySchema>;

/** GET /privacy/access-log: for the school administration, every read with where it came from. */
export const accessLogPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  entries: z.array(
    z.object({
      id: z.uuid(),
      at: z.string(),
      student: z.object({ id: z.uuid(), name: z.string() }),
      reader: readerSchema,
      what: z.enum(AUDITED_READS),
      resource_id: z.uuid().nullable(),
      route: z.string(),
      ip: z.string(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;

/** GET /privacy/data-kept: each kind of personal data the platform keeps and what for (from the personal-data map). */
export const dataKeptSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(PERSONAL_DATA_CATEGORIES),
      label: z.string(),
      purposes: z.array(z.object({ purpose: z.enum(PERSONAL_DATA_PURPOSES), label: z.string() })),
    }),
  ),
});
export type DataKept = z.infer<typeof dataKeptSchema>;
