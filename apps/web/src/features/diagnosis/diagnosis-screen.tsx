import { type DiagnosisReport, formatReportCell } from '@ava/contracts';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/inputs/select-field.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useDiagnosisClassrooms } from './api/class-rooms.ts';
import { useDiagnosisReport } from './api/diagnosis-report.ts';
import { exportDiagnosis } from './api/export-diagnosis.ts';
import { useKnowledgeAreas } from './api/knowledge-areas.ts';
import { useDiagnosisStudents } from './api/students.ts';
import { useDiagnosisYears } from './api/years.ts';
import { AreasChart } from './components/areas-chart.tsx';
import { ClassroomsTable, SkillsTable, StudentsTable } from './components/diagnosis-tables.tsx';
import { DIAGNOSIS_NAMESPACE } from './diagnosis-strings.ts';

interface Filters {
  year: string;
  classroom_id: string;
  knowledge_area: string;
  student_id: string;
}

/** The filters that are set, as the query of the datasets and the report. */
const queryOf = (filters: Partial<Filters>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;

/**
 * 'Diagnóstico' (section 'gestão'): the learning diagnosis of the educator's classrooms (a
 * coordinator's schools, a teacher's own) from the digital exams' answers: hit rate by BNCC
 * knowledge area, classroom and year, the skills most missed, the students needing attention,
 * and the same as a spreadsheet.
 */
export default function DiagnosisScreen() {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const [filters, setFilters] = useState<Filters>({ year: '', classroom_id: '', knowledge_area: '', student_id: '' });
  const [exportError, setExportError] = useState('');
  const years = useDiagnosisYears();
  const areas = useKnowledgeAreas();
  const classrooms = useDiagnosisClassrooms(queryOf({ year: filters.year }));
  const students = useDiagnosisStudents(queryOf({ year: filters.year, classroom_id: filters.classroom_id }));
  const query = queryOf(filters);
  const report = useDiagnosisReport(query);
  const pick = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  async function download() {
    setExportError('');
    try {
      await exportDiagnosis(query);
    } catch {
      setExportError(t('export.failed'));
    }
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-subtitle">{t('intro')}</p>
      <fieldset className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t('filters.label')}</legend>
        <SelectField
          label={t('filters.year')}
          value={filters.year}
          all={t('filters.all')}
          options={(years.data?.years ?? []).map((year) => ({ id: String(year), name: String(year) }))}
          onChange={(year) => pick({ year, classroom_id: '', student_id: '' })}
        />
        <SelectField
          label={t('filters.classroom')}
          value={filters.classroom_id}
          all={t('filters.allClassrooms')}
          options={(classrooms.data?.class_rooms ?? []).map((classroom) => ({
            id: classroom.id,
            name: `${classroom.name} (${classroom.year})`,
          }))}
          onChange={(classroom_id) => pick({ classroom_id, student_id: '' })}
        />
        <SelectField
          label={t('filters.area')}
          value={filters.knowledge_area}
          all={t('filters.allAreas')}
          options={areas.data?.knowledge_areas ?? []}
          onChange={(knowledge_area) => pick({ knowledge_area })}
        />
        <SelectField
          label={t('filters.student')}
          value={filters.student_id}
          all={t('filters.all')}
          options={(students.data?.students ?? []).map((student) => ({
            id: student.id,
            name: filters.classroom_id ? student.name : `${student.name} (${student.classroom})`,
          }))}
          onChange={(student_id) => pick({ student_id })}
        />
      </fieldset>

      <QueryState query={report} errorText={t('loadError')}>
        {(answer) => (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-end gap-2">
              <button type="button" className={`${SECONDARY_BUTTON} flex items-center gap-2`} onClick={download}>
                <FileSpreadsheet aria-hidden className="size-4" />
                {t('export.xlsx')}
              </button>
            </div>
            {exportError && (
              <p role="alert" className="text-red-700">
                {exportError}
              </p>
            )}
            <Totals totals={answer.totals} />
            {answer.totals.answers === 0 ? (
              <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('empty')}</p>
            ) : (
              <Details answer={answer} />
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Details({ answer }: { answer: DiagnosisReport }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  return (
    <>
      <AreasChart areas={answer.areas} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('skills')}</h2>
        <SkillsTable rows={answer.skills} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('students')}</h2>
        <p className="text-sm text-subtitle">
          {t('studentsRule', { rate: answer.attention.hit_rate, answers: answer.attention.min_answers })}
        </p>
        <StudentsTable rows={answer.students} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('classrooms')}</h2>
        <ClassroomsTable rows={answer.classrooms} />
      </section>
    </>
  );
}

function Totals({ totals }: { totals: DiagnosisReport['totals'] }) {
  const { t } = useTranslation(DIAGNOSIS_NAMESPACE);
  const tiles = [
    { key: 'answers', value: formatReportCell(totals.answers, 'number') },
    { key: 'correct', value: formatReportCell(totals.correct, 'number') },
    { key: 'hitRate', value: formatReportCell(totals.hit_rate, 'percent') },
    { key: 'students', value: formatReportCell(totals.students, 'number') },
  ];
  return (
    <section aria-label={t('totals.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-xl bg-white p-3 shadow-sm">
            <dt className="text-sm text-subtitle">{t(`totals.${tile.key}`)}</dt>
            <dd className="text-xl font-semibold">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
