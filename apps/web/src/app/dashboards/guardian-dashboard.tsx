import { lazyScreen } from '../../components/lazy-screen.tsx';
import { DashboardShell } from './components/dashboard-shell.tsx';
import { type ScreenRegistry, screenPreloader } from './screens.ts';

/** Screens of /:business/responsavel by menu slug. */
const screens: ScreenRegistry = {
  dependentes: lazyScreen(() => import('../../features/guardians/dependents-screen.tsx').then((m) => m.default)),
  agenda: lazyScreen(() => import('../../features/schedules/guardian-agenda-screen.tsx').then((m) => m.default)),
  perfil: lazyScreen(() => import('../../features/profile/profile-screen.tsx').then((m) => m.default)),
};

function GuardianDashboard() {
  return <DashboardShell dashboard="responsavel" screens={screens} />;
}

export { GuardianDashboard as Component };
export const loader = screenPreloader(screens);
