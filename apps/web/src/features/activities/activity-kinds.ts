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
 * What educators create and open here: every screen kind and the trail, whose screen for the
 * educator is its results (the student walks it in the trail player, a screen of its own).
 */
export const EDUCATOR_KIND_PATHS = { ...KIND_PATHS, trail: 'trilha' } as const satisfies Partial<
  Record<ActivityKind, string>
>;
export type EducatorKind = keyof typeof EDUCATOR_KIND_PATHS;
export const CREATION_KINDS = Object.keys(EDUCATOR_KIND_PATHS) as EducatorKind[];

export function hasEducatorScreen(kind: ActivityKind): kind is EducatorKind {
  return Object.hasOwn(EDUCATOR_KIND_PATHS, kind);
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
