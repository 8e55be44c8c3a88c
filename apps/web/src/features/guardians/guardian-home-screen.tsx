import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { useGuardianActivities, useGuardianStudents } from './api/guardian-views.ts';
import { DependentActivities } from './components/dependent-activities.tsx';
import { DependentGrades } from './components/dependent-grades.tsx';
import { DependentPerformance } from './components/dependent-performance.tsx';
import { GUARDIANS_NAMESPACE } from './guardians-strings.ts';

const COUNTED = ['urgent', 'pending', 'redo', 'paused', 'done'] as const;

/**
 * /:business/responsavel/visao-geral, the guardian's landing: per child (the switcher keeps the
 * choice in ?dependente=), what is pending, urgent, done and redone, the latest grades and
 * teachers' comments, and the grades over time. Read-only: nothing here acts as the child.
 */
export default function GuardianHomeScreen() {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const students = useGuardianStudents();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="type-title text-title">{t('home.title')}</h1>
        <p className="text-subtitle">{t('home.readOnly')}</p>
      </div>
      <QueryState query={students}>
        {({ students: list }) => (list.length === 0 ? <NoDependents /> : <ChildView dependents={list} />)}
      </QueryState>
    </div>
  );
}

function NoDependents() {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { business } = useParams();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-5 shadow-sm">
      <p>{t('home.none')}</p>
      <Link to={`/${business}/responsavel/dependentes`} className={PRIMARY_BUTTON}>
        {t('home.noneAction')}
      </Link>
    </div>
  );
}

function ChildView({ dependents }: { dependents: { id: string; name: string }[] }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const chosen = dependents.find((child) => child.id === params.get('dependente')) ?? dependents[0];
  if (!chosen) return null;
  return (
    <>
      {dependents.length > 1 && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 font-semibold text-title">{t('home.choose')}</legend>
          {dependents.map((child) => (
            <button
              key={child.id}
              type="button"
              aria-pressed={child.id === chosen.id}
              onClick={() => setParams({ dependente: child.id }, { replace: true })}
              className={`rounded-full border-2 px-4 py-2 font-semibold ${
                child.id === chosen.id ? 'border-primary bg-primary text-white' : 'border-gray-300 bg-white text-title'
              }`}
            >
              {child.name}
            </button>
          ))}
        </fieldset>
      )}
      <ChildOverview key={chosen.id} student={chosen} />
    </>
  );
}

function ChildOverview({ student }: { student: { id: string; name: string } }) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const activities = useGuardianActivities(student.id);
  return (
    <section aria-label={student.name} className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold text-title">{student.name}</h2>
      <QueryState query={activities}>
        {({ counts, activities: list }) => (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {COUNTED.map((name) => (
                <div key={name} className="flex flex-col rounded-xl bg-white p-4 shadow-sm">
                  <dt className="text-subtitle">{t(`home.counts.${name}`)}</dt>
                  <dd className="text-3xl font-bold text-title">{counts[name]}</dd>
                </div>
              ))}
            </dl>
            <DependentActivities activities={list} />
          </>
        )}
      </QueryState>
      <div className="grid gap-6 lg:grid-cols-2">
        <DependentGrades student={student.id} />
        <DependentPerformance student={student} />
      </div>
    </section>
  );
}
