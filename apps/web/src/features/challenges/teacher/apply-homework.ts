import type { ComponentType } from 'react';

/** The challenge a teacher applies as a tarefa. */
export interface AppliedGame {
  oed_content_id: string;
  title: string;
}

/**
 * The dialog of 'Aplicar como tarefa' (express homework): the app gives the activities' own,
 * which creates and publishes the tarefa; open while `game` is given.
 */
export type ApplyHomeworkDialog = ComponentType<{ game: AppliedGame | null; onClose: () => void }>;
