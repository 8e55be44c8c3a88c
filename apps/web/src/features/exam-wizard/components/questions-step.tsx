import type { ExamDetail } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { QuestionForm } from './question-form.tsx';
import { QuestionSummary } from './question-summary.tsx';
import { StepFeedback } from './step-feedback.tsx';

/** Questions: the exam's questions in order, each editable or removable, and the form for a new one. */
export function QuestionsStep({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const [editing, setEditing] = useState<string | 'new' | null>(exam.questions.length === 0 ? 'new' : null);
  const remove = useWizardStep(wizardSteps.removeQuestion);

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      {exam.questions.length === 0 && <p>{t('questions.none')}</p>}
      <ol className="flex flex-col gap-3">
        {exam.questions.map((question, index) => (
          <li key={question.id}>
            {editing === question.id ? (
              <QuestionForm
                externalId={exam.external_id}
                question={question}
                number={index + 1}
                onDone={() => setEditing(null)}
              />
            ) : (
              <QuestionSummary
                question={question}
                number={index + 1}
                actions={
                  <span className="flex gap-3">
                    <button type="button" className={LINK_BUTTON} onClick={() => setEditing(question.id)}>
                      {t('questions.edit', { number: index + 1 })}
                    </button>
                    <button
                      type="button"
                      className={LINK_BUTTON}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate([exam.external_id, question.id])}
                    >
                      {t('questions.remove', { number: index + 1 })}
                    </button>
                  </span>
                }
              />
            )}
          </li>
        ))}
      </ol>
      <StepFeedback error={remove.error} saved={false} />
      {editing === 'new' ? (
        <QuestionForm
          key={exam.questions.length}
          externalId={exam.external_id}
          number={exam.questions.length + 1}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={`${PRIMARY_BUTTON} self-start`} onClick={() => setEditing('new')}>
          {t('questions.add')}
        </button>
      )}
    </div>
  );
}
