import type { TrailDetail } from '@ava/contracts';
import { ClassifierForm } from '../../../components/classifier-form/classifier-form.tsx';
import '../../../components/classifier-form/classifier-form-strings.ts';
import { trailSteps, useTrailStep } from '../api/trail-steps.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** Classifiers: BNCC skills, keywords (with the spec's hint), grades, tags and accessibility. */
export function ClassifiersStep({ trail }: { trail: TrailDetail }) {
  const next = useNextStep();
  const save = useTrailStep(trailSteps.classifiers);
  return (
    <ClassifierForm
      value={trail}
      pending={save.isPending}
      onSave={(classifier) => save.mutate([trail.external_id, classifier], { onSuccess: next })}
      feedback={<StepFeedback error={save.error} saved={save.isSuccess} />}
    />
  );
}
