import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createLoginThrottle, type LoginThrottleOptions } from '../../platform/rate-limit/login-throttle.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createPlatformDirectory } from '../platforms/platforms.module.ts';
import { type CertificateIssuer, createCertificateIssuer } from './certificate-issuer.ts';
import { createCertificatesRepository } from './certificates.repository.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { createCertificatesService } from './certificates.service.ts';

export type { IssueCertificate } from './certificate-issuer.ts';

/** Public validations an address may ask a minute, found or not (a page load and a few typed codes). */
const VALIDATIONS_PER_MINUTE = 30;

/**
 * What other modules call: `issueFor` issues a holder's certificate of a trail or a course once (a
 * second call for the same holder and source answers the first); the trails module calls it when a
 * learner finishes a trail. `issueFinishedCourses` applies the corporate course rule (README).
 */
export type Certificates = CertificateIssuer;

export interface CertificatesModule extends AppModule {
  certificates: Certificates;
}

/** The issuer on its own, for the demo seed and for modules built outside app.ts. */
export function createCertificates(db: Executor, clock: Clock): Certificates {
  return createCertificateIssuer({ certificatesRepo: createCertificatesRepository(db), clock });
}

/** Certificates (document 3 section 7): the holder's list, marks and PDF, and the public validation. */
export function createCertificatesModule(deps: {
  db: Executor;
  clock: Clock;
  publicUrl: string;
  failureLimits: Omit<LoginThrottleOptions, 'clock'>;
}): CertificatesModule {
  const { db, clock, failureLimits } = deps;
  const certificatesRepo = createCertificatesRepository(db);
  const issuer = createCertificateIssuer({ certificatesRepo, clock });
  const service = createCertificatesService({
    certificatesRepo,
    issuer,
    platforms: createPlatformDirectory(db, clock),
    // Both of the throttle's keys are the address here: a code belongs to no account.
    throttle: createLoginThrottle({
      clock,
      windowMs: failureLimits.windowMs,
      maxFailuresPerAccount: failureLimits.maxFailuresPerAddress,
      maxFailuresPerAddress: failureLimits.maxFailuresPerAddress,
    }),
    clock,
    publicUrl: deps.publicUrl,
  });
  const validations = createRequestLimit({ clock, windowMs: 60_000, max: VALIDATIONS_PER_MINUTE });
  return {
    certificates: issuer,
    routes: { certificates: [mount(certificatesRoutes, { certificates: service, validations })] },
  };
}
