import { useSearchParams } from 'react-router';

/** A wizard's steps in order, each with its address segment (?etapa=) and its string key. */
export type WizardSteps = readonly (readonly [slug: string, key: string])[];

/** The step the address names (the first one when it names none), and the way to the next one. */
export function useWizardStep<Steps extends WizardSteps>(steps: Steps) {
  const [params, setParams] = useSearchParams();
  const index = Math.max(
    0,
    steps.findIndex(([slug]) => slug === params.get('etapa')),
  );
  const slug = steps[index]?.[0] as Steps[number][0];
  return {
    slug,
    index,
    go: (to: Steps[number][0]) => setParams({ etapa: to }),
    /** Moves on once a step is saved; the last step stays. */
    next: () => {
      const following = steps[Math.min(index + 1, steps.length - 1)];
      if (following) setParams({ etapa: following[0] });
    },
  };
}
