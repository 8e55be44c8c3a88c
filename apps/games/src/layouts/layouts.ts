import type { GameLayoutId } from '@ava/contracts';
import { SCENES } from './backdrops.tsx';

/**
 * The first known layout of the candidates, else the forest: an unknown one (an old content, a
 * typo in the URL) still plays. Known means drawn here, so the first frame needs no contracts.
 */
export function layoutOf(...candidates: (string | null | undefined)[]): GameLayoutId {
  return (candidates.find((candidate) => candidate && Object.hasOwn(SCENES, candidate)) as GameLayoutId) ?? 'floresta';
}
