import type { WorkResult } from '@ava/contracts';
import { StudentSteps } from '../../../components/student-steps/student-steps.tsx';
import { useWorkResults } from '../api/work-results.ts';

interface Props {
  activityId: string;
  studentId: string;
  onStep?: (student: WorkResult) => void;
}

/** The steps through the activity's students in the order of its results list. */
export function WorkStudentSteps({ activityId, studentId, onStep }: Props) {
  const rows = useWorkResults(activityId).data ?? [];
  return <StudentSteps students={rows} current={studentId} onStep={onStep} />;
}
