import type { HomeworkGameResultBody } from '@ava/contracts';
import { readRecord, removeRecord, writeRecord } from '../../../lib/storage.ts';

/** A play scored by the server and not yet counted for the tarefa: its challenge and its play token. */
export type KeptPlay = Omit<HomeworkGameResultBody, 'activity_id'>;

/**
 * The plays of a student's tarefa kept on this device (lib/storage's record family
 * `homeworkPlays`, outside the capped session state and kept on logout) from before they are
 * counted until the server has counted them, so a play counted while offline is not lost.
 */
export function keptPlays(user: string, activity: string): KeptPlay[] {
  return readRecord<KeptPlay[]>('homeworkPlays', [user, activity]) ?? [];
}

/** Keeps a play; a newer play of the same challenge takes its place. */
export function keepPlay(user: string, activity: string, play: KeptPlay): void {
  const others = keptPlays(user, activity).filter((kept) => kept.oed_content_id !== play.oed_content_id);
  writeRecord('homeworkPlays', [user, activity], [...others, play]);
}

/** Forgets the plays of these tokens (counted, or refused for good). */
export function forgetPlays(user: string, activity: string, tokens: readonly string[]): void {
  const left = keptPlays(user, activity).filter((kept) => !tokens.includes(kept.token));
  if (left.length > 0) writeRecord('homeworkPlays', [user, activity], left);
  else removeRecord('homeworkPlays', [user, activity]);
}
