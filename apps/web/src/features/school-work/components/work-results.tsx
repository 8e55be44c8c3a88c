import { deliveryState, formatDateTime, formatScore, type WorkResult } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useStoredEvaluation } from '../api/work-detail.ts';
import { useWorkResults } from '../api/work-results.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { useDeliveryLabel } from './delivery-label.ts';
import { EvaluationForm } from './evaluation-form.tsx';
import { WorkStudentSteps } from './work-student-steps.tsx';

interface Props {
  activityId: string;
  endTime: string | null;
  /** Essays and works open each answer; handmade activities are evaluated right here. */
  mode: 'open' | 'evaluate';
  /** Whether answers carry files (an essay is text alone). */
  withFiles: boolean;
}

/** The educator's view of who delivered, when, with how many files, and each score. */
export function WorkResults({ activityId, endTime, mode, withFiles }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const results = useWorkResults(activityId);
  const [searchParams, setSearchParams] = useSearchParams();
  // ?aluno= (from the educator's home) opens that student's evaluation at once.
  const [evaluatingId, setEvaluatingId] = useState<string | null>(
    mode === 'evaluate' ? searchParams.get('aluno') : null,
  );
  const evaluating = results.data?.find((row) => row.student === evaluatingId) ?? null;
  const setEvaluating = (row: WorkResult | null) => {
    setEvaluatingId(row?.student ?? null);
    if (!row && searchParams.has('aluno')) setSearchParams({}, { replace: true });
  };
  const deliveryLabel = useDeliveryLabel();
  const now = new Date();
  const columns: Column<WorkResult>[] = [
    {
      key: 'student',
      header: t('results.student'),
      place: 'title',
      cell: (row) =>
        mode === 'open' ? (
          <Link
            to={`aluno/${row.student}`}
            className="font-semibold text-primary hover:underline"
            aria-label={`${row.evaluated ? t('results.open') : t('results.correct')}: ${row.name}`}
          >
            {row.name}
          </Link>
        ) : (
          <span className="font-semibold">{row.name}</span>
        ),
    },
    {
      key: 'status',
      header: t('results.status'),
      cell: (row) => deliveryLabel(row.status, deliveryState(row.status, endTime, now)),
    },
    { key: 'delivered', header: t('results.delivered'), cell: (row) => formatDateTime(row.delivery_date) },
    { key: 'files', header: t('results.files'), cell: (row) => row.files_count },
    {
      key: 'score',
      header: t('results.score'),
      cell: (row) => <span className="font-semibold">{formatScore(row.score)}</span>,
    },
    {
      key: 'evaluate',
      header: t('results.evaluate'),
      cell: (row) => (
        <button
          type="button"
          className={ROW_ACTION}
          onClick={() => setEvaluating(row)}
          aria-label={`${row.evaluated ? t('results.evaluated') : t('results.evaluate')}: ${row.name}`}
        >
          {row.evaluated ? t('results.evaluated') : t('results.evaluate')}
        </button>
      ),
    },
  ];
  // Answers that are opened count their files; handmade activities are evaluated in the list.
  const hidden = mode === 'open' ? ['evaluate', ...(withFiles ? [] : ['files'])] : ['files'];
  const shown = columns.filter((column) => !hidden.includes(column.key));

  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('results.title')}</h2>
      {results.isPending && <Skeleton rows={3} />}
      {results.isError && (
        <p role="alert" className="text-subtitle">
          {results.error.message || t('loadError')}
        </p>
      )}
      {results.isSuccess && (
        <DataTable
          caption={t('results.title')}
          columns={shown}
          rows={results.data}
          rowKey={(row) => row.student}
          emptyText={t('results.empty')}
        />
      )}
      {evaluating && (
        <Modal
          open
          onOpenChange={(open) => !open && setEvaluating(null)}
          title={t('evaluation.titleFor', { name: evaluating.name })}
        >
          <StoredEvaluation
            key={evaluating.student}
            activityId={activityId}
            studentId={evaluating.student}
            onSaved={() => setEvaluating(null)}
          />
          <div className="mt-4">
            <WorkStudentSteps activityId={activityId} studentId={evaluating.student} onStep={setEvaluating} />
          </div>
        </Modal>
      )}
    </section>
  );
}

/** The evaluation form filled with the student's stored evaluation, read afresh at each opening (the results list has no comment). */
function StoredEvaluation({
  activityId,
  studentId,
  onSaved,
}: {
  activityId: string;
  studentId: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useStoredEvaluation(activityId, studentId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) => <EvaluationForm activity={activityId} student={studentId} work={work} onSaved={onSaved} />}
    </QueryState>
  );
}
