import type { HallPeriod } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';

/** 'setembro de 2026 a outubro de 2026', or one month alone. */
export function usePeriodText() {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const month = (year: number, index: number) => t('monthYear', { month: t(`months.${index - 1}`), year });
  return (period: HallPeriod) => {
    const from = month(period.start_year, period.start_month);
    const to = month(period.end_year, period.end_month);
    return from === to ? from : t('periodRange', { from, to });
  };
}
