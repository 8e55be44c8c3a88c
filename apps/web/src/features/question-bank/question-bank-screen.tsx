import type { QuestionView } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../components/overlays/delete-confirmation.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { notify } from '../../lib/toast.ts';
import {
  type SearchParams,
  useDeleteQuestion,
  useLikeQuestion,
  useQuestionFilters,
  useQuestionSearch,
  useSaveQuestion,
} from './api/questions.ts';
import { QuestionCard } from './components/question-card.tsx';
import { QuestionEditor } from './components/question-editor.tsx';
import { QuizzesPanel } from './components/quizzes-panel.tsx';
import { ReportQuestionModal } from './components/report-question-modal.tsx';
import { QUESTION_BANK_NAMESPACE } from './question-bank-strings.ts';
import { emptyQuestionForm, type QuestionForm, questionToForm, toQuestionInput } from './question-form.ts';

const FIRST_PAGE: SearchParams = { text: '', bncc: '', grade_id: null, subject: '', mine: false, page: 1 };

/** /:business/professor/banco-de-questoes: search the platform's questions, write one's own, and quizzes. */
export default function QuestionBankScreen() {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const [tab, setTab] = useState<'questions' | 'quizzes'>('questions');
  const [draft, setDraft] = useState<SearchParams>(FIRST_PAGE);
  const [params, setParams] = useState<SearchParams>(FIRST_PAGE);
  const [editing, setEditing] = useState<QuestionView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionView | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const search = useQuestionSearch(params);
  const filters = useQuestionFilters();
  const save = useSaveQuestion();
  const remove = useDeleteQuestion();
  const like = useLikeQuestion();
  const grades = (filters.data?.find((group) => group.element_id === 'grade_id')?.items ?? []).map((item) => ({
    id: Number(item.element_id),
    name: item.name,
  }));
  const subjects = filters.data?.find((group) => group.element_id === 'subject')?.items ?? [];
  const perPage = search.data?.per_page ?? 20;
  const lastPage = Math.max(1, Math.ceil((search.data?.total ?? 0) / perPage));

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setParams({ ...draft, page: 1 });
  }

  function onSave(form: QuestionForm) {
    const current = editing && editing !== 'new' ? editing : null;
    save.mutate(
      { id: current?.id, question: toQuestionInput(form, current?.bncc) },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('form.saved') });
          setEditing(null);
        },
        onError: (error) => notify({ status: 'error', message: error.message }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-title">{t('title')}</h1>
        <button type="button" className={PRIMARY_BUTTON} onClick={() => setEditing('new')}>
          {t('form.new')}
        </button>
      </div>
      <nav aria-label={t('tabs.label')} className="flex gap-2">
        {(['questions', 'quizzes'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            className={tab === name ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </nav>

      {tab === 'quizzes' ? (
        <QuizzesPanel selectedIds={selected} />
      ) : (
        <>
          <form noValidate aria-label={t('search.label')} onSubmit={submitSearch} className="grid gap-3 md:grid-cols-5">
            <input
              className={INPUT}
              aria-label={t('search.text')}
              placeholder={t('search.text')}
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            />
            <input
              className={INPUT}
              aria-label={t('search.bncc')}
              placeholder={t('search.bncc')}
              value={draft.bncc}
              onChange={(event) => setDraft({ ...draft, bncc: event.target.value })}
            />
            <select
              className={INPUT}
              aria-label={t('search.grade')}
              value={draft.grade_id ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, grade_id: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{t('search.any')}</option>
              {grades.map((grade) => (
                <option key={grade.id} value={grade.id}>
                  {serverText(grade.name)}
                </option>
              ))}
            </select>
            <select
              className={INPUT}
              aria-label={t('search.subject')}
              value={draft.subject}
              onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
            >
              <option value="">{t('search.any')}</option>
              {subjects.map((subject) => (
                <option key={subject.name} value={subject.name}>
                  {subject.name}
                </option>
              ))}
            </select>
            <div className="flex items-center gap-3">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft.mine}
                  onChange={(event) => setDraft({ ...draft, mine: event.target.checked })}
                />
                {t('search.mine')}
              </label>
              <button type="submit" className={PRIMARY_BUTTON}>
                {t('search.submit')}
              </button>
            </div>
          </form>

          {search.isError && (
            <p role="alert" className="text-subtitle">
              {t('loadError')}
            </p>
          )}
          {search.isPending && <Skeleton rows={4} />}
          {search.data && (
            <>
              <p className="text-sm text-subtitle">{t('search.total', { count: search.data.total })}</p>
              {search.data.results.length === 0 && <p>{t('empty')}</p>}
              <div className="flex flex-col gap-3">
                {search.data.results.map((question) => (
                  <QuestionCard
                    key={question.id}
                    question={question}
                    selected={selected.includes(question.id)}
                    onSelect={(on) =>
                      setSelected(on ? [...selected, question.id] : selected.filter((id) => id !== question.id))
                    }
                    onLike={() => like.mutate(question.id)}
                    onEdit={() => setEditing(question)}
                    onDelete={() => setDeleting(question)}
                    onReport={() => setReporting(question.id)}
                  />
                ))}
              </div>
              <div className="flex items-center gap-3">
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={params.page <= 1}
                  onClick={() => setParams({ ...params, page: params.page - 1 })}
                >
                  {t('search.previous')}
                </button>
                <span>
                  {params.page} / {lastPage}
                </span>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={params.page >= lastPage}
                  onClick={() => setParams({ ...params, page: params.page + 1 })}
                >
                  {t('search.next')}
                </button>
              </div>
            </>
          )}
        </>
      )}

      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={t(editing === 'new' ? 'form.new' : 'form.editTitle')}
          size="lg"
        >
          <QuestionEditor
            initial={editing === 'new' ? emptyQuestionForm() : questionToForm(editing)}
            grades={grades}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={onSave}
          />
        </Modal>
      )}
      <DeleteConfirmation
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (answer) => {
              notify({ status: 'success', message: answer.message });
              setDeleting(null);
            },
          })
        }
      />
      <ReportQuestionModal questionId={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
