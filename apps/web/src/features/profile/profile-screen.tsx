import { can, roleGroup } from '@ava/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { accountModalAddress } from '../../lib/account-modals.ts';
import { usePlatform } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';
import { useAddress } from './api/address.ts';
import { useUserInfo } from './api/user-info.ts';
import { AddressSection } from './components/address-section.tsx';
import { AvatarDialog } from './components/avatar-dialog.tsx';
import { PersonalSection } from './components/personal-section.tsx';
import {
  BackgroundSection,
  InterestsSection,
  SettingsSection,
  ShortcutsSection,
} from './components/preferences-sections.tsx';
import { ProfileAvatar } from './components/profile-avatar.tsx';
import { ResponsiblesSection } from './components/responsibles-section.tsx';
import { PROFILE_NAMESPACE } from './profile-strings.ts';

type Tab = 'personal' | 'address' | 'responsibles' | 'interests' | 'settings' | 'shortcuts' | 'background';

function AddressTab() {
  const { data } = useAddress();
  return data ? <AddressSection address={data.address} /> : <LoadingScreen />;
}

/** /:business/<dashboard>/perfil: the user's own profile, its image and preferences. */
export default function ProfileScreen() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const session = useSession();
  const { theme } = usePlatform();
  const location = useLocation();
  const { data: info } = useUserInfo();
  const [tab, setTab] = useState<Tab>('personal');
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!session || !info) return <LoadingScreen />;

  const role = session.user.role;
  const student = roleGroup(role) === 'student';
  const tabs: [Tab, boolean][] = [
    ['personal', true],
    ['address', can(role, 'view.address') && theme.features.addressTabProfile],
    ['responsibles', can(role, 'view.responsibles')],
    ['interests', true],
    ['settings', can(role, 'view.settings')],
    ['shortcuts', can(role, 'view.settings')],
    ['background', student && theme.features.customBackground],
  ];
  const panels: Record<Tab, () => ReactNode> = {
    personal: () => <PersonalSection info={info} />,
    address: () => <AddressTab />,
    responsibles: () => <ResponsiblesSection />,
    interests: () => <InterestsSection />,
    settings: () => <SettingsSection info={info} student={student} />,
    shortcuts: () => <ShortcutsSection menu={session.user.menu} />,
    background: () => <BackgroundSection />,
  };

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-wrap items-center gap-6 rounded-xl bg-white p-6 shadow-sm">
        <ProfileAvatar
          name={info.name}
          url={info.avatar_url}
          level={student ? { value: info.level, color: info.level_color } : undefined}
          onChange={can(role, 'view.avatar') ? () => setDialogOpen(true) : undefined}
        />
        <div className="min-w-0">
          <h1 className="type-title text-title">{t('title')}</h1>
          <p className="text-lg font-semibold">{info.name}</p>
          {info.school_name && <p className="text-subtitle">{info.school_name}</p>}
        </div>
        {can(role, 'view.password') && (
          <nav aria-label={t('security.label')} className="flex flex-wrap gap-2 sm:ml-auto">
            <Link to={accountModalAddress(location, 'password')} className={SECONDARY_BUTTON}>
              {t('security.changePassword')}
            </Link>
            <Link to={accountModalAddress(location, 'secretQuestions')} className={SECONDARY_BUTTON}>
              {t('security.secretQuestions')}
            </Link>
          </nav>
        )}
      </section>
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-2 border-b border-gray-200">
        {tabs
          .filter(([, shown]) => shown)
          .map(([name]) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className="-mb-px border-b-4 border-transparent px-3 py-2 font-semibold text-subtitle aria-selected:border-primary aria-selected:text-primary"
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
      </div>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {panels[tab]()}
      </div>
      <AvatarDialog open={dialogOpen} onOpenChange={setDialogOpen} info={info} student={student} />
    </div>
  );
}
