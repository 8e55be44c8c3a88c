import { EXTERNAL_ACTIVITY_STATUS, formatScore, type WorkDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkDetail } from '../api/work-detail.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

/**
 * The student's result: score with one decimal (or '-'), pokz and the teacher's comment, which
 * may come alone or with a request to redo the work.
 */
export function SubmissionResult({ activityId }: { activityId: string }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useWorkDetail(activityId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) => <Result activityId={activityId} work={work} />}
    </QueryState>
  );
}

function Result({ activityId, work }: { activityId: string; work: WorkDetail }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const redo = work.status === EXTERNAL_ACTIVITY_STATUS.redo;
  // Still open, not sent and nothing from the teacher: nothing to show yet.
  if (!work.evaluated && work.delivery_status === 'pending' && !redo && !work.teacher_comment) return null;
  return (
    <section aria-labelledby={`result-${activityId}`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`result-${activityId}`} className="mb-3 text-lg font-semibold text-title">
        {t('result.title')}
      </h2>
      {redo ? (
        <p className="mb-3 font-semibold text-amber-800">{t('result.redo')}</p>
      ) : (
        !work.evaluated &&
        work.delivery_status !== 'pending' && (
          <p className="mb-3 text-subtitle">
            {t(work.delivery_status === 'sent' ? 'result.waiting' : 'result.notSent')}
          </p>
        )
      )}
      {(work.evaluated || work.teacher_comment) && (
        <dl className="grid gap-3 sm:grid-cols-[max-content_1fr]">
          {work.evaluated && (
            <>
              <dt className="font-semibold text-subtitle">{t('result.score')}</dt>
              <dd className="text-2xl font-bold text-title" data-testid="work-score">
                {formatScore(work.score)}
              </dd>
              <dt className="font-semibold text-subtitle">{t('result.pokz')}</dt>
              <dd>{Math.max(0, work.pokz)}</dd>
            </>
          )}
          {work.teacher_comment && (
            <>
              <dt className="font-semibold text-subtitle">{t('result.comment')}</dt>
              <dd className="whitespace-pre-wrap">{work.teacher_comment}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
