import { ASSISTANT_MENU_SLUG } from '@ava/contracts';
import { lazy } from 'react';
import { lazyScreen } from '../../components/lazy-screen.tsx';
import { DashboardShell } from './components/dashboard-shell.tsx';
import { type ScreenRegistry, screenPreloader } from './screens.ts';

/** The content library: one screen, routed by its four slugs. */
const library = lazyScreen(() => import('../../features/library/library-screen.tsx').then((m) => m.default));

/** Screens of /:business/professor by menu slug. */
const screens: ScreenRegistry = {
  'aulas-digitais': library,
  'livros-digitais': library,
  'materiais-diversos': library,
  audios: library,
  'codigos-de-acesso': lazyScreen(() =>
    import('../../features/sign-in/access-codes-screen.tsx').then((m) => m.default),
  ),
  instituicoes: lazyScreen(() => import('../../features/sign-in/institutions-screen.tsx').then((m) => m.default)),
  'diario-de-classe': lazyScreen(() =>
    import('../../features/class-diary/class-diary-screen.tsx').then((m) => m.default),
  ),
  'carga-horaria': lazyScreen(() => import('../../features/workload/workload-screen.tsx').then((m) => m.default)),
  escolas: lazyScreen(() => import('../../features/school-data/school-data-screen.tsx').then((m) => m.default)),
  agenda: lazyScreen(() => import('../../features/schedules/educator-agenda-screen.tsx').then((m) => m.default)),
  'aulas-ao-vivo': lazyScreen(() =>
    import('../../features/online-classrooms/educator-rooms-screen.tsx').then((m) => m.default),
  ),
  relatorios: lazyScreen(() => import('../../features/reports/reports-screen.tsx').then((m) => m.default)),
  diagnostico: lazyScreen(() => import('../../features/diagnosis/diagnosis-screen.tsx').then((m) => m.default)),
  atividades: lazyScreen(() => import('./screens/educator-activities-routes.tsx').then((m) => m.default)),
  avaliacoes: lazyScreen(() => import('../../features/exam-wizard/exams-screen.tsx').then((m) => m.default)),
  trilhas: lazyScreen(() => import('../../features/trail-wizard/trails-screen.tsx').then((m) => m.default)),
  turmas: lazyScreen(() => import('./screens/educator-classes.tsx').then((m) => m.default)),
  desafios: lazyScreen(() => import('./screens/educator-challenges.tsx').then((m) => m.default)),
  'banco-de-questoes': lazyScreen(() =>
    import('../../features/question-bank/question-bank-screen.tsx').then((m) => m.default),
  ),
  // The store keepers' screen (school_admin, back_office): admin roles use this dashboard, and
  // only their menu has the entry (MENU_PERMISSIONS gates it by edit.storeProducts).
  'produtos-da-loja': lazyScreen(() => import('../../features/store/store-admin-screen.tsx').then((m) => m.default)),
  'acessos-a-dados': lazyScreen(() => import('../../features/privacy/access-log-screen.tsx').then((m) => m.default)),
  'solicitacoes-de-dados': lazyScreen(() =>
    import('../../features/privacy/privacy-requests-screen.tsx').then((m) => m.default),
  ),
  // Adults' own 'Privacidade': a copy or the erasure of their data.
  privacidade: lazyScreen(() => import('../../features/privacy/own-privacy-screen.tsx').then((m) => m.default)),
  'retencao-de-dados': lazyScreen(() => import('../../features/privacy/retention-screen.tsx').then((m) => m.default)),
  perfil: lazyScreen(() => import('../../features/profile/profile-screen.tsx').then((m) => m.default)),
  ajuda: lazyScreen(() => import('../../features/help-center/help-center-screen.tsx').then((m) => m.default)),
  banco: lazyScreen(() => import('../../features/bank/bank-screen.tsx').then((m) => m.default)),
  mensagens: lazyScreen(() => import('../../features/messages/messages-screen.tsx').then((m) => m.default)),
  // Only in the menu when the platform's enableLearning experiment is on (withLearningMenu).
  aprendizagem: lazyScreen(() => import('../../features/learning/learning-screen.tsx').then((m) => m.default)),
  // Only in the menu when the platform's aiAssistant flag is on (withAssistantMenu).
  [ASSISTANT_MENU_SLUG]: lazyScreen(() =>
    import('../../features/assistant/assistant-screen.tsx').then((m) => m.default),
  ),
  // The school's coordinators (MENU_PERMISSIONS gates the entry by view.reportedMessages).
  'mensagens-denunciadas': lazyScreen(() =>
    import('../../features/messages/reported-messages-screen.tsx').then((m) => m.default),
  ),
};
/** The unread messages beside the 'Mensagens' entry. */
const badges = { mensagens: lazy(() => import('../../features/messages/unread-badge.tsx')) };

const Home = lazyScreen(() => import('./screens/educator-home.tsx').then((m) => m.default));

function EducatorDashboard() {
  return <DashboardShell dashboard="professor" screens={screens} home={Home} badges={badges} />;
}

export { EducatorDashboard as Component };
export const loader = screenPreloader(screens);
