import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createLoginThrottle, type LoginThrottleOptions } from '../../platform/rate-limit/login-throttle.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { createCertificatesRepository } from './certificates.repository.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { createCertificatesService, type IssueCertificate } from './certificates.service.ts';

export type { IssueCertificate } from './certificates.service.ts';

/** Public validations an address may ask a minute, found or not (a page load and a few typed codes). */
const VALIDATIONS_PER_MINUTE = 30;

export interface Certificates {
  /**
   * Issues the holder's certificate of a trail or a course, once: a second call for the same
   * holder and source answers the first certificate. The trails module calls it when a learner
   * finishes a trail (README).
   */
  issueFor(input: IssueCertificate, tx?: Executor): Promise<{ id: string; code: string }>;
  /** Issues the certificates of the corporate courses a learner finished (the README's rule). */
  issueFinishedCourses(platformId: string, userId: string): Promise<void>;
}

export interface CertificatesModule extends AppModule {
  certificates: Certificates;
}

/** Certificates (document 3 section 7): the holder's list, marks and PDF, and the public validation. */
export function createCertificatesModule(deps: {
  db: Executor;
  clock: Clock;
  publicUrl: string;
  failureLimits: Omit<LoginThrottleOptions, 'clock'>;
}): CertificatesModule {
  const { db, clock } = deps;
  const service = createCertificatesService({
    certificatesRepo: createCertificatesRepository(db),
    platforms: createPlatformDirectory(db, clock),
    // Both of the throttle's keys are the address here: a code belongs to no account.
    throttle: createLoginThrottle({
      clock,
      windowMs: deps.failureLimits.windowMs,
      maxFailuresPerAccount: deps.failureLimits.maxFailuresPerAddress,
      maxFailuresPerAddress: deps.failureLimits.maxFailuresPerAddress,
    }),
    clock,
    publicUrl: deps.publicUrl,
  });
  const validations = createRequestLimit({ clock, windowMs: 60_000, max: VALIDATIONS_PER_MINUTE });
  return {
    certificates: { issueFor: service.issueFor, issueFinishedCourses: service.issueFinishedCourses },
    routes: { certificates: [mount(certificatesRoutes, { certificates: service, validations })] },
  };
}
