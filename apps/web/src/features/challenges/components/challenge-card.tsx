import type { GameSearchResult } from '@ava/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { MaterialCard } from '../../../components/material-card/material-card.tsx';

interface Props {
  game: GameSearchResult;
  /** The cover's name: what opening it does ('Jogar: Somas'). */
  openLabel: string;
  onOpen: () => void;
  /** The grades written out, when their names are known. */
  grades?: string;
  actions?: ReactNode;
  factory?: ComponentProps<typeof MaterialCard>['factory'];
}

/** A challenge as a material card: its objective under the title, its accessibility marks. */
export function ChallengeCard({ game, openLabel, onOpen, grades, actions, factory }: Props) {
  return (
    <MaterialCard
      type="challenges"
      id={game.oed_content_id}
      title={game.title}
      subtitle={game.objective}
      subject={game.subject}
      grades={grades}
      pcd={{ sign: game.pcd_sign, voice: game.pcd_voice }}
      cover={{ label: openLabel, onOpen }}
      actions={actions}
      factory={factory}
    />
  );
}

/** Names of the grades a challenge is for, in the order of the platform's list. */
export function gradeNames(gradeIds: readonly number[], grades: readonly { id: number; name: string }[]): string {
  return grades
    .filter((grade) => gradeIds.includes(grade.id))
    .map((grade) => grade.name)
    .join(', ');
}
