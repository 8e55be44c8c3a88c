import { DashboardShell } from './components/dashboard-shell.tsx';
import type { ScreenRegistry } from './screens.ts';

/** Screens of /:business/painel by menu slug. */
const screens: ScreenRegistry = {};

function StudentDashboard() {
  return <DashboardShell dashboard="painel" screens={screens} />;
}

export { StudentDashboard as Component };
