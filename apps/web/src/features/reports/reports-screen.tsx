import {
  type ActivitiesSummary,
  type DailyTotals,
  type ReportAnswer,
  type ReportName,
  reportPeriodLabel,
  type StudentsSummary,
  type TeachersSummary,
} from '@ava/contracts';
import FileDown from 'lucide-react/icons/file-down';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/inputs/select-field.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useSession } from '../../lib/session.ts';
import { exportReport } from './api/export-report.ts';
import { useReport } from './api/report.ts';
import { useTeacherSchools } from './api/teacher-school.ts';
import { type PeriodChoice, PeriodFilter } from './components/period-filter.tsx';
import { DailyChart, KindsChart } from './components/report-charts.tsx';
import { ReportDataTable } from './components/report-data-table.tsx';
import { ReportTotals } from './components/report-totals.tsx';
import { REPORTS_NAMESPACE } from './reports-strings.ts';

type View = 'classes' | 'students' | 'teachers' | 'activities';
const VIEWS: View[] = ['classes', 'students', 'teachers', 'activities'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Scope {
  schoolId: string;
  classroomId: string;
  studentId: string;
  teacherId: string;
}

/** The report shown and its daily chart's report, for the view and what is picked. */
function reportsOf(view: View, scope: Scope, coordinator: boolean): { table: ReportName; daily: ReportName | null } {
  if (view === 'classes')
    return { table: scope.classroomId ? 'class_details' : 'classes_summary', daily: 'classes_daily_totals' };
  if (view === 'students')
    return { table: scope.studentId ? 'student_details' : 'students_summary', daily: 'students_daily_totals' };
  if (view === 'teachers') {
    const named = Boolean(scope.teacherId) || !coordinator;
    return { table: named ? 'teacher_details' : 'teachers_summary', daily: named ? 'teacher_daily_totals' : null };
  }
  return { table: 'activities_summary', daily: null };
}

/**
 * 'Relatórios' (section 'gestão'): activity, participation and grades over the last 30 days or a
 * chosen period, by classroom, student, teacher or kind of activity, within what the educator
 * sees (a coordinator their schools, a teacher their classrooms); a chart with its data as a
 * table, the report's table, and its export as a spreadsheet or a PDF.
 */
export default function ReportsScreen() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const session = useSession();
  const coordinator = session?.user.role === 'school_coordinator';
  const [period, setPeriod] = useState<PeriodChoice>(null);
  const [view, setView] = useState<View>('classes');
  const [scope, setScope] = useState<Scope>({ schoolId: '', classroomId: '', studentId: '', teacherId: '' });
  const [exportError, setExportError] = useState('');
  const schools = useTeacherSchools();

  const periodReady = period === null || (ISO_DAY.test(period.start) && ISO_DAY.test(period.end));
  const base: Record<string, string> = {};
  if (period && periodReady) Object.assign(base, { start: period.start, end: period.end });
  if (scope.schoolId) base.school_id = scope.schoolId;
  if (scope.classroomId) base.classroom_id = scope.classroomId;
  const query = { ...base };
  if (view === 'students' && scope.studentId) query.student_id = scope.studentId;
  if (view === 'teachers' && scope.teacherId) query.teacher_id = scope.teacherId;

  const { table, daily } = reportsOf(view, scope, coordinator);
  const report = useReport<ReportAnswer>(table, query, periodReady);
  const dailyReport = useReport<DailyTotals>(daily ?? 'classes_daily_totals', query, periodReady && daily !== null);
  // The pickers' lists: the scope's students and (for a coordinator) its teachers.
  const students = useReport<StudentsSummary>('students_summary', base, periodReady && view === 'students');
  const teachers = useReport<TeachersSummary>(
    'teachers_summary',
    base,
    periodReady && coordinator && view === 'teachers',
  );

  const schoolList = schools.data?.schools ?? [];
  const classrooms = schoolList
    .filter((school) => !scope.schoolId || school.id === scope.schoolId)
    .flatMap((school) => school.classrooms);
  const pick = (change: Partial<Scope>) => setScope((current) => ({ ...current, ...change }));

  async function download(format: 'xlsx' | 'pdf') {
    setExportError('');
    try {
      await exportReport(table, query, format);
    } catch {
      setExportError(t('export.failed'));
    }
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
        <PeriodFilter value={period} onChange={setPeriod} />
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-1 font-semibold">{t('scope.label')}</legend>
          {schoolList.length > 1 && (
            <SelectField
              label={t('scope.school')}
              value={scope.schoolId}
              all={t('scope.all')}
              options={schoolList.map((school) => ({ id: school.id, name: school.name }))}
              onChange={(schoolId) => pick({ schoolId, classroomId: '', studentId: '', teacherId: '' })}
            />
          )}
          <SelectField
            label={t('scope.classroom')}
            value={scope.classroomId}
            all={t('scope.allClassrooms')}
            options={classrooms.map((classroom) => ({ id: classroom.id, name: classroom.name }))}
            onChange={(classroomId) => pick({ classroomId, studentId: '', teacherId: '' })}
          />
          {view === 'students' && (
            <SelectField
              label={t('scope.student')}
              value={scope.studentId}
              all={t('scope.all')}
              options={(students.data?.rows ?? []).map((row) => ({ id: row.student_id, name: row.student_name }))}
              onChange={(studentId) => pick({ studentId })}
            />
          )}
          {view === 'teachers' && coordinator && (
            <SelectField
              label={t('scope.teacher')}
              value={scope.teacherId}
              all={t('scope.all')}
              options={(teachers.data?.rows ?? []).map((row) => ({ id: row.teacher_id, name: row.teacher_name }))}
              onChange={(teacherId) => pick({ teacherId })}
            />
          )}
        </fieldset>
      </div>

      <div role="tablist" aria-label={t('views.label')} className="flex flex-wrap gap-2">
        {VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={view === option}
            onClick={() => setView(option)}
            className={`min-h-8 rounded-full px-4 py-1 font-semibold ${view === option ? 'bg-primary text-on-primary' : 'bg-white text-primary'}`}
          >
            {t(`views.${option}`)}
          </button>
        ))}
      </div>

      <QueryState query={report} errorText={t('loadError')}>
        {(answer) => (
          <div className="flex flex-col gap-4" role="tabpanel" aria-label={t(`views.${view}`)}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-subtitle">{t('period.shown', { period: reportPeriodLabel(answer.period) })}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`${SECONDARY_BUTTON} flex items-center gap-2`}
                  onClick={() => download('xlsx')}
                >
                  <FileSpreadsheet aria-hidden className="size-4" />
                  {t('export.xlsx')}
                </button>
                <button
                  type="button"
                  className={`${SECONDARY_BUTTON} flex items-center gap-2`}
                  onClick={() => download('pdf')}
                >
                  <FileDown aria-hidden className="size-4" />
                  {t('export.pdf')}
                </button>
              </div>
            </div>
            {exportError && (
              <p role="alert" className="text-red-700">
                {exportError}
              </p>
            )}
            <ReportTotals totals={answer.totals} />
            {table === 'activities_summary' && <KindsChart answer={answer as ActivitiesSummary} />}
            {daily && dailyReport.data && <DailyChart name={daily} answer={dailyReport.data} />}
            <ReportDataTable name={table} answer={answer} caption={t('table')} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
