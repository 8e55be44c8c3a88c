import { useSearchParams } from 'react-router';

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
export function useNextStep() {
  const [params, setParams] = useSearchParams();
  return () => {
    const index = WIZARD_STEPS.findIndex(([candidate]) => candidate === (params.get('etapa') ?? 'introducao'));
    const next = WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)];
    if (next) setParams({ etapa: next[0] });
  };
}
