import type { Interaction } from '@ava/contracts';
import { type LazyComponent, lazyComponent } from '@ava/web-kit/lazy-component';
import type { ComponentType } from 'react';
import type { InteractionProps } from './types.ts';

const view = (load: () => Promise<{ default: ComponentType<InteractionProps> }>) =>
  lazyComponent(() => load().then((module) => module.default), <div className="bone tall" />);

/** Each interaction is a chunk of its own: a game downloads only the one it plays. */
export const INTERACTION_VIEWS: Record<Interaction, LazyComponent<InteractionProps>> = {
  multiple_choice: view(() => import('./multiple-choice.tsx')),
  true_false: view(() => import('./true-false.tsx')),
  matching: view(() => import('./matching.tsx')),
  ordering: view(() => import('./ordering.tsx')),
  fill_blanks: view(() => import('./fill-blanks.tsx')),
  memory: view(() => import('./memory.tsx')),
  word_search: view(() => import('./word-search.tsx')),
  categories: view(() => import('./categories.tsx')),
};

/** Starts downloading an interaction (if it is one) while the rest loads or the player reads the introduction. */
export function preloadInteraction(interaction: unknown): void {
  if (typeof interaction === 'string' && Object.hasOwn(INTERACTION_VIEWS, interaction)) {
    INTERACTION_VIEWS[interaction as Interaction].preload().catch(() => {});
  }
}
