import { FACTORY_STEPS, type FactoryStep, type GameContentDraft } from '@ava/contracts';

/** Each step's address (?etapa=), in Portuguese as the rest of the address. */
export const STEP_SLUGS: Record<FactoryStep, string> = {
  intro: 'informacoes',
  layout: 'layout',
  content: 'dados',
  classification: 'classificacao',
  publish: 'finalizar',
};

export const stepOfSlug = (slug: string | null): number => FACTORY_STEPS.findIndex((step) => STEP_SLUGS[step] === slug);

/**
 * The furthest step the author may open: the one after the last saved (draft.step counts the
 * saved ones), every step of a content already published.
 */
export function furthestStep(draft: GameContentDraft): number {
  const last = FACTORY_STEPS.length - 1;
  return draft.isFinished || draft.status !== 'draft' ? last : Math.min(draft.step, last);
}

export interface StepProps {
  draft: GameContentDraft;
  /** Changing a published content (is_update of every step). */
  isUpdate: boolean;
  onSaved: (contentId: string) => void;
}
