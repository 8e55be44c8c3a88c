import {
  GAME_DIFFICULTIES,
  GAME_LAYOUT_IDS,
  type GameDifficulty,
  type GameLayoutId,
  type GameSearchRequest,
  INTERACTIONS,
  type Interaction,
} from '@ava/contracts';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useGameFilters, useLayoutsList } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';

export interface FilterValues {
  search: string;
  interaction: Interaction | '';
  layout: string;
  grade: string;
  subject: string;
  difficulty: GameDifficulty | '';
  bncc: string;
  favorites: boolean;
}

export const NO_FILTERS: FilterValues = {
  search: '',
  interaction: '',
  layout: '',
  grade: '',
  subject: '',
  difficulty: '',
  bncc: '',
  favorites: false,
};

/** Filters besides the words, each shown only where the screen asks for it. */
export type FilterField = 'interaction' | 'layout' | 'grade' | 'subject' | 'difficulty' | 'bncc' | 'favorites';

const isLayoutId = (value: string): value is GameLayoutId => (GAME_LAYOUT_IDS as readonly string[]).includes(value);

/** The search body of the chosen filters; what is not chosen is left out. */
export function searchOf(values: FilterValues): GameSearchRequest {
  const bncc = values.bncc.trim().toUpperCase();
  return {
    search: values.search.trim() || undefined,
    interactions: values.interaction ? [values.interaction] : undefined,
    layouts: isLayoutId(values.layout) ? [values.layout] : undefined,
    grade_ids: values.grade ? [Number(values.grade)] : undefined,
    subjects: values.subject ? [values.subject] : undefined,
    difficulty: values.difficulty ? [values.difficulty] : undefined,
    bncc: bncc ? [bncc] : undefined,
    favorites_only: values.favorites || undefined,
  };
}

interface Props {
  fields: readonly FilterField[];
  onSearch: (values: FilterValues) => void;
}

/** The words and the chosen filters; 'Buscar' applies them. */
export function ChallengeFilters({ fields, onSearch }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const [values, setValues] = useState(NO_FILTERS);
  const shows = (field: FilterField) => fields.includes(field);
  const layouts = useLayoutsList(shows('layout'));
  const filters = useGameFilters(shows('grade') || shows('subject'));
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => setValues({ ...values, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(values);
  }

  const select = (key: 'interaction' | 'layout' | 'grade' | 'subject' | 'difficulty', options: [string, string][]) => (
    <label htmlFor={`${id}-${key}`} className="flex flex-col gap-1 text-sm font-semibold text-title">
      {t(`filters.${key}`)}
      <select
        id={`${id}-${key}`}
        className={INPUT}
        value={values[key]}
        onChange={(event) => set(key, event.target.value as FilterValues[typeof key])}
      >
        <option value="">{t('filters.any')}</option>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      noValidate
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid items-end gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <label htmlFor={`${id}-search`} className="flex flex-col gap-1 text-sm font-semibold text-title sm:col-span-2">
        {t('filters.search')}
        <input
          id={`${id}-search`}
          type="search"
          className={INPUT}
          maxLength={100}
          placeholder={t('filters.searchPlaceholder')}
          value={values.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </label>
      {shows('interaction') &&
        select(
          'interaction',
          INTERACTIONS.map((name) => [name, t(`interactions.${name}`)]),
        )}
      {shows('layout') &&
        select(
          'layout',
          (layouts.data ?? []).map((layout) => [layout.id, layout.name]),
        )}
      {shows('grade') &&
        select(
          'grade',
          (filters.data?.grades ?? []).map((grade) => [String(grade.id), grade.name]),
        )}
      {shows('subject') &&
        select(
          'subject',
          (filters.data?.subjects ?? []).map((subject) => [subject, subject]),
        )}
      {shows('difficulty') &&
        select(
          'difficulty',
          GAME_DIFFICULTIES.map((name) => [name, t(`difficulties.${name}`)]),
        )}
      {shows('bncc') && (
        <label htmlFor={`${id}-bncc`} className="flex flex-col gap-1 text-sm font-semibold text-title">
          {t('filters.bncc')}
          <input
            id={`${id}-bncc`}
            className={INPUT}
            maxLength={30}
            value={values.bncc}
            onChange={(event) => set('bncc', event.target.value)}
          />
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {shows('favorites') && (
          <label className="flex items-center gap-2 text-sm font-semibold text-title">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.favorites}
              onChange={(event) => set('favorites', event.target.checked)}
            />
            {t('filters.favorites')}
          </label>
        )}
        <button type="submit" className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}>
          <Search className="size-4 shrink-0" aria-hidden="true" />
          {t('filters.submit')}
        </button>
      </div>
    </form>
  );
}
