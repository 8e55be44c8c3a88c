import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/inputs/date-input.tsx';
import { INPUT } from '../../../components/ui/classes.ts';
import { useDiaryClassrooms } from '../api/classrooms.ts';
import { CLASS_DIARY_NAMESPACE } from '../class-diary-strings.ts';

export interface DiaryFilter {
  classroom_id: string;
  start_date: string;
  end_date: string;
}

/** The classroom and the period of the lessons shown; `anyClassroom` allows every classroom. */
export function DiaryFilters({
  value,
  onChange,
  anyClassroom = true,
}: {
  value: DiaryFilter;
  onChange: (filter: DiaryFilter) => void;
  anyClassroom?: boolean;
}) {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const classrooms = useDiaryClassrooms();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t('classroom')}</span>
        <select
          className={INPUT}
          value={value.classroom_id}
          onChange={(e) => onChange({ ...value, classroom_id: e.target.value })}
        >
          <option value="">{anyClassroom ? t('anyClassroom') : t('chooseClassroom')}</option>
          {(classrooms.data?.classrooms ?? []).map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </select>
      </label>
      <DateInput
        label={t('start')}
        value={value.start_date}
        onChange={(start_date) => onChange({ ...value, start_date })}
      />
      <DateInput label={t('end')} value={value.end_date} onChange={(end_date) => onChange({ ...value, end_date })} />
    </fieldset>
  );
}

/** Only complete dates go to the server (the field holds the text while it is typed). */
export function filterQuery(filter: DiaryFilter): Record<string, string> {
  const iso = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  return { classroom_id: filter.classroom_id, start_date: iso(filter.start_date), end_date: iso(filter.end_date) };
}
