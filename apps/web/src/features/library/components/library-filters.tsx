import type { LibraryCategories } from '@ava/contracts';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { ALL_GRADES } from '../grade-filter.ts';
import { LIBRARY_NAMESPACE } from '../library-strings.ts';

/** What the list asks for; kept in the address so coming back from an item finds the same list. */
export interface LibraryFilterValues {
  search: string;
  grade: string;
  subject: string;
  bncc: string;
  favorite: boolean;
}

interface Props {
  values: LibraryFilterValues;
  categories: LibraryCategories | undefined;
  onChange: (values: LibraryFilterValues) => void;
}

/** The search words (sent on 'Buscar') and the filters by grade, subject and BNCC (applied at once). */
export function LibraryFilters({ values, categories, onChange }: Props) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    onChange({ ...values, search: typeof search === 'string' ? search.trim() : '' });
  }
  const hasOwnGrades = (categories?.my_grade_ids.length ?? 0) > 0;
  // With grades of their own, the empty value is 'Minhas séries' and every grade is an option of its own.
  const gradeOptions = [
    ...(hasOwnGrades ? [{ value: ALL_GRADES, label: t('search.allGrades') }] : []),
    ...(categories?.grades ?? []).map((grade) => ({ value: String(grade.id), label: serverText(grade.name) })),
  ];
  const select = (
    name: 'grade' | 'subject' | 'bncc',
    label: string,
    options: { value: string; label: string }[],
    emptyLabel = t('search.all'),
  ) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-subtitle">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        className={INPUT}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t('search.label')}
          </label>
          <input
            key={values.search}
            id={`${id}-search`}
            name="search"
            type="search"
            defaultValue={values.search}
            placeholder={t('search.placeholder')}
            maxLength={200}
            className={INPUT}
          />
          <button type="submit" className={`${PRIMARY_BUTTON} inline-flex items-center gap-1`}>
            <Search className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('search.submit')}</span>
          </button>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {select('grade', t('search.grade'), gradeOptions, hasOwnGrades ? t('search.myGrades') : undefined)}
        {select(
          'subject',
          t('search.subject'),
          (categories?.subjects ?? []).map((subject) => ({ value: subject, label: subject })),
        )}
        {select(
          'bncc',
          t('search.bncc'),
          (categories?.bncc ?? []).map((code) => ({ value: code, label: code })),
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.favorite}
            onChange={(event) => onChange({ ...values, favorite: event.target.checked })}
            className="size-4 accent-primary"
          />
          {t('search.favorites')}
        </label>
        <button
          type="button"
          className={LINK_BUTTON}
          onClick={() => onChange({ search: '', grade: '', subject: '', bncc: '', favorite: false })}
        >
          {t('search.clear')}
        </button>
      </div>
    </div>
  );
}
