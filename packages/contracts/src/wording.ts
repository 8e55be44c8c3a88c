import type { ActivityKind } from './activity-rules.ts';
import { ACTIVITY_KIND_LABELS } from './labels.ts';

/**
 * A platform's vocabulary (document 1 section 1): the school one, or the relabelled one (courses,
 * modules, journeys) that its corporatePlatform flag asks for, on a corporate platform or a school
 * network that chose it.
 */
export type Wording = 'school' | 'corporate';

/** The kinds in the relabelled wording: what the web's overlay shows and the server's documents write. */
export const CORPORATE_ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  ...ACTIVITY_KIND_LABELS,
  task: 'Exercício',
  essay: 'Texto dissertativo',
  work: 'Projeto',
  handmade: 'Prática',
  digital_exam: 'Avaliação digital',
  trail: 'Jornada',
};

export function activityKindLabels(wording: Wording): Record<ActivityKind, string> {
  return wording === 'corporate' ? CORPORATE_ACTIVITY_KIND_LABELS : ACTIVITY_KIND_LABELS;
}
