import type { ParkStatementResponse } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager.tsx';
import { PARK_NAMESPACE } from '../park-strings.ts';

const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );

/** The credits statement: packs bought in the store, tickets and game plays, newest first. */
export function CreditsStatement({
  statement,
  page,
  onPage,
}: {
  statement: ParkStatementResponse;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(PARK_NAMESPACE);
  return (
    <section aria-labelledby="park-statement" className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="park-statement" className="text-xl font-bold text-title">
        {t('statementTitle')}
      </h2>
      {statement.statement.length === 0 ? (
        <p className="text-subtitle">{t('noLines')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-light">
          {statement.statement.map((line) => (
            <li key={line.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-title">{line.event}</span>
                <span className="block text-sm text-subtitle">
                  {t(`lineTypes.${line.type}`)} · {shownDate(line.date)}
                </span>
              </span>
              <span className={`font-bold ${line.value > 0 ? 'text-green-700' : 'text-red-700'}`}>
                {line.value > 0 ? `+${line.value}` : line.value}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={statement.total} perPage={statement.page_size} onPage={onPage} />
    </section>
  );
}
