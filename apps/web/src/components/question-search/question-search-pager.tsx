import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../ui/classes.ts';
import { QUESTION_SEARCH_NAMESPACE } from './question-search-strings.ts';

interface Props {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** How many questions the search found, and the previous and next pages of them. */
export function QuestionSearchPager({ total, page, perPage, onPage }: Props) {
  const { t } = useTranslation(QUESTION_SEARCH_NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex-1 text-sm text-subtitle">{t('total', { count: total })}</p>
      {pages > 1 && (
        <nav aria-label={t('page', { page, pages })} className="flex items-center gap-2">
          <button
            type="button"
            className={`${SECONDARY_BUTTON} flex items-center gap-1`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('previous')}
          </button>
          <span className="text-sm">{t('page', { page, pages })}</span>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} flex items-center gap-1`}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
