import { lazy } from 'react';
import { DashboardShell } from './components/dashboard-shell.tsx';
import type { ScreenRegistry } from './screens.ts';

/** Screens of /:business/professor by menu slug. */
const screens: ScreenRegistry = {
  'codigos-de-acesso': lazy(() => import('../../features/sign-in/access-codes-screen.tsx')),
  instituicoes: lazy(() => import('../../features/sign-in/institutions-screen.tsx')),
  atividades: lazy(() => import('./screens/educator-activities-routes.tsx')),
  avaliacoes: lazy(() => import('../../features/exam-wizard/exams-screen.tsx')),
  turmas: lazy(() => import('../../features/school-directory/classes-screen.tsx')),
  'banco-de-questoes': lazy(() => import('../../features/question-bank/question-bank-screen.tsx')),
  perfil: lazy(() => import('../../features/profile/profile-screen.tsx')),
};

const Home = lazy(() => import('./screens/educator-home.tsx'));

function EducatorDashboard() {
  return <DashboardShell dashboard="professor" screens={screens} home={Home} />;
}

export { EducatorDashboard as Component };
