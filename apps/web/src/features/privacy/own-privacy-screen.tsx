import { useTranslation } from 'react-i18next';
import { DataRequestsSection } from './data-requests-section.tsx';
import { PRIVACY_REQUESTS_NAMESPACE } from './privacy-requests-strings.ts';

/** 'Privacidade' for adult users (educators, administrators): a copy or the erasure of their own data. */
export default function OwnPrivacyScreen() {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('own.title')}</h1>
        <p className="text-subtitle">{t('own.intro')}</p>
      </header>
      <DataRequestsSection subject={null} />
    </div>
  );
}
