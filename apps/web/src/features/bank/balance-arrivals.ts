import { formatNumber } from '@ava/contracts';
import { celebrate } from '@ava/web-kit/confetti';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeShownPokz } from '../../lib/pokz-balance.ts';
import { readRecord, writeRecord } from '../../lib/storage.ts';
import { notify } from '../../lib/toast.ts';
import { BANK_NAMESPACE } from './bank-strings.ts';

/** A small celebration: fewer pieces than a game's end. */
const CONFETTI_PIECES = 60;

/**
 * '+N pokz' with a little confetti whenever the balance is higher than the last one this user saw
 * on this device (kept across visits, so pokz paid while away are told on return, and in every tab
 * once). What a screen already showed (pokzShown) is left out. `fetchedAt` makes each answer count,
 * even one that repeats the balance.
 */
export function useBalanceArrivals(userId: string, balance: number | undefined, fetchedAt: number, currency: string) {
  const { t } = useTranslation(BANK_NAMESPACE);
  useEffect(() => {
    if (balance === undefined || fetchedAt === 0) return;
    const seen = readRecord<number>('pokzSeen', [userId]);
    const shown = takeShownPokz();
    writeRecord('pokzSeen', [userId], balance);
    const arrived = typeof seen === 'number' ? balance - seen - shown : 0;
    if (arrived <= 0) return;
    notify({
      status: 'success',
      title: t('arrived.title', { currency }),
      message: t('arrived.message', { value: formatNumber(arrived), currency }),
    });
    void celebrate(CONFETTI_PIECES);
  }, [userId, balance, fetchedAt, currency, t]);
}
