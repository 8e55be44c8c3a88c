import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useWorkDetail } from '../api/work-detail.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { EvaluationForm } from './evaluation-form.tsx';

interface Props {
  activityId: string;
  studentId: string;
}

/** The score and comment of the student whose answer is open. */
export function EvaluationPanel({ activityId, studentId }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useWorkDetail(activityId, studentId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) => (
        <section className="rounded-xl bg-white p-4 shadow-sm">
          <h2 className="mb-3 text-lg font-semibold text-title">
            {t('evaluation.titleFor', { name: work.student.name })}
          </h2>
          <EvaluationForm activity={activityId} student={studentId} work={work} />
        </section>
      )}
    </QueryState>
  );
}
