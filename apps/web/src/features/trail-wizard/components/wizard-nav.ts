import { useWizardStep } from '../../../components/wizard/wizard-steps.ts';

/** The wizard's steps (document 3 section 7), each with its address segment (?etapa=) and string key. */
export const WIZARD_STEPS = [
  ['introducao', 'intro'],
  ['classificacao', 'classifiers'],
  ['etapas', 'items'],
  ['mapa', 'theme'],
  ['publicacao', 'status'],
] as const;
export type WizardSlug = (typeof WIZARD_STEPS)[number][0];

/** Moves the wizard to its next step once one is saved. */
export const useNextStep = () => useWizardStep(WIZARD_STEPS).next;
