import { type ActivityDetail, SCHOOL_WORK_MESSAGES } from '@ava/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useAssignedStudents } from '../../../lib/assigned-students.ts';
import { useWorkDetail } from '../api/work-detail.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { EvaluationForm } from './evaluation-form.tsx';

interface Props {
  activityId: string;
  studentId: string;
}

function EvaluationSection({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('evaluation.titleFor', { name })}</h2>
      {children}
    </section>
  );
}

/** The score and comment of the student whose answer is open. */
export function EvaluationPanel({ activityId, studentId }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const detail = useWorkDetail(activityId, studentId);
  return (
    <QueryState query={detail} errorText={t('loadError')} retryText={t('retry')}>
      {(work) => (
        <EvaluationSection name={work.student.name}>
          <EvaluationForm activity={activityId} student={studentId} work={work} />
        </EvaluationSection>
      )}
    </QueryState>
  );
}

/**
 * The same for a kind whose answer is not school work (a forum's comments): the student's row of
 * the activity's assigned students, which the evaluation reads again once saved.
 */
export function AssignmentEvaluation({
  activity,
  studentId,
}: {
  activity: Pick<ActivityDetail, 'id' | 'kind'>;
  studentId: string;
}) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const students = useAssignedStudents(activity.id);
  return (
    <QueryState query={students} errorText={t('loadError')} retryText={t('retry')}>
      {(rows) => {
        const row = rows.find((assignment) => assignment.student.id === studentId);
        if (!row) {
          return (
            <p className="rounded-xl bg-white p-4 text-subtitle">
              {serverText(SCHOOL_WORK_MESSAGES.studentNotAssigned)}
            </p>
          );
        }
        return (
          <EvaluationSection name={row.student.name}>
            <EvaluationForm
              activity={activity.id}
              student={studentId}
              work={{ ...row, evaluated: row.evaluated_at !== null, activity: { kind: activity.kind } }}
            />
          </EvaluationSection>
        );
      }}
    </QueryState>
  );
}
