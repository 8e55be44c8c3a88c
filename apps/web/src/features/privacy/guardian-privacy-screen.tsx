import { AUDITED_READ_LABELS, formatDate } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { INPUT } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { reloadPrivacyDependents, useAccessSummary, usePrivacyDependents } from './api/privacy-api.ts';
import { ConsentSection } from './consent-section.tsx';
import { DataKeptList } from './data-kept-list.tsx';
import { DataRequestsSection, FinishedErasures } from './data-requests-section.tsx';
import { PRIVACY_NAMESPACE } from './privacy-strings.ts';

/** Who read the dependent's data in the last year, what and how often (from the access log). */
function Readers({ studentId }: { studentId: string }) {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const { t: tr } = useTranslation();
  const summary = useAccessSummary(studentId);
  return (
    <section aria-labelledby="privacy-readers" className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <h2 id="privacy-readers" className="text-lg font-semibold text-title">
        {t('guardian.readers')}
      </h2>
      <QueryState query={summary} errorText={t('guardian.loadError')}>
        {({ readers }) =>
          readers.length === 0 ? (
            <p className="text-subtitle">{t('guardian.readersEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {readers.map(({ reader, reads }) => (
                <li key={reader.id} className="rounded-lg border border-gray-200 p-3">
                  <p className="font-semibold text-title">
                    {reader.name} <span className="font-normal text-subtitle">· {tr(`roles.${reader.role}`)}</span>
                  </p>
                  <ul className="mt-1 flex flex-col gap-0.5 text-sm">
                    {reads.map((read) => (
                      <li key={read.what}>
                        {serverText(AUDITED_READ_LABELS[read.what])}: {t('guardian.times', { count: read.count })} ·{' '}
                        {t('guardian.last', { date: formatDate(read.last_at) })}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** 'Privacidade' for guardians: what is kept of their dependents, why, and who read it. */
export default function GuardianPrivacyScreen() {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const id = useId();
  const client = useQueryClient();
  const dependents = usePrivacyDependents();
  const [chosen, setChosen] = useState<string | null>(null);
  // A chosen dependent whose data was erased has left the list: the first one is shown instead.
  const studentId =
    dependents.data?.find((dependent) => dependent.id === chosen)?.id ?? dependents.data?.[0]?.id ?? null;
  const reloadDependents = useCallback(() => void reloadPrivacyDependents(client), [client]);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('guardian.title')}</h1>
        <p className="text-subtitle">{t('guardian.intro')}</p>
      </header>
      <QueryState query={dependents} errorText={t('guardian.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-subtitle">{t('guardian.noDependents')}</p>
          ) : (
            <>
              {list.length > 1 && (
                <div className="flex max-w-sm flex-col gap-1">
                  <label htmlFor={`${id}-dependent`} className="text-sm font-semibold text-subtitle">
                    {t('guardian.dependent')}
                  </label>
                  <select
                    id={`${id}-dependent`}
                    className={INPUT}
                    value={studentId ?? ''}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {list.map((dependent) => (
                      <option key={dependent.id} value={dependent.id}>
                        {dependent.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {studentId && <ConsentSection key={studentId} subjectId={studentId} />}
              {studentId && <Readers studentId={studentId} />}
              {studentId && (
                <DataRequestsSection subject={list.find((dependent) => dependent.id === studentId) ?? null} />
              )}
            </>
          )
        }
      </QueryState>
      <FinishedErasures onErased={reloadDependents} />
      <DataKeptList />
    </div>
  );
}
