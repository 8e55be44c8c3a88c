import { useSearchParams } from 'react-router';

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
export function useNextStep() {
  const [params, setParams] = useSearchParams();
  return () => {
    const index = STEPS.findIndex(([candidate]) => candidate === (params.get('etapa') ?? 'introducao'));
    const next = STEPS[Math.min(index + 1, STEPS.length - 1)];
    if (next) setParams({ etapa: next[0] });
  };
}
