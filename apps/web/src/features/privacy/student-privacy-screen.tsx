import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { useConsentSubjects } from './api/consents-api.ts';
import { ConsentSection } from './consent-section.tsx';
import { DataKeptList } from './data-kept-list.tsx';
import { DataRequestsSection } from './data-requests-section.tsx';
import { PRIVACY_NAMESPACE } from './privacy-strings.ts';

/**
 * 'Privacidade' for students: what the platform keeps and why, for every student; their own
 * consents where they decide them (from 12 where the platform says so, adults and corporate
 * learners always); a copy or the erasure of their data only for adults, a child's going through
 * their guardian.
 */
export default function StudentPrivacyScreen() {
  const { t } = useTranslation(PRIVACY_NAMESPACE);
  const subjects = useConsentSubjects();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('student.title')}</h1>
        <p className="text-subtitle">{t('student.intro')}</p>
      </header>
      <QueryState query={subjects} errorText={t('consent.loadError')}>
        {(list) => {
          const self = list.find((subject) => subject.self);
          if (!self) return <p className="rounded-xl bg-white p-4 text-subtitle">{t('student.guardianDecides')}</p>;
          return (
            <>
              <ConsentSection subjectId={self.id} />
              {self.decided_by === 'self' && <DataRequestsSection subject={null} />}
            </>
          );
        }}
      </QueryState>
      <DataKeptList />
    </div>
  );
}
