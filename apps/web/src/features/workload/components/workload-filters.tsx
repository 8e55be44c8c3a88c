import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { useWorkloadClassrooms } from '../api/classrooms.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

const MONTHS_OFFERED = 12;
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * This month and the eleven before it (YYYY-MM), named in Portuguese whatever the browser's
 * language (a native month input follows the browser's); a month chosen by address is kept.
 */
function monthChoices(selected: string): { value: string; label: string }[] {
  const now = new Date();
  const values = Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - back, 1));
    return date.toISOString().slice(0, 7);
  });
  if (!values.includes(selected)) values.push(selected);
  return values.map((value) => ({ value, label: monthName.format(new Date(`${value}-01T00:00:00Z`)) }));
}

/** The classroom and the month the screen shows. */
export function WorkloadFilters({
  classroomId,
  month,
  onChange,
}: {
  classroomId: string;
  month: string;
  onChange: (changes: { classroom?: string; month?: string }) => void;
}) {
  const { t } = useTranslation(WORKLOAD_NAMESPACE);
  const classrooms = useWorkloadClassrooms();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 sm:max-w-xl">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t('classroom')}</span>
        <select className={INPUT} value={classroomId} onChange={(e) => onChange({ classroom: e.target.value })}>
          <option value="">{t('chooseClassroom')}</option>
          {(classrooms.data?.classrooms ?? []).map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t('month')}</span>
        <select className={INPUT} value={month} onChange={(e) => onChange({ month: e.target.value })}>
          {monthChoices(month).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
