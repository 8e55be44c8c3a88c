import type { ExamDetail, QuestionView } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportIssueModal } from '../../../components/issue-report/report-issue-modal.tsx';
import { QuestionSearchForm } from '../../../components/question-search/question-search-form.tsx';
import { QuestionSearchPager } from '../../../components/question-search/question-search-pager.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  FIRST_QUESTION_PAGE,
  type QuestionSearchParams,
  useQuestionFilterOptions,
  useQuestionSearch,
} from '../../../lib/question-search.ts';
import { useImportQuestions } from '../api/wizard-steps.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';
import { LETTERS } from './question-summary.tsx';
import { StepFeedback } from './step-feedback.tsx';

interface Props {
  exam: ExamDetail;
  onClose: () => void;
  /** How many went in, once all of them did. */
  onImported: (count: number) => void;
}

/** One result: its statement labels the checkbox; alternatives (correct one marked) and where it comes from below. */
function BankQuestion({
  question,
  gradeName,
  inExam,
  checked,
  onCheck,
  onReport,
}: {
  question: QuestionView;
  gradeName: string | undefined;
  inExam: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onReport: () => void;
}) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const statementId = useId();
  const about = [question.subject, gradeName, t('by', { name: question.author.name })].filter(Boolean).join(' · ');
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${checked ? 'border-primary bg-light' : 'border-gray-200 bg-white'}`}
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          aria-labelledby={statementId}
          aria-describedby={inExam ? `${statementId}-in` : undefined}
          checked={checked || inExam}
          disabled={inExam}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <span id={statementId} className="min-w-0 flex-1">
          <RichTextView html={question.question_txt} className="text-base leading-6" />
        </span>
      </label>
      <ol className="ml-7 flex flex-col gap-0.5 text-sm">
        {question.alternatives.map((alternative, index) => (
          <li key={alternative.id} className={alternative.correct_alternative ? 'font-semibold text-green-800' : ''}>
            <span className="flex flex-wrap items-center gap-1">
              {LETTERS[index]})
              <RichTextView html={alternative.alternative_txt} className="inline-block text-sm leading-5" />
              {alternative.correct_alternative && <span>{t('questions.correctMark')}</span>}
            </span>
          </li>
        ))}
      </ol>
      <div className="ml-7 flex flex-wrap items-center gap-2 text-xs text-subtitle">
        <p>
          {about}
          {inExam && (
            <span id={`${statementId}-in`} className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 font-semibold">
              {t('bank.inExam')}
            </span>
          )}
        </p>
        <button type="button" className={`${LINK_BUTTON} ml-auto`} aria-describedby={statementId} onClick={onReport}>
          {t('bank.report')}
        </button>
      </div>
    </li>
  );
}

/**
 * Importing questions from the question bank: the bank's search and filters, questions marked across
 * pages and searches, and the import, which puts them at the end of the exam in the order marked.
 */
export function BankImport({ exam, onClose, onImported }: Props) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const [params, setParams] = useState<QuestionSearchParams>(FIRST_QUESTION_PAGE);
  const [marked, setMarked] = useState<string[]>([]);
  const [reported, setReported] = useState<string | null>(null);
  const search = useQuestionSearch(params);
  const { grades } = useQuestionFilterOptions();
  const importing = useImportQuestions();
  const inExam = new Set(exam.questions.map((question) => question.id));
  const gradeNames = new Map(grades.map((grade) => [grade.id, grade.name]));
  // After an import that failed halfway, the questions that did go in are no longer to import.
  const pending = marked.filter((id) => !inExam.has(id));

  function importMarked() {
    importing.mutate(
      { externalId: exam.external_id, questionIds: pending },
      { onSuccess: () => onImported(pending.length) },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !importing.isPending && onClose()}
      title={t('bank.title')}
      description={t('bank.help')}
      size="lg"
    >
      <div className="flex flex-col gap-3">
        <QuestionSearchForm initial={params} onSearch={setParams} />
        {search.isError && <p role="alert">{search.error.message}</p>}
        {search.isPending && <Skeleton rows={3} />}
        {search.data && (
          <>
            <QuestionSearchPager
              total={search.data.total}
              page={params.page}
              perPage={search.data.per_page}
              onPage={(page) => setParams({ ...params, page })}
            />
            {search.data.results.length === 0 ? (
              <p>{t('bank.empty')}</p>
            ) : (
              <ul aria-label={t('bank.results')} className="flex flex-col gap-2" aria-busy={search.isFetching}>
                {search.data.results.map((question) => (
                  <BankQuestion
                    key={question.id}
                    question={question}
                    gradeName={question.grade_id === null ? undefined : gradeNames.get(question.grade_id)}
                    inExam={inExam.has(question.id)}
                    checked={marked.includes(question.id)}
                    onCheck={(on) =>
                      setMarked(on ? [...marked, question.id] : marked.filter((id) => id !== question.id))
                    }
                    onReport={() => setReported(question.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {reported && (
          <ReportIssueModal
            open
            onOpenChange={(open) => !open && setReported(null)}
            type="Question"
            contentId={reported}
            route="exam-builder"
          />
        )}
        <StepFeedback error={importing.error} saved={false} />
        {/* Kept in sight at the bottom of the dialog while the results scroll. */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 bg-white px-6 py-3">
          <p role="status" className="mr-auto text-sm text-subtitle">
            {t('bank.selected', { count: pending.length })}
          </p>
          <button type="button" className={SECONDARY_BUTTON} disabled={importing.isPending} onClick={onClose}>
            {t('bank.cancel')}
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={pending.length === 0 || importing.isPending}
            onClick={importMarked}
          >
            {importing.isPending ? t('bank.importing') : t('bank.import', { count: pending.length })}
          </button>
        </div>
      </div>
    </Modal>
  );
}
