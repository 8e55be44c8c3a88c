import { formatDate, formatNumber, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useGuardianGrades, useGuardianGradesSummary } from '../api/guardian-views.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

const LATEST = 5;

/** One dependent's average and latest grades, each with the teacher's comment. */
export function DependentGrades({ student }: { student: string }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const grades = useGuardianGrades(student, LATEST);
  const summary = useGuardianGradesSummary(student);
  const own = summary.data?.students[0];
  return (
    <section aria-labelledby="guardian-grades" className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h3 id="guardian-grades" className="text-xl font-bold text-title">
        {t('home.grades.title')}
      </h3>
      {own && summary.data && (
        <p>
          <span className="font-semibold">{t('home.average')}: </span>
          {own.average === null
            ? t('home.noAverage')
            : t('home.averageOf', {
                average: formatScore(own.average),
                max: formatNumber(summary.data.max_score),
                count: own.graded,
              })}
        </p>
      )}
      <QueryState query={grades}>
        {({ grades: list }) =>
          list.length === 0 ? (
            <p className="text-subtitle">{t('home.grades.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-gray-100">
              {list.map((grade) => (
                <li key={grade.activity_id} className="flex flex-col gap-1 py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-title">{grade.title}</span>
                    <span className="font-bold text-primary">
                      {t('home.grades.score', { score: formatScore(grade.score), max: formatNumber(grade.max_score) })}
                    </span>
                  </div>
                  <span className="text-sm text-subtitle">
                    {t(`translation:activityKinds.${grade.activity_type}`)} ·{' '}
                    {t('home.grades.on', { date: formatDate(grade.evaluated_at) })}
                  </span>
                  {grade.teacher_comment && (
                    <blockquote className="rounded-lg bg-light p-3 text-dark">
                      <span className="font-semibold">{t('home.grades.comment', { teacher: grade.teacher_name })}</span>{' '}
                      {grade.teacher_comment}
                    </blockquote>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
