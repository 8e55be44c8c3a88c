import { DELIVERY_LABELS, deliveryState, formatDateTime, formatScore, type WorkResult } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useWorkResults } from '../api/work-results.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { EvaluationForm } from './evaluation-form.tsx';

interface Props {
  activityId: string;
  endTime: string | null;
  /** Essays and works open each answer; handmade activities are evaluated right here. */
  mode: 'open' | 'evaluate';
}

const ACTION = 'rounded px-2 py-1 text-sm font-semibold text-primary hover:bg-light';

/** The educator's view of who delivered, when, with how many files, and each score. */
export function WorkResults({ activityId, endTime, mode }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const results = useWorkResults(activityId);
  const [evaluating, setEvaluating] = useState<WorkResult | null>(null);
  const now = new Date();
  const rows = results.data ?? [];

  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('results.title')}</h2>
      {results.isError && (
        <p role="alert" className="text-subtitle">
          {results.error.message || t('loadError')}
        </p>
      )}
      {results.isSuccess && rows.length === 0 && <p className="text-subtitle">{t('results.empty')}</p>}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-subtitle">
              <tr>
                <th className="p-2">{t('results.student')}</th>
                <th className="p-2">{t('results.status')}</th>
                <th className="p-2">{t('results.delivered')}</th>
                {mode === 'open' && <th className="p-2 text-right">{t('results.files')}</th>}
                <th className="p-2 text-right">{t('results.score')}</th>
                {mode === 'evaluate' && (
                  <th className="p-2">
                    <span className="sr-only">{t('results.evaluate')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.student} className="border-b border-gray-100 last:border-0">
                  <td className="p-2 font-semibold text-title">
                    {mode === 'open' ? (
                      <Link
                        to={`aluno/${row.student}`}
                        className="text-primary hover:underline"
                        aria-label={`${row.evaluated ? t('results.open') : t('results.correct')}: ${row.name}`}
                      >
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </td>
                  <td className="p-2">{DELIVERY_LABELS[deliveryState(row.status, endTime, now)]}</td>
                  <td className="p-2">{formatDateTime(row.delivery_date)}</td>
                  {mode === 'open' && <td className="p-2 text-right">{row.files_count}</td>}
                  <td className="p-2 text-right font-semibold">{formatScore(row.score)}</td>
                  {mode === 'evaluate' && (
                    <td className="p-2 text-right">
                      <button
                        type="button"
                        className={ACTION}
                        onClick={() => setEvaluating(row)}
                        aria-label={`${row.evaluated ? t('results.evaluated') : t('results.evaluate')}: ${row.name}`}
                      >
                        {row.evaluated ? t('results.evaluated') : t('results.evaluate')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {evaluating && (
        <Modal
          open
          onOpenChange={(open) => !open && setEvaluating(null)}
          title={t('evaluation.titleFor', { name: evaluating.name })}
        >
          <EvaluationForm
            activity={activityId}
            student={evaluating.student}
            score={evaluating.score}
            comment={null}
            onSaved={() => setEvaluating(null)}
          />
        </Modal>
      )}
    </section>
  );
}
