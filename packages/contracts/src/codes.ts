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

/** Delivery status of a student's submission. */
export const DELIVERY_STATUS = { sent: 3, notSentAfterEnd: 1 } as const;

export const FEEDBACK_TYPES = { great: 1, improve: 2, attention: 3, suggestion: 4 } as const;

export const ISSUE_REPORT_TYPES = ['Question', 'Medium', 'game'] as const;

export const RACES = ['Branca', 'Parda', 'Preta', 'Amarela', 'Indígena', 'Não declarar'] as const;
export const RELATIVES = ['mother', 'father', 'sibling', 'uncle_aunt', 'grandparent', 'other'] as const;

export const PLAN_PRODUCTS = ['uno', 'duo', 'family'] as const;
