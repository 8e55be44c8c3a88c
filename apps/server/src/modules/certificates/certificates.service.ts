import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type CertificateList,
  type CertificateValidation,
  certificateHostsOf,
  certificateValidationPath,
  formatCertificateCode,
  normaliseCertificateCode,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound, tooManyRequests } from '../../platform/http/app-error.ts';
import type { LoginThrottle } from '../../platform/rate-limit/login-throttle.ts';
import { type PlatformDirectory, type PlatformRow, presentTheme } from '../platforms/platforms.module.ts';
import type { CertificateIssuer } from './certificate-issuer.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { pdfFileName, presentCertificate, presentValidation } from './certificates.presenter.ts';
import type { CertificateRow, CertificatesRepository } from './certificates.repository.ts';

export interface CertificatesServiceDeps {
  certificatesRepo: Pick<
    CertificatesRepository,
    'findOwn' | 'listOf' | 'markViewed' | 'recordDownload' | 'recordValidation'
  >;
  issuer: Pick<CertificateIssuer, 'issueFinishedCourses'>;
  platforms: Pick<PlatformDirectory, 'findById' | 'findBySlug'>;
  /** Wrong codes count per address, as wrong passwords do. */
  throttle: Pick<LoginThrottle, 'retryAfter' | 'recordFailure'>;
  clock: Clock;
  /** Where the web app is served when the platform names no certificate host. */
  publicUrl: string;
}

export function createCertificatesService(deps: CertificatesServiceDeps) {
  const { certificatesRepo: repo, issuer, platforms, throttle, clock } = deps;

  /** The public validation page of a code: the platform's first certificate host, else the web app's path. */
  function validationUrl(platform: PlatformRow, code: string): string {
    const [host] = certificateHostsOf(presentTheme(platform).configs);
    if (host) return `https://${host}/${platform.slug}?codigo=${formatCertificateCode(code)}`;
    return `${deps.publicUrl.replace(/\/$/, '')}${certificateValidationPath(platform.slug, code)}`;
  }

  async function platformOf(user: AuthContext): Promise<PlatformRow> {
    const platform = await platforms.findById(user.platformId);
    if (!platform) throw notFound();
    return platform;
  }

  async function own(user: AuthContext, id: string): Promise<CertificateRow> {
    const row = await repo.findOwn(user.platformId, user.userId, id);
    if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return row;
  }

  /** Marks and counts are the holder's own: a guardian in the dependent's session only reads. */
  function refuseDelegated(user: AuthContext) {
    if (user.openedBy) throw forbidden(CERTIFICATE_MESSAGES.delegatedSession);
  }

  return {
    /** GET /certificate/user_index */
    async userIndex(user: AuthContext): Promise<CertificateList> {
      const platform = await platformOf(user);
      await issuer.issueFinishedCourses(user.platformId, user.userId);
      const rows = await repo.listOf(user.platformId, user.userId);
      return {
        certificates: rows.map((row) => presentCertificate(row, validationUrl(platform, row.code))),
        unseen: rows.filter((row) => row.viewed_at === null).length,
      };
    },

    /** PATCH /certificate/view */
    async view(user: AuthContext, id: string): Promise<Certificate> {
      refuseDelegated(user);
      const row = await repo.markViewed(user.platformId, user.userId, id, clock.now());
      if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return presentCertificate(row, validationUrl(await platformOf(user), row.code));
    },

    /** PATCH /certificate/downloaded */
    async downloaded(user: AuthContext, id: string): Promise<Certificate> {
      refuseDelegated(user);
      const row = await repo.recordDownload(user.platformId, user.userId, id, clock.now());
      if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return presentCertificate(row, validationUrl(await platformOf(user), row.code));
    },

    /** GET /certificate/pdf (ours): the certificate printed with the platform's name and colours. */
    async pdf(user: AuthContext, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = await own(user, id);
      const platform = await platformOf(user);
      const bytes = await renderCertificatePdf(row, validationUrl(platform, row.code), {
        platformName: platform.name,
        colors: presentTheme(platform).colors,
      });
      return { bytes, fileName: pdfFileName(row) };
    },

    /** PATCH /certificate/validate: public; an unknown code counts against the address. */
    async validate(input: { platform: string; code: string }, address: string): Promise<CertificateValidation> {
      const attempt = { account: `certificate:${address}`, address };
      const wait = throttle.retryAfter(attempt);
      if (wait !== null) throw tooManyRequests(CERTIFICATE_MESSAGES.tooManyAttempts, wait);
      const platform = await platforms.findBySlug(input.platform);
      const row = platform
        ? await repo.recordValidation(platform.id, normaliseCertificateCode(input.code), clock.now())
        : null;
      if (!row) {
        throttle.recordFailure(attempt);
        throw notFound(CERTIFICATE_MESSAGES.unknownCode);
      }
      return presentValidation(row);
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
