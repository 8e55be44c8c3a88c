import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { useDataKept } from './api/privacy-api.ts';
import { PRIVACY_NAMESPACE } from './privacy-strings.ts';

/** What the platform keeps of every person, by kind, with what each kind is kept for. */
export function DataKeptList() {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const kept = useDataKept();
  return (
    <section aria-labelledby="privacy-kept" className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <h2 id="privacy-kept" className="text-lg font-semibold text-title">
        {t('guardian.kept')}
      </h2>
      <QueryState query={kept} errorText={t('guardian.loadError')}>
        {({ categories }) => (
          <dl className="grid gap-3 sm:grid-cols-2">
            {categories.map((entry) => (
              <div key={entry.category} className="rounded-lg border border-gray-200 p-3">
                <dt className="font-semibold text-title">{serverText(entry.label)}</dt>
                <dd className="text-sm text-subtitle">
                  {entry.purposes.map((purpose) => serverText(purpose.label)).join('; ')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
