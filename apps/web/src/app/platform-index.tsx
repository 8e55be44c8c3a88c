import { certificateHostsOf } from '@ava/contracts';
import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { usePlatform } from '../lib/platform.ts';
import { LandingRedirect } from './route-guards.tsx';

const CertificateValidationPage = lazy(() =>
  import('../features/certificates/certificate-validation-page.tsx').then((m) => ({
    default: m.CertificateValidationPage,
  })),
);

/**
 * /:business alone: the certificate validation page on one of the platform's certificate hosts
 * (document 1 section 2), the user's landing route everywhere else.
 */
export function PlatformIndex() {
  const { theme } = usePlatform();
  if (!certificateHostsOf(theme.configs).includes(window.location.hostname.toLowerCase())) return <LandingRedirect />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CertificateValidationPage />
    </Suspense>
  );
}
