import type { ActivityConfig, ActivityConfigKey } from './activities.ts';
import { ACTIVITY_TYPES, type ActivityTypeCode, DELIVERY_STATUS, EXTERNAL_ACTIVITY_STATUS } from './codes.ts';
import { URGENT_WINDOW_MS } from './constants.ts';
import { ACTIVITY_KIND_LABELS } from './labels.ts';

/*
 * The activities' kinds, rules and limits, without a schema: the web's dashboards read these,
 * and a module that builds zod schemas costs a page that imports it their construction.
 * The requests' and answers' schemas are in activities.ts.
 */

/** The kinds of activity a teacher creates; school work has no letter of its own and travels as a task. */
export const ACTIVITY_KINDS = [
  'homework',
  'forum',
  'task',
  'essay',
  'work',
  'handmade',
  'digital_exam',
  'trail',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The kinds whose answer waits for the educator's grade, each graded on a correction screen of its
 * own: essays, works and handmade work (school work) and forums, whose answer is the student's
 * comments. Exams, tasks and trails are scored as they are answered.
 */
export const TEACHER_GRADED_KINDS = ['essay', 'work', 'handmade', 'forum'] as const satisfies readonly ActivityKind[];
export type TeacherGradedKind = (typeof TEACHER_GRADED_KINDS)[number];

const codeByKind: Record<ActivityKind, ActivityTypeCode> = {
  homework: ACTIVITY_TYPES.homework,
  forum: ACTIVITY_TYPES.forum,
  task: ACTIVITY_TYPES.task,
  essay: ACTIVITY_TYPES.essay,
  work: ACTIVITY_TYPES.task,
  handmade: ACTIVITY_TYPES.handmade,
  digital_exam: ACTIVITY_TYPES.digitalExam,
  trail: ACTIVITY_TYPES.learningTrail,
};

export function activityTypeCode(kind: ActivityKind): ActivityTypeCode {
  return codeByKind[kind];
}

/**
 * The exam's settings (the exams service reads them when a student takes a digital exam):
 * fullscreen, question and alternative order, anti-cheat and the access password.
 */
const EXAM_CONFIG_KEYS = ['fullscreen', 'randomize_question', 'randomize', 'anti_cheat', 'password'] as const;

/** The trail config's flags (document 2 section 3): its step forums' comments. */
const TRAIL_CONFIG_KEYS = ['hideComments', 'deleteComments'] as const;

/**
 * The settings a kind's second creation step offers: a digital exam has the exam's and a forum
 * of doubts, a trail its step forums' flags and a forum of doubts; a forum is one already; every
 * other kind may open a forum of doubts.
 */
export function activityConfigKeys(kind: ActivityKind): readonly ActivityConfigKey[] {
  if (kind === 'digital_exam') return [...EXAM_CONFIG_KEYS, 'forum'];
  if (kind === 'trail') return ['forum', ...TRAIL_CONFIG_KEYS];
  return kind === 'forum' ? [] : ['forum'];
}

/** The config a new activity of the kind starts with: anti-cheat is on for a digital exam. */
export function defaultActivityConfig(kind: ActivityKind): ActivityConfig {
  return kind === 'digital_exam' ? { anti_cheat: true } : {};
}

// ---------------------------------------------------------------------------------------
// Rules (document 2 sections 4, 5 and 9)

/** An activity is urgent when its deadline is still ahead and less than 48 hours away. */
export function isUrgent(endTime: Date | string | null | undefined, now: Date): boolean {
  if (endTime == null) return false;
  const left = new Date(endTime).getTime() - now.getTime();
  return left > 0 && left < URGENT_WINDOW_MS;
}

/** Urgent for one student: a deadline under 48 hours away with nothing sent yet (status 3 is sent). */
export function isUrgentFor(endTime: Date | string | null | undefined, status: number, now: Date): boolean {
  return status !== DELIVERY_STATUS.sent && isUrgent(endTime, now);
}

export function isExpired(endTime: Date | string | null | undefined, now: Date): boolean {
  return endTime != null && new Date(endTime).getTime() <= now.getTime();
}

/** Past its deadline for one student: a redo the teacher asked (status 5) reopens it whatever the end time. */
export function isExpiredFor(endTime: Date | string | null | undefined, status: number, now: Date): boolean {
  return status !== EXTERNAL_ACTIVITY_STATUS.redo && isExpired(endTime, now);
}

export const DELIVERY_STATES = ['sent', 'not_sent', 'pending'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: 'Enviado',
  not_sent: 'Não enviado',
  pending: 'Pendente',
};

/** 3 is sent; 1 after the end date is not sent; anything else is pending. */
export function deliveryState(status: number, endTime: Date | string | null | undefined, now: Date): DeliveryState {
  if (status === DELIVERY_STATUS.sent) return 'sent';
  if (status === DELIVERY_STATUS.notSentAfterEnd && isExpired(endTime, now)) return 'not_sent';
  return 'pending';
}

/** Statuses a teacher sets on a student's row: activated, finished (sent) and redo. */
export const STUDENT_ACTIVITY_STATUSES = [
  EXTERNAL_ACTIVITY_STATUS.activated,
  EXTERNAL_ACTIVITY_STATUS.finished,
  EXTERNAL_ACTIVITY_STATUS.redo,
] as const;

export interface ActivityStats {
  avg_points: number | null;
  total_pokz: number;
  total_activities: number;
  total_not_done: number;
  total_workload: number;
}

export const EMPTY_ACTIVITY_STATS: ActivityStats = {
  avg_points: null,
  total_pokz: 0,
  total_activities: 0,
  total_not_done: 0,
  total_workload: 0,
};

/** Average points at or below 0 count as null; pokz at or below 0 count as 0. */
export function normaliseStats(stats: Partial<ActivityStats> | null | undefined): ActivityStats {
  if (!stats) return { ...EMPTY_ACTIVITY_STATS };
  const avg = stats.avg_points;
  return {
    avg_points: avg != null && Number.isFinite(avg) && avg > 0 ? avg : null,
    total_pokz: Math.max(0, stats.total_pokz ?? 0),
    total_activities: stats.total_activities ?? 0,
    total_not_done: stats.total_not_done ?? 0,
    total_workload: stats.total_workload ?? 0,
  };
}

/** Combined averages are the mean of the non-null parts; totals are sums. */
export function combineStats(parts: readonly (Partial<ActivityStats> | null | undefined)[]): ActivityStats {
  const normalised = parts.map(normaliseStats);
  const averages = normalised.flatMap((part) => (part.avg_points === null ? [] : [part.avg_points]));
  const sum = (key: Exclude<keyof ActivityStats, 'avg_points'>) =>
    normalised.reduce((total, part) => total + part[key], 0);
  return {
    avg_points: averages.length ? averages.reduce((a, b) => a + b, 0) / averages.length : null,
    total_pokz: sum('total_pokz'),
    total_activities: sum('total_activities'),
    total_not_done: sum('total_not_done'),
    total_workload: sum('total_workload'),
  };
}

export const MAX_SCORE = 10;
/** Most pokz one evaluation gives. */
export const MAX_EVALUATION_POKZ = 10_000;
export const ACTIVITY_TITLE_MAX = 200;
export const DETAILS_MAX = 200_000;
export const NOTES_MAX = 5_000;
export const COMMENT_MAX = 5_000;
/** Kinds each creation service accepts: the flow picks its service by prova-digital, tarefa or trilha. */
export const CREATION_SERVICE_KINDS = {
  tasks: ['homework', 'task', 'forum', 'essay', 'work', 'handmade'],
  exams: ['digital_exam'],
  trails: ['trail'],
} as const satisfies Record<string, readonly ActivityKind[]>;
export type CreationService = keyof typeof CREATION_SERVICE_KINDS;

/**
 * The kinds each external activity service lists to students (document 2 section 7); the main
 * service's student lists leave them out so the merged lists hold each activity once. The
 * tasks service lists the tarefas (homework of challenges), which it also serves to play.
 */
export const EXTERNAL_LIST_KINDS = {
  tasks: ['homework'],
  exams: ['digital_exam'],
  trails: ['trail'],
} as const satisfies Record<CreationService, readonly ActivityKind[]>;
export const EXTERNALLY_LISTED_KINDS: readonly ActivityKind[] = Object.values(EXTERNAL_LIST_KINDS).flat();

/**
 * The external activity services (tasks, exams, trails; document 2 sections 3, 5, 7 and 8):
 * the same paths on each, each listing its own kinds of activity to the student.
 */
export type ExternalService = keyof typeof EXTERNAL_LIST_KINDS;
export const EXTERNAL_SERVICES = Object.keys(EXTERNAL_LIST_KINDS) as ExternalService[];

export type ExternalActivityStatus = (typeof EXTERNAL_ACTIVITY_STATUS)[keyof typeof EXTERNAL_ACTIVITY_STATUS];
/** What the open list holds when no status is asked: activated, urgent and redo. */
export const OPEN_EXTERNAL_STATUSES = [
  EXTERNAL_ACTIVITY_STATUS.activated,
  EXTERNAL_ACTIVITY_STATUS.urgent,
  EXTERNAL_ACTIVITY_STATUS.redo,
] as const;

/** The kind of an item of a service's list, from its type label ('Prova Digital', 'Tarefa', 'Trilha'). */
export function externalItemKind(service: ExternalService, type: string): ActivityKind | undefined {
  const kinds: readonly ActivityKind[] = EXTERNAL_LIST_KINDS[service];
  return kinds.find((kind) => ACTIVITY_KIND_LABELS[kind] === type);
}

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
