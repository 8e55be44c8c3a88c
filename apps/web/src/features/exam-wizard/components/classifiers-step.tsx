import type { ExamDetail } from '@ava/contracts';
import { ClassifierForm } from '../../../components/classifier-form/classifier-form.tsx';
import '../../../components/classifier-form/classifier-form-strings.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** Classifiers: BNCC skills, keywords, grades, tags and accessibility (the trail wizard's classifier shape). */
export function ClassifiersStep({ exam }: { exam: ExamDetail }) {
  const next = useNextStep();
  const save = useWizardStep(wizardSteps.classifiers);
  return (
    <ClassifierForm
      value={exam}
      pending={save.isPending}
      onSave={(classifier) => save.mutate([exam.external_id, classifier], { onSuccess: next })}
      feedback={<StepFeedback error={save.error} saved={save.isSuccess} />}
    />
  );
}
