import type { TrailMapThemeId } from '@ava/contracts';
import { candy } from './candy.tsx';
import { corporate, neutral } from './corporate.tsx';
import { desert } from './desert.tsx';
import { medieval } from './medieval.tsx';
import { prehistory } from './prehistory.tsx';
import { road } from './road.tsx';
import type { TrailScene } from './scene.ts';
import { sea } from './sea.tsx';
import { sky } from './sky.tsx';
import { snow } from './snow.tsx';
import { space } from './space.tsx';
import { woodsRiver } from './woods-river.tsx';

const SCENES: Record<TrailMapThemeId, TrailScene> = {
  desert,
  space,
  'woods-river': woodsRiver,
  medieval,
  snow,
  prehistory,
  sea,
  sky,
  candy,
  road,
  ...corporate,
};

/** The scene of a theme; no theme ('') or one this version does not know draws the neutral one. */
export function sceneOf(theme: TrailMapThemeId | ''): TrailScene {
  return (theme && SCENES[theme]) || neutral;
}

export type { TrailScene } from './scene.ts';
