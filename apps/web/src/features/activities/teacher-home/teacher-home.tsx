import { useTranslation } from 'react-i18next';
import { usePlatform } from '../../../lib/platform.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useTeacherOverview } from '../api/teacher-overview.ts';
import { DeadlinesList } from './deadlines-list.tsx';
import { OverviewCard, RowsSkeleton } from './overview-card.tsx';
import { ParticipationList } from './participation-list.tsx';
import { ToGradeList } from './to-grade-list.tsx';

/** The educator's home under the greeting: what to grade, what ends next, how each classroom takes part. */
export function TeacherHome() {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const { business } = usePlatform();
  const overview = useTeacherOverview();
  const base = `/${business}/professor/atividades`;
  const data = overview.data;

  if (overview.isError && !data) {
    return (
      <div role="alert" className="mt-4 flex flex-col items-start gap-2 rounded-xl bg-white p-6">
        <p className="text-subtitle">{overview.error.message || t('home.loadError')}</p>
        <button type="button" onClick={() => overview.refetch()} className="font-semibold text-primary hover:underline">
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-4" aria-busy={!data}>
      <div className="grid gap-4 lg:grid-cols-2">
        <OverviewCard
          title={t('home.toGrade')}
          aside={
            data && (
              <span className="rounded-full bg-light px-3 py-1 text-sm font-semibold text-dark">
                {t('home.toGradeCount', { count: data.to_grade.total })}
              </span>
            )
          }
        >
          {data ? <ToGradeList toGrade={data.to_grade} base={base} /> : <RowsSkeleton rows={3} />}
        </OverviewCard>
        <OverviewCard title={t('home.deadlines')}>
          {data ? <DeadlinesList deadlines={data.deadlines} base={base} /> : <RowsSkeleton rows={3} />}
        </OverviewCard>
      </div>
      <OverviewCard title={t('home.participation')}>
        {data ? <ParticipationList classrooms={data.classrooms} /> : <RowsSkeleton rows={2} />}
      </OverviewCard>
    </div>
  );
}
