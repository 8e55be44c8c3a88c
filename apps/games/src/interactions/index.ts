import type { Interaction } from '@ava/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { InteractionProps } from './types.ts';

type Loader = () => Promise<{ default: ComponentType<InteractionProps> }>;

/** Each interaction is a chunk of its own: a game downloads only the one it plays. */
const LOADERS: Record<Interaction, Loader> = {
  multiple_choice: () => import('./multiple-choice.tsx'),
  true_false: () => import('./true-false.tsx'),
  matching: () => import('./matching.tsx'),
  ordering: () => import('./ordering.tsx'),
  fill_blanks: () => import('./fill-blanks.tsx'),
  memory: () => import('./memory.tsx'),
  word_search: () => import('./word-search.tsx'),
  categories: () => import('./categories.tsx'),
};

export const INTERACTION_VIEWS = Object.fromEntries(
  Object.entries(LOADERS).map(([interaction, load]) => [interaction, lazy(load)]),
) as Record<Interaction, LazyExoticComponent<ComponentType<InteractionProps>>>;

/** Starts downloading an interaction (if it is one) while the rest loads or the player reads the introduction. */
export function preloadInteraction(interaction: unknown): void {
  if (typeof interaction === 'string' && Object.hasOwn(LOADERS, interaction)) {
    LOADERS[interaction as Interaction]().catch(() => {});
  }
}
