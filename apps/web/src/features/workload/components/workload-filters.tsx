import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { useWorkloadClassrooms } from '../api/classrooms.ts';
import { WORKLOAD_NAMESPACE } from '../workload-strings.ts';

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
        <input
          className={INPUT}
          type="month"
          value={month}
          onChange={(e) => e.target.value && onChange({ month: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
