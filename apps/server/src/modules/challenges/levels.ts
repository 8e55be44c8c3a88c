import { type GameLevel, type LevelRequisition, levelColorOf } from '@ava/contracts';
import type { LevelRow, PlayerStats } from './game-results.repository.ts';

/** How far a student is on one requisition, and whether it is done. */
export function progressOf(requisition: LevelRequisition, stats: PlayerStats): { current: number; done: boolean } {
  const current = requisition.kind === 'games_played' ? stats.games_played : Math.round(stats.points * 10) / 10;
  return { current, done: current >= requisition.target };
}

/**
 * The highest level whose requisitions, and those of every level below it, are done (a level
 * without requisitions is reached at once); 0 when the platform has no levels.
 */
export function reachedLevel(levels: readonly LevelRow[], stats: PlayerStats): number {
  let reached = 0;
  for (const level of levels) {
    if (!level.requisitions.every((requisition) => progressOf(requisition, stats).done)) break;
    reached = level.level;
  }
  return reached;
}

/** The level calculate_score answers: its colour and image, and whether this play reached it. */
export function presentGameLevel(levels: readonly LevelRow[], level: number, levelUp: boolean): GameLevel {
  const row = levels.find((candidate) => candidate.level === level);
  return { level, color: levelColorOf(level, row?.color), image_url: row?.image_url ?? null, level_up: levelUp };
}
