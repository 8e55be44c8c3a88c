import { can } from '@ava/contracts';
import { TeacherHome } from '../../../features/activities/teacher-home/teacher-home.tsx';
import { useSession } from '../../../lib/session.ts';

/**
 * The educator's home under the greeting (document 1 section 2, the teacher dashboard's overview),
 * for those who create activities; an administrator, who lands on the same dashboard, has only
 * the greeting and the menu (the overview's service would refuse them).
 */
export default function EducatorHome() {
  const role = useSession()?.user.role;
  return role && can(role, 'create.activities') ? <TeacherHome /> : null;
}
