import './activities-strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_NAMESPACE } from './activities-strings.ts';
import { type ListFilters, NO_FILTERS } from './api/list-filters.ts';
import { useStudentCount, useStudentList } from './api/student-lists.ts';
import { ActivityCounts } from './components/activity-counts.tsx';
import { ActivityFilters } from './components/activity-filters.tsx';
import { ClosedSummary } from './components/closed-summary.tsx';
import { IntroButton } from './components/intro-dialog.tsx';
import { QueryState } from './components/query-state.tsx';
import { StateTabs } from './components/state-tabs.tsx';
import { StudentClosedList } from './components/student-closed-list.tsx';
import { StudentOpenList } from './components/student-open-list.tsx';
import { UrgentWarning } from './components/urgent-warning.tsx';

type Tab = 'open' | 'closed';

/** The student's activities: open and closed lists with filters, counts and the urgent warning. */
export function StudentActivitiesScreen() {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const [tab, setTab] = useState<Tab>('open');
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const counts = useStudentCount();
  const list = useStudentList(tab, filters);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="type-title text-title">{t('title')}</h1>
        <IntroButton screen="activities" audience="student" />
        <Link to="simulados" className="ml-auto text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {t('mockExams')}
        </Link>
      </div>
      {counts.data && <ActivityCounts counts={counts.data} />}
      <StateTabs
        label={t('tabs.label')}
        value={tab}
        onChange={setTab}
        options={[
          ['open', t('tabs.open')],
          ['closed', t('tabs.closed')],
        ]}
      />
      <ActivityFilters value={filters} onChange={setFilters} />
      {tab === 'closed' && <ClosedSummary />}
      <QueryState query={list}>
        {(activities) =>
          tab === 'open' ? (
            <StudentOpenList activities={activities} now={new Date()} />
          ) : (
            <StudentClosedList activities={activities} />
          )
        }
      </QueryState>
      <UrgentWarning />
    </div>
  );
}
