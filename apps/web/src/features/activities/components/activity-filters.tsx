import type { ActivityKind } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { FILTER_KINDS } from '../activity-kinds.ts';
import { type ListFilters, NO_FILTERS } from '../api/list-filters.ts';
import { useTeachers } from '../api/teachers.ts';

interface Props {
  value: ListFilters;
  onChange: (next: ListFilters) => void;
}

const CHIP =
  'rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-title aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary';

/** Filters of the activity lists: by type (several at once) and by teacher. */
export function ActivityFilters({ value, onChange }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const teachers = useTeachers();
  const toggle = (kind: ActivityKind) =>
    onChange({
      ...value,
      kinds: value.kinds.includes(kind) ? value.kinds.filter((k) => k !== kind) : [...value.kinds, kind],
    });
  const filtered = value.kinds.length > 0 || value.teacher !== '';

  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-subtitle">{t('filters.types')}</legend>
        {FILTER_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={value.kinds.includes(kind)}
            onClick={() => toggle(kind)}
            className={CHIP}
          >
            {t(`translation:activityKinds.${kind}`)}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-teacher`} className="text-sm font-semibold text-subtitle">
            {t('filters.teacher')}
          </label>
          <select
            id={`${id}-teacher`}
            value={value.teacher}
            onChange={(event) => onChange({ ...value, teacher: event.target.value })}
            className="min-w-56 rounded-lg border border-gray-300 bg-white px-3 py-2"
          >
            <option value="">{t('filters.allTeachers')}</option>
            {(teachers.data ?? []).map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.name}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button
            type="button"
            onClick={() => onChange(NO_FILTERS)}
            className="py-2 text-sm font-semibold text-primary hover:underline"
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </section>
  );
}
