import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { classroomMembers, classrooms, schoolMemberships } from '../tenancy/tenancy.tables.ts';

/** Who is looking: a coordinator also sees every classroom and student of their schools. */
export interface Educator {
  id: string;
  coordinator: boolean;
}

/** The signed-in educator as the classroom rules see them. */
export function educatorOf(user: Pick<AuthContext, 'userId' | 'role'>): Educator {
  return { id: user.userId, coordinator: user.role === 'school_coordinator' };
}

/** Ids of the classrooms an educator sees: those they teach and, for a coordinator, those of their schools. */
export function educatorClassroomIds(db: Executor, educator: Educator) {
  const taught = db
    .select({ id: classroomMembers.classroom_id })
    .from(classroomMembers)
    .where(and(eq(classroomMembers.user_id, educator.id), eq(classroomMembers.role, 'teacher')));
  if (!educator.coordinator) return taught;
  return taught.union(
    db
      .select({ id: classrooms.id })
      .from(classrooms)
      .innerJoin(schoolMemberships, eq(schoolMemberships.school_id, classrooms.school_id))
      .where(eq(schoolMemberships.user_id, educator.id)),
  );
}
