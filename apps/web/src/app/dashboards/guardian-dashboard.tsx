import { lazy } from 'react';
import { DashboardShell } from './components/dashboard-shell.tsx';
import type { ScreenRegistry } from './screens.ts';

/** Screens of /:business/responsavel by menu slug. */
const screens: ScreenRegistry = {
  dependentes: lazy(() => import('../../features/guardians/dependents-screen.tsx')),
  perfil: lazy(() => import('../../features/profile/profile-screen.tsx')),
};

function GuardianDashboard() {
  return <DashboardShell dashboard="responsavel" screens={screens} />;
}

export { GuardianDashboard as Component };
