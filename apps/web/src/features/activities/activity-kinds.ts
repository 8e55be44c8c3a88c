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
 * The kinds with a screen at `atividades/<path>/:id`: every screen kind and the trail, which the
 * student walks in the trail player and the educator follows in its results.
 */
export const ACTIVITY_SCREEN_PATHS = { ...KIND_PATHS, trail: 'trilha' } as const satisfies Partial<
  Record<ActivityKind, string>
>;
export type ActivityScreenKind = keyof typeof ACTIVITY_SCREEN_PATHS;
export const CREATION_KINDS = Object.keys(ACTIVITY_SCREEN_PATHS) as ActivityScreenKind[];

export function hasActivityScreen(kind: ActivityKind): kind is ActivityScreenKind {
  return Object.hasOwn(ACTIVITY_SCREEN_PATHS, kind);
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
