import { EXTERNAL_ACTIVITY_STATUS, formatScore, type WorkDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkDetail } from '../api/work-detail.ts';
import { awaitsStart } from '../awaits-start.ts';
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

/**
 * Where an answer not graded yet stands: sent, it waits for the teacher; past the end date unsent, it
 * was not sent. Handmade work is done on paper and never sent here, and has no screen above this
 * one: once started it waits for the teacher too. Otherwise the form above says it.
 */
function deliveryNote(work: WorkDetail): 'result.waiting' | 'result.notSent' | 'result.notStarted' | null {
  if (work.evaluated) return null;
  if (work.delivery_status === 'sent') return 'result.waiting';
  if (work.delivery_status === 'not_sent') return 'result.notSent';
  if (work.activity.kind !== 'handmade') return null;
  return awaitsStart(work, new Date()) ? 'result.notStarted' : 'result.waiting';
}

function Result({ activityId, work }: { activityId: string; work: WorkDetail }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const redo = work.status === EXTERNAL_ACTIVITY_STATUS.redo;
  const note = deliveryNote(work);
  // Nothing from the teacher and nothing to say of the delivery: nothing to show yet.
  if (!work.evaluated && !note && !redo && !work.teacher_comment) return null;
  return (
    <section aria-labelledby={`result-${activityId}`} className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id={`result-${activityId}`} className="mb-3 text-lg font-semibold text-title">
        {t('result.title')}
      </h2>
      {redo ? (
        <p className="mb-3 font-semibold text-amber-800">{t('result.redo')}</p>
      ) : (
        note && <p className="mb-3 text-subtitle">{t(note)}</p>
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
