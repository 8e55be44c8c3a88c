import type { QuestionView } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmation } from '../../components/overlays/delete-confirmation.tsx';
import { QuestionSearchForm } from '../../components/question-search/question-search-form.tsx';
import { QuestionSearchPager } from '../../components/question-search/question-search-pager.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import {
  FIRST_QUESTION_PAGE,
  type QuestionSearchParams,
  useQuestionFilterOptions,
  useQuestionSearch,
} from '../../lib/question-search.ts';
import { notify } from '../../lib/toast.ts';
import { useDeleteQuestion, useLikeQuestion, useSaveQuestion } from './api/questions.ts';
import { QuestionCard } from './components/question-card.tsx';
import { QuestionEditor } from './components/question-editor.tsx';
import { QuizzesPanel } from './components/quizzes-panel.tsx';
import { ReportQuestionModal } from './components/report-question-modal.tsx';
import { QUESTION_BANK_NAMESPACE } from './question-bank-strings.ts';
import { emptyQuestionForm, type QuestionForm, questionToForm, toQuestionInput } from './question-form.ts';

/** /:business/professor/banco-de-questoes: search the platform's questions, write one's own, and quizzes. */
export default function QuestionBankScreen() {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const [tab, setTab] = useState<'questions' | 'quizzes'>('questions');
  const [params, setParams] = useState<QuestionSearchParams>(FIRST_QUESTION_PAGE);
  const [editing, setEditing] = useState<QuestionView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionView | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const search = useQuestionSearch(params);
  const { grades } = useQuestionFilterOptions();
  const save = useSaveQuestion();
  const remove = useDeleteQuestion();
  const like = useLikeQuestion();

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
          <QuestionSearchForm initial={params} onSearch={setParams} />

          {search.isError && (
            <p role="alert" className="text-subtitle">
              {t('loadError')}
            </p>
          )}
          {search.isPending && <Skeleton rows={4} />}
          {search.data && (
            <>
              <QuestionSearchPager
                total={search.data.total}
                page={params.page}
                perPage={search.data.per_page}
                onPage={(page) => setParams({ ...params, page })}
              />
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
