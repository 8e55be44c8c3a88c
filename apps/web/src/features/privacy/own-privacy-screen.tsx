import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { ConsentSection } from './consent-section.tsx';
import { DataRequestsSection } from './data-requests-section.tsx';
import { PRIVACY_REQUESTS_NAMESPACE } from './privacy-requests-strings.ts';

/**
 * 'Privacidade' for adult users (educators, administrators): their own consents (the external AI
 * model answers them only with it), and a copy or the erasure of their data.
 */
export default function OwnPrivacyScreen() {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const userId = useSession()?.user.user_id;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('own.title')}</h1>
        <p className="text-subtitle">{t('own.intro')}</p>
      </header>
      {userId && <ConsentSection subjectId={userId} />}
      <DataRequestsSection subject={null} />
    </div>
  );
}
