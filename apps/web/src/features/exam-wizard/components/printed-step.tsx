import type { ExamDetail } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { PdfButton } from './pdf-button.tsx';
import { StepFeedback } from './step-feedback.tsx';

/** Printed questions: which questions go to the printed version, and its PDF. */
export function PrintedStep({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const save = useWizardStep(wizardSteps.printed);
  const [chosen, setChosen] = useState(exam.questions.filter((q) => q.printed).map((q) => q.id));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate([exam.external_id, exam.questions.filter((q) => chosen.includes(q.id)).map((q) => q.id)]);
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-3" onSubmit={submit}>
      <p>{t('printed.help')}</p>
      <ul className="flex flex-col gap-2">
        {exam.questions.map((question, index) => (
          <li key={question.id}>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                aria-label={t('printed.include', { number: index + 1 })}
                checked={chosen.includes(question.id)}
                onChange={(event) =>
                  setChosen(event.target.checked ? [...chosen, question.id] : chosen.filter((id) => id !== question.id))
                }
              />
              <span>
                <strong>{t('questions.number', { number: index + 1 })}</strong>
                <RichTextView html={question.question_txt} />
              </span>
            </label>
          </li>
        ))}
      </ul>
      <StepFeedback error={save.error} saved={save.isSuccess} />
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {t('printed.save')}
        </button>
        {exam.printed && <PdfButton exam={exam} />}
      </div>
    </form>
  );
}
