import { lazyScreen } from '../../../components/lazy-screen.tsx';
import ChallengesScreen from '../../../features/challenges/teacher/challenges-screen.tsx';

/** The activities' express homework, loaded when a teacher first applies a challenge (nothing shows until then). */
const ExpressHomeworkDialog = lazyScreen(
  () =>
    import('../../../features/activities/creation/express-homework-dialog.tsx').then((m) => m.ExpressHomeworkDialog),
  null,
);

/** /:business/professor/desafios: the challenges' screens, whose 'Aplicar como tarefa' is the activities' dialog. */
export default function EducatorChallenges() {
  return <ChallengesScreen ApplyHomework={ExpressHomeworkDialog} />;
}
