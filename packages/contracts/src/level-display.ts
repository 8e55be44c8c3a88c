/** How a level is shown (its colour, its progress), without a schema: the student's dashboard reads them at startup. */

/** Colour of a student's level, for the avatar border and the level badge (cycles after the last). */
export const LEVEL_COLORS = ['#9E9E9E', '#4CAF50', '#2196F3', '#9C27B0', '#FF9800', '#F44336', '#FFC107'] as const;
export const levelColor = (level: number) => LEVEL_COLORS[Math.max(0, level) % LEVEL_COLORS.length] as string;

/** The colour of a level: the platform's when it set one, else the level palette's. */
export const levelColorOf = (level: number, color?: string | null) => color || levelColor(level);

/** Document 1 section 9: a level's progress is its done requisitions over all of them, as a percent (100 without any). */
export function levelProgressPercent(requisitions: readonly { done: boolean }[]): number {
  if (requisitions.length === 0) return 100;
  return Math.round((requisitions.filter((requisition) => requisition.done).length / requisitions.length) * 100);
}
