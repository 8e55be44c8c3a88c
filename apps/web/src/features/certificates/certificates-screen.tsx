import './certificates-strings.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { useCertificateList } from './api/certificate-list.ts';
import { useCertificateDownloaded, useCertificateView } from './api/certificate-marks.ts';
import { CERTIFICATES_NAMESPACE } from './certificates-strings.ts';
import { CertificateCard } from './components/certificate-card.tsx';

interface Props {
  /** A guardian in the student's session sees and downloads, and marks nothing (the server refuses too). */
  readOnly?: boolean;
}

/** Marks seen the certificates the list shows unseen, once each. */
function useMarkShownAsSeen(ids: readonly string[], enabled: boolean) {
  const { mutate } = useCertificateView();
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled || key === '') return;
    for (const id of key.split(',')) mutate(id);
  }, [key, enabled, mutate]);
}

/** /:business/painel/certificados: the student's certificates, each with its PDF and validation code. */
export function CertificatesScreen({ readOnly = false }: Props) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const query = useCertificateList();
  const downloaded = useCertificateDownloaded();
  const unseen = query.data?.certificates.filter((certificate) => !certificate.viewed).map((c) => c.id) ?? [];
  // The 'Novo' marks stay on screen while they are shown: they go on the next visit.
  useMarkShownAsSeen(unseen, !readOnly);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="type-title text-title">{t('title')}</h1>
        <p className="text-subtitle">{t('intro')}</p>
      </div>
      {readOnly && <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('readOnly')}</p>}
      <QueryState query={query} errorText={t('loadError')} retryText={t('retry')}>
        {({ certificates }) =>
          certificates.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-subtitle">{t('empty')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {certificates.map((certificate) => (
                <CertificateCard
                  key={certificate.id}
                  certificate={certificate}
                  onDownloaded={readOnly ? undefined : downloaded.mutate}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
