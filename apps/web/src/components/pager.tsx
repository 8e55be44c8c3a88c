import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from './ui/classes.ts';

interface Props {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** 'Anterior' and 'Próxima' around 'Página x de y'; nothing when everything fits on one page. */
export function Pager({ page, total, perPage, onPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.page', { page, pages })} className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={`${SECONDARY_BUTTON} inline-flex items-center gap-1`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4 shrink-0" aria-hidden="true" />
        {t('common.previous')}
      </button>
      <span>{t('common.page', { page, pages })}</span>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} inline-flex items-center gap-1`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
      </button>
    </nav>
  );
}
