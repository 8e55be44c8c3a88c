import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import { FrequencyList } from './components/frequency-list.tsx';
import { MonthlyFrequencyPanel } from './components/monthly-frequency.tsx';
import { FrequencyDetailsScreen, WorkloadDetailsScreen } from './components/student-details.tsx';
import { WorkloadFilters } from './components/workload-filters.tsx';
import { WorkloadList } from './components/workload-list.tsx';
import { WORKLOAD_NAMESPACE } from './workload-strings.ts';

const TAB = 'border-b-2 px-4 py-2 font-semibold';
const currentMonth = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);

/** carga-horaria: a classroom's frequency (from the class diary) and its students' workload in a month. */
function Overview() {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const classroomId = params.get('turma') ?? '';
  const month = params.get('mes') ?? currentMonth();
  const tab = params.get('aba') === 'carga' ? 'carga' : 'frequencia';
  const change = (changes: { classroom?: string; month?: string; tab?: string }) => {
    const next = new URLSearchParams(params);
    if (changes.classroom !== undefined) next.set('turma', changes.classroom);
    if (changes.month !== undefined) next.set('mes', changes.month);
    if (changes.tab !== undefined) next.set('aba', changes.tab);
    if (!next.has('mes')) next.set('mes', month);
    setParams(next, { replace: true });
  };
  const search = `?${new URLSearchParams({ turma: classroomId, mes: month })}`;
  return (
    <div className="flex flex-col gap-4">
      <WorkloadFilters classroomId={classroomId} month={month} onChange={change} />
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2 border-b border-gray-200">
        {(['frequencia', 'carga'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`${TAB} ${tab === key ? 'border-primary text-primary' : 'border-transparent'}`}
            onClick={() => change({ tab: key })}
          >
            {key === 'frequencia' ? t('tabs.frequency') : t('tabs.workload')}
          </button>
        ))}
      </div>
      {classroomId && tab === 'frequencia' && (
        <>
          <FrequencyList classroomId={classroomId} month={month} search={search} />
          <MonthlyFrequencyPanel classroomId={classroomId} year={month.slice(0, 4)} />
        </>
      )}
      {classroomId && tab === 'carga' && <WorkloadList classroomId={classroomId} month={month} search={search} />}
    </div>
  );
}

export default function WorkloadScreen() {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="workload-title">
      <h1 id="workload-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <Routes>
        <Route path="carga-horaria">
          <Route index element={<Overview />} />
          <Route path="frequencia/:studentId" element={<FrequencyDetailsScreen />} />
          <Route path="carga/:studentId" element={<WorkloadDetailsScreen />} />
        </Route>
      </Routes>
    </section>
  );
}
