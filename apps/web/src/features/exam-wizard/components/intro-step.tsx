import { DEFAULT_EXAM_LAYOUT, EXAM_DESCRIPTION_MAX, type ExamDetail, MESSAGES } from '@ava/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useExamLayouts } from '../api/exam-detail.ts';
import { type IntroValues, useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { StepFeedback } from './step-feedback.tsx';
import { useNextStep } from './wizard-nav.ts';

/** Intro: description, guidance, layout and cover image. Without an exam it creates the draft. */
export function IntroStep({ exam, onCreated }: { exam?: ExamDetail; onCreated?: (exam: ExamDetail) => void }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const layouts = useExamLayouts();
  const next = useNextStep();
  const [values, setValues] = useState<IntroValues>({
    description: exam?.description ?? '',
    guidance: exam?.guidance ?? '',
    layout_id: exam?.layout_id || DEFAULT_EXAM_LAYOUT,
    image: null,
  });
  const save = useWizardStep(wizardSteps.intro);
  const id = useId();
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const empty = values.description.trim() === '';
    setMissing(empty);
    if (empty) return;
    save.mutate([exam?.external_id, values], {
      onSuccess: (saved) => (onCreated ? onCreated(saved) : next()),
    });
  }

  return (
    <form noValidate className="flex max-w-3xl flex-col gap-4" onSubmit={submit}>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.description')}</span>
        <input
          className={INPUT}
          required
          maxLength={EXAM_DESCRIPTION_MAX}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-description-error` : undefined}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </label>
      {missing && (
        <p id={`${id}-description-error`} role="alert" className="-mt-3 text-sm text-red-700">
          {MESSAGES.requiredField}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.guidance')}</span>
        <RichTextEditor
          label={t('intro.guidance')}
          value={values.guidance}
          onChange={(guidance) => setValues((current) => ({ ...current, guidance }))}
          minHeight="6rem"
        />
      </div>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.layout')}</span>
        <select
          className={INPUT}
          value={values.layout_id}
          onChange={(event) => setValues({ ...values, layout_id: event.target.value })}
        >
          {(layouts.data?.layouts ?? []).map((layout) => (
            <option key={layout.id} value={layout.id}>
              {layout.name}
            </option>
          ))}
        </select>
      </label>
      {exam?.image_url && <img src={exam.image_url} alt={t('intro.currentImage')} className="max-h-32 self-start" />}
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('intro.image')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => setValues({ ...values, image: event.target.files?.[0] ?? null })}
        />
      </label>
      <StepFeedback error={save.error} saved={save.isSuccess} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('intro.save')}
      </button>
    </form>
  );
}
