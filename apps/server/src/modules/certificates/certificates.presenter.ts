import { type Certificate, type CertificateValidation, formatCertificateCode } from '@ava/contracts';
import type { CertificateRow } from './certificates.repository.ts';

export function presentCertificate(row: CertificateRow, validationUrl: string): Certificate {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    name: row.holder_name,
    issued_at: row.issued_at.toISOString(),
    workload_minutes: row.workload_minutes,
    code: formatCertificateCode(row.code),
    validation_url: validationUrl,
    viewed: row.viewed_at !== null,
    downloads: row.downloads,
  };
}

/** The public page learns the holder's name, the title and the day: no e-mail, no ids, no counts. */
export function presentValidation(row: CertificateRow): CertificateValidation {
  return { name: row.holder_name, title: row.title, issued_at: row.issued_at.toISOString() };
}

/** The PDF's file name: 'certificado-lgpd-no-dia-a-dia.pdf'. */
export function pdfFileName(row: CertificateRow): string {
  const slug = row.title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `certificado-${slug || row.code.toLowerCase()}.pdf`;
}
