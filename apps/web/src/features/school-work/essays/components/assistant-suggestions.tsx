import { type EssaySuggestion, essayCriterionLabel, FEEDBACK_TYPES } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/toast.ts';
import { useSuggestionDecisions } from '../api/suggestion-decisions.ts';
import { FEEDBACK_COLORS, FEEDBACK_KEYS, FEEDBACK_LABELS, feedbackOf } from '../essay-text.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';

interface Props {
  activity: string;
  student: string;
  text: string;
  suggestions: readonly EssaySuggestion[];
}

/** The assistant's proposed marks: the educator accepts, edits then accepts, or rejects each one. */
export function AssistantSuggestions({ activity, student, text, suggestions }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-title">{t('assistantSuggestions', { count: suggestions.length })}</h3>
      <ul className="flex flex-col gap-2">
        {suggestions.map((suggestion) => (
          <SuggestionItem
            key={suggestion.id}
            activity={activity}
            student={student}
            text={text}
            suggestion={suggestion}
          />
        ))}
      </ul>
    </section>
  );
}

function SuggestionItem({
  activity,
  student,
  text,
  suggestion,
}: Omit<Props, 'suggestions'> & { suggestion: EssaySuggestion }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const { accept, reject } = useSuggestionDecisions(activity, student);
  const { range, category, sub_competence } = suggestion.position;
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState(sub_competence.comment);
  const [feedback, setFeedback] = useState(category);
  const feedbackKey = feedbackOf(category);
  const busy = accept.isPending || reject.isPending;
  const excerpt = text.slice(range.start, range.end);
  const accepted = () => notify({ status: 'success', message: t('suggestionAccepted') });
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-dashed border-gray-400 bg-white p-3 text-sm"
      data-testid="assistant-suggestion"
      data-rule={suggestion.rule ?? undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold text-title ${FEEDBACK_COLORS[feedbackKey]}`}>
          {FEEDBACK_LABELS[feedbackKey]}
        </span>
        <span className="flex-1 text-xs text-subtitle">{essayCriterionLabel(sub_competence.id)}</span>
      </div>
      <q className="text-subtitle italic">{excerpt}</q>
      {editing ? (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-subtitle">{t('feedback')}</span>
            <select
              value={feedback}
              onChange={(event) => setFeedback(Number(event.target.value) as typeof feedback)}
              className="rounded-md border border-gray-300 p-2"
            >
              {FEEDBACK_KEYS.map((key) => (
                <option key={key} value={FEEDBACK_TYPES[key]}>
                  {FEEDBACK_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-subtitle">{t('comment')}</span>
            <textarea
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              rows={3}
              maxLength={2000}
              className="rounded-md border border-gray-300 p-2"
            />
          </label>
        </div>
      ) : (
        <p className="text-title">{sub_competence.comment}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            accept.mutate(editing ? { id: suggestion.id, comment, category: feedback } : { id: suggestion.id }, {
              onSuccess: accepted,
            })
          }
          className="rounded-md bg-primary px-3 py-1.5 text-xs font-semibold text-white disabled:opacity-60"
        >
          {t(editing ? 'acceptEdited' : 'accept')}
        </button>
        {!editing && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setEditing(true)}
            className="rounded-md border border-gray-300 px-3 py-1.5 text-xs font-semibold text-title"
          >
            {t('edit')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            reject.mutate(suggestion.id, {
              onSuccess: () => notify({ status: 'success', message: t('suggestionRejected') }),
            })
          }
          className="rounded-md border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700"
        >
          {t('reject')}
        </button>
      </div>
    </li>
  );
}
