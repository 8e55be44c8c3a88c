import { lazy } from 'react';
import { lazyScreen } from '../../components/lazy-screen.tsx';
import { DashboardShell } from './components/dashboard-shell.tsx';
import { type ScreenRegistry, screenPreloader } from './screens.ts';

/** Screens of /:business/responsavel by menu slug. */
const screens: ScreenRegistry = {
  'visao-geral': lazyScreen(() => import('../../features/guardians/guardian-home-screen.tsx').then((m) => m.default)),
  dependentes: lazyScreen(() => import('../../features/guardians/dependents-screen.tsx').then((m) => m.default)),
  agenda: lazyScreen(() => import('../../features/schedules/guardian-agenda-screen.tsx').then((m) => m.default)),
  perfil: lazyScreen(() => import('../../features/profile/profile-screen.tsx').then((m) => m.default)),
  ajuda: lazyScreen(() => import('../../features/help-center/help-center-screen.tsx').then((m) => m.default)),
  mensagens: lazyScreen(() => import('../../features/messages/messages-screen.tsx').then((m) => m.default)),
  privacidade: lazyScreen(() => import('../../features/privacy/guardian-privacy-screen.tsx').then((m) => m.default)),
};
/** The unread messages beside the 'Mensagens' entry. */
const badges = { mensagens: lazy(() => import('../../features/messages/unread-badge.tsx')) };

function GuardianDashboard() {
  return <DashboardShell dashboard="responsavel" screens={screens} badges={badges} />;
}

export { GuardianDashboard as Component };
export const loader = screenPreloader(screens);
