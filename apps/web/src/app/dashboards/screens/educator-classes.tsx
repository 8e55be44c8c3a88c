import { ClassroomTransfers } from '../../../features/bank/components/classroom-transfers.tsx';
import ClassesScreen from '../../../features/school-directory/classes-screen.tsx';

/** /:business/professor/turmas: the classroom's students, and under them the pokz they sent each other. */
export default function EducatorClasses() {
  return <ClassesScreen ClassroomSection={ClassroomTransfers} />;
}
