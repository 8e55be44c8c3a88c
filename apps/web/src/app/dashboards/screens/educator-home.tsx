import { TeacherHome } from '../../../features/activities/teacher-home/teacher-home.tsx';

/** The educator's home under the greeting (document 1 section 2, the teacher dashboard's overview). */
export default function EducatorHome() {
  return <TeacherHome />;
}
