import type { ActivityKind } from '@ava/contracts';

/** The kinds created and opened by these screens, and the address segment of each one's screen. */
export const KIND_PATHS = {
  forum: 'forum',
  essay: 'redacao',
  work: 'trabalho',
  handmade: 'feito-a-mao',
  digital_exam: 'prova-digital',
  homework: 'tarefa',
} as const satisfies Partial<Record<ActivityKind, string>>;
export type ScreenKind = keyof typeof KIND_PATHS;
export const SCREEN_KINDS = Object.keys(KIND_PATHS) as ScreenKind[];

export function hasScreen(kind: ActivityKind): kind is ScreenKind {
  return Object.hasOwn(KIND_PATHS, kind);
}

/**
 * The kinds a student opens (a trail plays in the trail player; educators follow it elsewhere),
 * and the address segment of each one's screen.
 */
export const STUDENT_KIND_PATHS = { ...KIND_PATHS, trail: 'trilha' } as const satisfies Partial<
  Record<ActivityKind, string>
>;
export type StudentScreenKind = keyof typeof STUDENT_KIND_PATHS;

export function hasStudentScreen(kind: ActivityKind): kind is StudentScreenKind {
  return Object.hasOwn(STUDENT_KIND_PATHS, kind);
}

/** The kinds the list filters offer. */
export const FILTER_KINDS: readonly ActivityKind[] = [
  'forum',
  'task',
  'essay',
  'work',
  'handmade',
  'homework',
  'digital_exam',
  'trail',
];
