import { DashboardShell } from './components/dashboard-shell.tsx';
import type { ScreenRegistry } from './screens.ts';

/** Screens of /:business/professor by menu slug. */
const screens: ScreenRegistry = {};

function EducatorDashboard() {
  return <DashboardShell dashboard="professor" screens={screens} />;
}

export { EducatorDashboard as Component };
