import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/vocabulary.ts';
import { FIRST_QUESTION_PAGE, type QuestionSearchParams, useQuestionFilterOptions } from '../../lib/question-search.ts';
import { INPUT, PRIMARY_BUTTON } from '../ui/classes.ts';
import { QUESTION_SEARCH_NAMESPACE } from './question-search-strings.ts';

/**
 * The question bank's filters (statement, BNCC code, grade, subject, only mine), with the grades
 * and subjects its questions use; submitting asks for the first page. Four columns where its
 * container has room for them, two in a dialog, one on a phone; the search button on its own line.
 */
export function QuestionSearchForm({
  initial = FIRST_QUESTION_PAGE,
  onSearch,
}: {
  /** The filters of the search shown, when the form mounts again beside it. */
  initial?: QuestionSearchParams;
  onSearch: (params: QuestionSearchParams) => void;
}) {
  const { t } = useTranslation(QUESTION_SEARCH_NAMESPACE);
  const { grades, subjects } = useQuestionFilterOptions();
  const [draft, setDraft] = useState<QuestionSearchParams>(initial);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  }

  return (
    <div className="@container">
      <form
        noValidate
        aria-label={t('label')}
        onSubmit={submit}
        className="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <input
          className={INPUT}
          aria-label={t('text')}
          placeholder={t('text')}
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <input
          className={INPUT}
          aria-label={t('bncc')}
          placeholder={t('bncc')}
          value={draft.bncc}
          onChange={(event) => setDraft({ ...draft, bncc: event.target.value })}
        />
        <select
          className={INPUT}
          aria-label={t('grade')}
          value={draft.grade_id ?? ''}
          onChange={(event) => setDraft({ ...draft, grade_id: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{`${t('grade')}: ${t('any')}`}</option>
          {grades.map((grade) => (
            <option key={grade.id} value={grade.id}>
              {serverText(grade.name)}
            </option>
          ))}
        </select>
        <select
          className={INPUT}
          aria-label={t('subject')}
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        >
          <option value="">{`${t('subject')}: ${t('any')}`}</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
        <div className="flex items-center justify-between gap-3 @xl:col-span-full">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={draft.mine}
              onChange={(event) => setDraft({ ...draft, mine: event.target.checked })}
            />
            {t('mine')}
          </label>
          <button type="submit" className={PRIMARY_BUTTON}>
            {t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
