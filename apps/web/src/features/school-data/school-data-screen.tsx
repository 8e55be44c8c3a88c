import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useSchools } from './api/schools.ts';
import { SchoolOverview } from './components/school-overview.tsx';
import { StudentLoad } from './components/student-load.tsx';
import { SCHOOL_DATA_NAMESPACE } from './school-data-strings.ts';

/** 'escolas' (gestão): coordinators and the administration pick a school, see its classrooms and students, and load students. */
export default function SchoolDataScreen() {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  const id = useId();
  const schools = useSchools();
  const [chosen, setChosen] = useState('');
  const [loading, setLoading] = useState(false);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="type-title text-title">{t('title')}</h1>
      <p className="text-subtitle print:hidden">{t('intro')}</p>
      <QueryState query={schools} errorText={t('loadError')}>
        {(list) => {
          const school = list.find((s) => s.id === chosen) ?? list[0];
          if (!school) return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('noSchools')}</p>;
          return (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-end gap-3 print:hidden">
                <div className="flex w-full max-w-md flex-col gap-1">
                  <label htmlFor={`${id}-school`} className="font-semibold">
                    {t('school')}
                  </label>
                  <select
                    id={`${id}-school`}
                    value={school.id}
                    onChange={(event) => {
                      setChosen(event.target.value);
                      setLoading(false);
                    }}
                    className={INPUT}
                  >
                    {list.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  onClick={() => setLoading((open) => !open)}
                  className={loading ? SECONDARY_BUTTON : PRIMARY_BUTTON}
                >
                  {loading ? t('load.close') : t('load.open')}
                </button>
              </div>
              <p className="text-subtitle print:hidden">
                {t('counts', { classrooms: school.classrooms, students: school.students })}
              </p>
              {loading ? <StudentLoad key={school.id} schoolId={school.id} /> : <SchoolOverview schoolId={school.id} />}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
