import type { QuestionView } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { QUESTION_BANK_NAMESPACE } from '../question-bank-strings.ts';

interface Props {
  question: QuestionView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onLike: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** One question of the results: statement, alternatives with the correct one marked, and what the caller may do. */
export function QuestionCard({ question, selected, onSelect, onLike, onEdit, onDelete, onReport }: Props) {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  return (
    <article className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm" aria-label={question.id}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          aria-label={t('card.select')}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="flex-1">
          <RichTextView html={question.question_txt} />
          {question.question_img && <img src={question.question_img} alt="" className="mt-2 max-h-48 rounded-lg" />}
          {question.question_snd && (
            // biome-ignore lint/a11y/useMediaCaption: recorded by the teacher, no captions exist
            <audio src={question.question_snd} controls className="mt-2" />
          )}
        </div>
      </div>
      <ol className="ml-8 list-[upper-alpha] space-y-1">
        {question.alternatives.map((alternative) => (
          <li key={alternative.id} className={alternative.correct_alternative ? 'font-semibold text-primary' : ''}>
            <RichTextView html={alternative.alternative_txt} />
            {alternative.alternative_img && <img src={alternative.alternative_img} alt="" className="max-h-24" />}
            {alternative.correct_alternative && <span className="text-xs"> ({t('card.correct')})</span>}
          </li>
        ))}
      </ol>
      <p className="text-sm text-subtitle">
        {t('card.author', { name: question.author.name })}
        {question.subject ? ` · ${question.subject}` : ''} · {t('card.uses', { count: question.uses })}
      </p>
      <div className="flex flex-wrap gap-4">
        <button type="button" className={LINK_BUTTON} aria-pressed={question.liked} onClick={onLike}>
          {t(question.liked ? 'card.unlike' : 'card.likes', { count: question.likes })}
        </button>
        <button type="button" className={LINK_BUTTON} onClick={onReport}>
          {t('card.report')}
        </button>
        {question.policies.edit && (
          <>
            <button type="button" className={LINK_BUTTON} onClick={onEdit}>
              {t('card.edit')}
            </button>
            <button type="button" className={LINK_BUTTON} onClick={onDelete}>
              {t('card.delete')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
