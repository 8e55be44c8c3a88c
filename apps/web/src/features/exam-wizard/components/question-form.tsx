import { type ExamDetailQuestion, QUESTION_LIMITS } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText, plainTextToHtml } from '../../../components/rich-text-editor/plain-text.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { type QuestionFiles, useWizardStep, wizardSteps } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { LETTERS } from './question-summary.tsx';
import { StepFeedback } from './step-feedback.tsx';

interface AlternativeDraft {
  id?: string;
  text: string;
  img: string | null;
  snd: string | null;
}

const blank = (): AlternativeDraft => ({ text: '', img: null, snd: null });

function FileField({ label, accept, onFile }: { label: string; accept: string; onFile: (file: File | null) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input type="file" accept={accept} onChange={(event) => onFile(event.target.files?.[0] ?? null)} />
    </label>
  );
}

/**
 * A question of the exam: statement (rich text, image, sound) and 2 to 5 alternatives (text,
 * image, sound), one marked correct. Saved in the question bank through the wizard.
 */
export function QuestionForm({
  externalId,
  question,
  number,
  onDone,
}: {
  externalId: string;
  question?: ExamDetailQuestion;
  number: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const save = useWizardStep(wizardSteps.question);
  const [statement, setStatement] = useState(question?.question_txt ?? '');
  const [alternatives, setAlternatives] = useState<AlternativeDraft[]>(
    question?.alternatives.map((a) => ({
      id: a.id,
      text: htmlToPlainText(a.alternative_txt),
      img: a.alternative_img,
      snd: a.alternative_snd,
    })) ?? [blank(), blank()],
  );
  const [correct, setCorrect] = useState(
    Math.max(0, question?.alternatives.findIndex((a) => a.correct_alternative) ?? 0),
  );
  const [files, setFiles] = useState<QuestionFiles>({});

  const setFile = (field: string, file: File | null) => {
    const { [field]: _dropped, ...others } = files;
    setFiles(file ? { ...others, [field]: file } : others);
  };
  const setText = (index: number, text: string) =>
    setAlternatives(alternatives.map((alternative, at) => (at === index ? { ...alternative, text } : alternative)));

  function remove(index: number) {
    setAlternatives(alternatives.filter((_, at) => at !== index));
    if (correct >= index && correct > 0) setCorrect(correct - 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      question_txt: statement,
      // Kept media go back as their urls: the bank keeps a file it already has.
      question_img: question?.question_img ?? null,
      question_snd: question?.question_snd ?? null,
      alternatives: alternatives.map((alternative, index) => ({
        ...(alternative.id ? { id: alternative.id } : {}),
        alternative_txt: plainTextToHtml(alternative.text),
        alternative_img: alternative.img,
        alternative_snd: alternative.snd,
        correct_alternative: index === correct,
      })),
    };
    save.mutate([externalId, question?.id, input, files], { onSuccess: onDone });
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-primary bg-white p-4"
      aria-label={question ? t('questions.editing', { number }) : t('questions.add')}
      onSubmit={submit}
    >
      <h3 className="font-semibold">{question ? t('questions.editing', { number }) : t('questions.add')}</h3>
      <div className="flex flex-col gap-1">
        <span className="font-semibold">{t('questions.statement')}</span>
        <RichTextEditor label={t('questions.statement')} value={statement} onChange={setStatement} minHeight="5rem" />
      </div>
      <div className="flex flex-wrap gap-4">
        <FileField
          label={t('questions.statementImage')}
          accept="image/png,image/jpeg"
          onFile={(file) => setFile('question_img', file)}
        />
        <FileField
          label={t('questions.statementSound')}
          accept="audio/mpeg"
          onFile={(file) => setFile('question_snd', file)}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        {alternatives.map((alternative, index) => {
          const letter = LETTERS[index] ?? '';
          return (
            <div key={alternative.id ?? `new-${index}`} className="flex flex-col gap-2 border-l-4 border-light pl-3">
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex grow flex-col gap-1">
                  {t('questions.alternative', { letter })}
                  <input
                    className={INPUT}
                    value={alternative.text}
                    onChange={(event) => setText(index, event.target.value)}
                  />
                </label>
                <label className="flex items-center gap-1">
                  <input type="radio" name="correct" checked={correct === index} onChange={() => setCorrect(index)} />
                  {t('questions.correct', { letter })}
                </label>
                {alternatives.length > QUESTION_LIMITS.minAlternatives && (
                  <button type="button" className={LINK_BUTTON} onClick={() => remove(index)}>
                    {t('questions.removeAlternative', { letter })}
                  </button>
                )}
              </div>
              <div className="flex flex-wrap gap-4">
                <FileField
                  label={t('questions.alternativeImage', { letter })}
                  accept="image/png,image/jpeg"
                  onFile={(file) => setFile(`alternative_img_${index}`, file)}
                />
                <FileField
                  label={t('questions.alternativeSound', { letter })}
                  accept="audio/mpeg"
                  onFile={(file) => setFile(`alternative_snd_${index}`, file)}
                />
              </div>
            </div>
          );
        })}
      </fieldset>
      {alternatives.length < QUESTION_LIMITS.maxAlternatives && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => setAlternatives([...alternatives, blank()])}
        >
          {t('questions.addAlternative')}
        </button>
      )}
      <StepFeedback error={save.error} saved={false} />
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {t('questions.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('questions.cancel')}
        </button>
      </div>
    </form>
  );
}
