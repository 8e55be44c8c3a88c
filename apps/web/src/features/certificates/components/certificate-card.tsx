import { type Certificate, certificateWorkloadLabel, formatDate } from '@ava/contracts';
import Award from 'lucide-react/icons/award';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadCertificatePdf } from '../api/certificate-pdf.ts';
import { CERTIFICATES_NAMESPACE } from '../certificates-strings.ts';

interface Props {
  certificate: Certificate;
  /** Records the download (not in a guardian's session of the student). */
  onDownloaded?: (id: string) => void;
}

/** One certificate: what was finished and when, its validation code and 'Baixar PDF'. */
export function CertificateCard({ certificate, onDownloaded }: Props) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const [downloading, setDownloading] = useState(false);
  const titleId = `certificate-${certificate.id}`;

  async function download() {
    setDownloading(true);
    try {
      await downloadCertificatePdf(certificate.id);
      onDownloaded?.(certificate.id);
    } catch (error) {
      notify({ status: 'error', message: error instanceof HttpError ? error.message : t('loadError') });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-t-8 border-primary bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Award aria-hidden className="size-10 shrink-0 text-secondary" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-semibold text-subtitle">{t(`source.${certificate.source}`)}</p>
          <h2 id={titleId} className="break-words text-lg font-bold text-title">
            {certificate.title}
          </h2>
        </div>
        {!certificate.viewed && (
          <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-title">
            {t('new')}
          </span>
        )}
      </div>
      <p className="text-subtitle">
        {t('issuedOn', { date: formatDate(certificate.issued_at) })}
        {certificate.workload_minutes ? (
          <>
            <br />
            {t('workload', { workload: certificateWorkloadLabel(certificate.workload_minutes) })}
          </>
        ) : null}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-subtitle">
        {t('code')}:<span className="font-mono text-base font-bold tracking-wider text-title">{certificate.code}</span>
        <a
          href={certificate.validation_url}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-primary hover:underline"
        >
          {t('validateLink')}
        </a>
      </p>
      <button
        type="button"
        onClick={download}
        disabled={downloading}
        aria-label={t('downloadOf', { title: certificate.title })}
        className={`inline-flex items-center justify-center gap-2 self-start ${PRIMARY_BUTTON}`}
      >
        <Download aria-hidden className="size-5" />
        {downloading ? t('downloading') : t('download')}
      </button>
    </li>
  );
}
