import { CertificatesScreen } from '../../../features/certificates/certificates-screen.tsx';
import { keptGuardian } from '../../../features/guardians/dependent-session.ts';

/** /:business/painel/certificados: a guardian in the student's session sees and downloads, and marks nothing. */
export default function StudentCertificates() {
  return <CertificatesScreen readOnly={keptGuardian() !== null} />;
}
