import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}

const BUTTON = 'min-h-8 rounded-lg px-3 py-1 font-semibold text-primary hover:bg-light disabled:opacity-40';

/** Previous and next page of a paged list, with where the reader is; nothing when one page holds all. */
export function PageNav({ page, perPage, total, onChange }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages.label')} className="flex items-center justify-center gap-3 text-sm">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pages.previous')}
      </button>
      <span aria-live="polite" className="text-subtitle">
        {t('pages.position', { page, pages })}
      </span>
      <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pages.next')}
      </button>
    </nav>
  );
}
