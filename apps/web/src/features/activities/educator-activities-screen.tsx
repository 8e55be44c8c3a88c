import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from './activities-strings.ts';
import { exportActivities } from './api/exports.ts';
import { type ListFilters, NO_FILTERS } from './api/list-filters.ts';
import { type TeacherListState, useTeacherList } from './api/teacher-list.ts';
import { ActivityCounts } from './components/activity-counts.tsx';
import { ActivityFilters } from './components/activity-filters.tsx';
import { ExportButton } from './components/export-button.tsx';
import { IntroButton } from './components/intro-dialog.tsx';
import { PageNav } from './components/page-nav.tsx';
import { QueryState } from './components/query-state.tsx';
import { StateTabs } from './components/state-tabs.tsx';
import { TeacherActivityTable } from './components/teacher-activity-table.tsx';

type View = Exclude<TeacherListState, 'all'> | 'favorite';

/** The educator's activities: by state, filtered by type and teacher, with the way to create one. */
export function EducatorActivitiesScreen() {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const [view, setView] = useState<View>('active');
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const shown = { ...filters, state: view === 'favorite' ? 'all' : view, favorite: view === 'favorite' } as const;
  const list = useTeacherList({ ...shown, page });
  // Archiving, concluding or removing the last activity of the last page leaves that page empty
  // (and its navigation hidden): go to the last page that still has activities.
  const emptied = !list.isPlaceholderData && page > 1 && list.data?.activities.length === 0;
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.per_page)) : 1;
  useEffect(() => {
    if (emptied) setPage((current) => Math.min(current - 1, lastPage));
  }, [emptied, lastPage]);
  const views: View[] = ['active', 'favorite', 'draft', 'archived', 'concluded'];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="type-title text-title">{t('title')}</h1>
        <IntroButton screen="activities" audience="educator" />
        <div className="ml-auto flex flex-wrap gap-2">
          <ExportButton label={t('teacher.export')} download={() => exportActivities(shown)} />
          <Link to="nova" className={PRIMARY_BUTTON}>
            {t('teacher.create')}
          </Link>
        </div>
      </div>
      <StateTabs
        label={t('teacher.states.label')}
        value={view}
        onChange={(next) => {
          setView(next);
          setPage(1);
        }}
        options={views.map((state) => [state, t(`teacher.states.${state}`)] as const)}
      />
      <ActivityFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {(data) => (
          <>
            <ActivityCounts
              of="listed"
              counts={{ activities_qtd: data.total, urgent_activities: data.urgent_activities }}
            />
            <TeacherActivityTable activities={data.activities} />
            <PageNav page={page} perPage={data.per_page} total={data.total} onChange={setPage} />
          </>
        )}
      </QueryState>
    </div>
  );
}
