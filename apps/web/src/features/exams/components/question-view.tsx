import type { ExamQuestion } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText } from '../../../components/rich-text-editor/plain-text.ts';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { alternativeLetter } from './alternative-letter.ts';

interface Props {
  question: ExamQuestion;
  number: number;
  total: number;
  /** The newest choice: the one made on this device, else the one the server has. */
  chosen: string | undefined;
  pending: boolean;
  disabled: boolean;
  onChoose: (alternativeId: string) => void;
}

/** One question with its text, image and sound, and its alternatives as radio buttons. */
export function QuestionView({ question, number, total, chosen, pending, disabled, onChoose }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const answered = chosen !== undefined;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <legend className="sr-only">{t('player.questionLabel', { number })}</legend>
      <div className="flex items-center gap-3">
        <h2 className="flex-1 font-bold text-title">{t('player.question', { number, total })}</h2>
        {answered && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${pending ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
          >
            {pending ? t('player.pending') : t('player.saved')}
          </span>
        )}
      </div>
      <RichTextView html={question.question_txt} className="text-title" />
      {question.question_img && (
        <img src={question.question_img} alt={t('player.questionImage')} className="max-h-80 self-start rounded" />
      )}
      {question.question_snd && (
        // biome-ignore lint/a11y/useMediaCaption: sound questions are read aloud; there is no caption track to offer.
        <audio
          controls
          src={question.question_snd}
          aria-label={t('player.questionSound')}
          className="w-full max-w-md"
        />
      )}
      <div role="radiogroup" aria-label={t('player.alternatives')} className="flex flex-col gap-2">
        {question.alternatives.map((alternative, index) => {
          const letter = alternativeLetter(index);
          const selected = chosen === alternative.id;
          return (
            <div
              key={alternative.id}
              className={`flex flex-col gap-2 rounded-lg border p-3 ${selected ? 'border-primary bg-light' : 'border-gray-200'}`}
            >
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={alternative.id}
                  checked={selected}
                  onChange={() => onChoose(alternative.id)}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="font-bold text-title">{letter})</span>
                <span className="text-title">{htmlToPlainText(alternative.alternative_txt)}</span>
              </label>
              {alternative.alternative_img && (
                <img
                  src={alternative.alternative_img}
                  alt={t('player.alternativeImage', { letter })}
                  className="ml-10 max-h-48 self-start rounded"
                />
              )}
              {alternative.alternative_snd && (
                // biome-ignore lint/a11y/useMediaCaption: see the question's sound.
                <audio
                  controls
                  src={alternative.alternative_snd}
                  aria-label={t('player.alternativeSound', { letter })}
                  className="ml-10 w-full max-w-sm"
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
