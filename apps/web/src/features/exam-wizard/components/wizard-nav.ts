import { useWizardStep } from '../../../components/wizard/wizard-steps.ts';

/** The wizard's sub-steps (document 3 section 4), each with its address segment (?etapa=) and string key. */
export const STEPS = [
  ['introducao', 'intro'],
  ['classificacao', 'classifiers'],
  ['questoes', 'questions'],
  ['impressa', 'printed'],
  ['publicacao', 'status'],
] as const;
export type StepSlug = (typeof STEPS)[number][0];

/** Moves the wizard to its next step once one is saved. */
export const useNextStep = () => useWizardStep(STEPS).next;
