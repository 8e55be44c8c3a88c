import { ASSISTANT_MENU_SLUG, CERTIFICATES_SLUG, HALL_OF_FAME_SLUG, hallOfFameHidden } from '@ava/contracts';
import { lazy, Suspense } from 'react';
import { lazyScreen } from '../../components/lazy-screen.tsx';
import { usePlatform } from '../../lib/platform.ts';
import { DashboardShell } from './components/dashboard-shell.tsx';
import { loadStudentHome } from './screens/student-home-chunks.ts';
import { type ScreenRegistry, screenPreloader } from './screens.ts';

/** The content library: one screen, routed by its four slugs. */
const library = lazyScreen(() => import('../../features/library/library-screen.tsx').then((m) => m.default));

/** Screens of /:business/painel by menu slug. */
const screens: ScreenRegistry = {
  instituicoes: lazyScreen(() => import('../../features/sign-in/institutions-screen.tsx').then((m) => m.default)),
  atividades: lazyScreen(() => import('./screens/student-activities-routes.tsx').then((m) => m.default)),
  'aulas-ao-vivo': lazyScreen(() =>
    import('../../features/online-classrooms/student-rooms-screen.tsx').then((m) => m.default),
  ),
  'desafio-do-dia': lazyScreen(() =>
    import('../../features/challenges/daily-challenge-screen.tsx').then((m) => m.default),
  ),
  'desafios-do-ava': lazyScreen(() =>
    import('../../features/challenges/ava-challenges-screen.tsx').then((m) => m.default),
  ),
  parque: lazyScreen(() => import('../../features/park/park-screen.tsx').then((m) => m.default)),
  loja: lazyScreen(() => import('../../features/store/store-screen.tsx').then((m) => m.default)),
  'minha-casa': lazyScreen(() => import('./screens/student-minha-casa.tsx').then((m) => m.default)),
  'spa-do-avatar': lazyScreen(() => import('../../features/store/avatar-spa-screen.tsx').then((m) => m.default)),
  'spa-do-pet': lazyScreen(() => import('../../features/store/pet-spa-screen.tsx').then((m) => m.default)),
  niveis: lazyScreen(() => import('../../features/levels/levels-screen.tsx').then((m) => m.default)),
  perfil: lazyScreen(() => import('../../features/profile/profile-screen.tsx').then((m) => m.default)),
  privacidade: lazyScreen(() => import('../../features/privacy/student-privacy-screen.tsx').then((m) => m.default)),
  ajuda: lazyScreen(() => import('../../features/help-center/help-center-screen.tsx').then((m) => m.default)),
  banco: lazyScreen(() => import('./screens/student-bank.tsx').then((m) => m.default)),
  [CERTIFICATES_SLUG]: lazyScreen(() => import('./screens/student-certificates.tsx').then((m) => m.default)),
  [HALL_OF_FAME_SLUG]: lazyScreen(() =>
    import('../../features/hall-of-fame/hall-of-fame-screen.tsx').then((m) => m.default),
  ),
  mensagens: lazyScreen(() => import('../../features/messages/messages-screen.tsx').then((m) => m.default)),
  'aulas-digitais': library,
  'livros-digitais': library,
  'materiais-diversos': library,
  audios: library,
  // Only in the menu when the platform's aiAssistant flag is on (withAssistantMenu).
  [ASSISTANT_MENU_SLUG]: lazyScreen(() =>
    import('../../features/assistant/assistant-screen.tsx').then((m) => m.default),
  ),
};
/** The unread messages beside the 'Mensagens' entry. */
const badges = { mensagens: lazy(() => import('../../features/messages/unread-badge.tsx')) };
/** The theme's hide_hall_of_fame leaves the hall of fame out: no menu entry, no screen. */
const withoutHallOfFame: ScreenRegistry = Object.fromEntries(
  Object.entries(screens).filter(([slug]) => slug !== HALL_OF_FAME_SLUG),
);
/** The map, the student's progress, next deadlines, shortcuts, banners and the urgent-activity warning. */
const Home = lazy(loadStudentHome);
/** A guardian signed in as this student sees the way back. */
const ReturnToGuardian = lazy(() => import('../../features/guardians/return-to-guardian.tsx'));
/** The background the student chose in their profile, where the platform allows it. */
const Background = lazy(() => import('../../features/profile/dashboard-background.tsx'));
/** Exam answers kept on this device while offline, sent from whatever page the student is on. */
const KeptExamAnswers = lazy(() => import('../../features/exams/kept-answers.tsx'));

function StudentDashboard() {
  const { theme } = usePlatform();
  return (
    <>
      <Suspense fallback={null}>
        <Background />
        <ReturnToGuardian />
        <KeptExamAnswers />
      </Suspense>
      <DashboardShell
        dashboard="painel"
        screens={hallOfFameHidden(theme.configs) ? withoutHallOfFame : screens}
        home={Home}
        badges={badges}
      />
    </>
  );
}

export { StudentDashboard as Component };
export const loader = screenPreloader(screens);
