/** Status and type codes of the three specification documents. */

export const ACTIVITY_TYPES = {
  homework: 'K',
  forum: 'F',
  task: 'T',
  essay: 'R',
  handmade: 'M',
  digitalExam: 'DE',
  learningTrail: 'LT',
} as const;
export type ActivityTypeCode = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];

/** Main service act_status (document 2 section 4). */
export const MAIN_ACTIVITY_STATUS = { active: 1, finishedExam: 2, finishedTask: 3, inactive: 4 } as const;

/** External activity services: tasks, exams, trails. */
export const EXTERNAL_ACTIVITY_STATUS = { activated: 1, urgent: 2, finished: 3, redo: 5 } as const;

/** Exams, learning trails and schedules; in_analysis and paused only for exams and trails. */
export const EXAM_STATUS = {
  active: 1,
  scheduled: 2,
  draft: 3,
  finished: 4,
  archived: 5,
  in_analysis: 6,
  paused: 7,
} as const;

export const GUARDIAN_ACTIVITY_STATUS = { pending: 1, urgent: 2, done: 3, redo: 5, paused: 7 } as const;
export const GUARDIAN_SCHEDULE_STATUS = {
  pending: 1,
  urgent: 2,
  answered: 3,
  finished: 4,
  archived: 5,
} as const;

/** Delivery status of a student's submission. */
export const DELIVERY_STATUS = { sent: 3, notSentAfterEnd: 1 } as const;

export const FEEDBACK_TYPES = { great: 1, improve: 2, attention: 3, suggestion: 4 } as const;

export const SCHEDULE_TYPES = {
  event: 'E',
  note: 'N',
  authorization: 'A',
  survey: 'S',
  souvenir: 'R',
} as const;

export const NOTIFICATION_LIST_TYPES = { singleClassroom: 1, multipleClassrooms: 2, educators: 3 } as const;

export const LIBRARY_RESULT_TYPES = {
  'Aulas Digitais': 'digitalClasses',
  'Livros Digitais': 'digitalBooks',
  'Materiais Diversos': 'miscellaneous',
  Audios: 'audios',
} as const;
export const LIBRARY_MEDIA_CODES = ['A', 'L', 'M'] as const;

export const MATERIAL_CARD_TYPES = [
  'challenges',
  'digitalClasses',
  'digitalBooks',
  'miscellaneous',
  'audios',
  'default_exam',
  'printed_exam',
  'learning_trail',
] as const;

export const FACTORY_CONTENT_STATUSES = ['active', 'draft', 'blocked', 'archived', 'deleted'] as const;

export const SCORING_RULES_WITH_ID = ['V', 'K', 'LT'] as const;

export const ISSUE_REPORT_TYPES = ['Question', 'Medium', 'game'] as const;

export const RACES = ['Branca', 'Parda', 'Preta', 'Amarela', 'Indígena', 'Não declarar'] as const;
export const RELATIVES = ['mother', 'father', 'sibling', 'uncle_aunt', 'grandparent', 'other'] as const;

export const PLAN_PRODUCTS = ['uno', 'duo', 'family'] as const;

export const TRAIL_MAP_THEMES = [
  'desert',
  'space',
  'woods-river',
  'medieval',
  'snow',
  'prehistory',
  'sea',
  'sky',
  'candy',
  'road',
  'corporate1',
  'corporate2',
  'corporate3',
  'corporate4',
  'corporate5',
  'corporate6',
] as const;
