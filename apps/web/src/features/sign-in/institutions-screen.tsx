import { roleGroup } from '@ava/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../../lib/login-failure.ts';
import { usePlatform } from '../../lib/platform.ts';
import { handOverSession, useSession } from '../../lib/session.ts';
import { type Audience, institutionsQuery, switchInstitution } from './api/sign-in.ts';
import { FailureAlert } from './components/failure-alert.tsx';
import { signInWith } from './finish-sign-in.ts';
import { SIGN_IN_NAMESPACE } from './sign-in-strings.ts';

/** The user's institutions; switching answers a new session at the chosen school. */
export function InstitutionsScreen() {
  const { t } = useTranslation(SIGN_IN_NAMESPACE);
  const { business } = usePlatform();
  const session = useSession();
  const queryClient = useQueryClient();
  const audience: Audience = session && roleGroup(session.user.role) === 'student' ? 'students' : 'teachers';
  const { data } = useQuery(institutionsQuery(audience));
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  async function choose(schoolId: string) {
    // The old session's requests still in flight are answered 'Token inválido' once the switch revokes it.
    setFailure(await handOverSession(() => signInWith(business, () => switchInstitution(audience, schoolId))));
    await queryClient.invalidateQueries();
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="type-title text-title">{t('institutions')}</h1>
      {failure && <FailureAlert failure={failure} />}
      <ul className="flex flex-col gap-2">
        {(data?.institutions ?? []).map((school) => (
          <li
            key={school.school_id}
            className="flex items-center justify-between gap-3 rounded-lg border border-gray-300 px-4 py-3"
          >
            <div>
              <p className="font-semibold text-title">{school.school_name}</p>
              <p className="text-sm text-subtitle">{school.classrooms.map((classroom) => classroom.name).join(', ')}</p>
            </div>
            {school.current ? (
              <span className="rounded-full bg-light px-3 py-1 text-sm font-semibold text-primary">
                {t('currentInstitution')}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => void choose(school.school_id)}
                aria-label={`${t('switchInstitution')}: ${school.school_name}`}
                className="rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-dark"
              >
                {t('switchInstitution')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default InstitutionsScreen;
