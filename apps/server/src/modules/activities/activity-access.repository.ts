import { and, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { classroomMembers, classrooms, guardianLinks, schoolMemberships } from '../tenancy/tenancy.tables.ts';
import { activities, activityStudents } from './activities.tables.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityStudentRow = typeof activityStudents.$inferSelect;

/** The queries behind the access checks: one round trip each. */
export function createActivityAccessRepository(db: Executor) {
  return {
    async assignment(platformId: string, activityId: string, studentId: string) {
      const [row] = await db
        .select({ activity: activities, assignment: activityStudents })
        .from(activities)
        .innerJoin(
          activityStudents,
          and(eq(activityStudents.activity_id, activities.id), eq(activityStudents.student_id, studentId)),
        )
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)));
      return row ?? null;
    },

    /** The activity with whether the user teaches its classroom or belongs to its school. */
    async withEducatorLinks(platformId: string, activityId: string, userId: string) {
      const teaches = exists(
        db
          .select({ one: sql`1` })
          .from(classroomMembers)
          .where(
            and(
              eq(classroomMembers.classroom_id, activities.classroom_id),
              eq(classroomMembers.user_id, userId),
              eq(classroomMembers.role, 'teacher'),
            ),
          ),
      );
      const inSchool = exists(
        db
          .select({ one: sql`1` })
          .from(schoolMemberships)
          .where(and(eq(schoolMemberships.school_id, classrooms.school_id), eq(schoolMemberships.user_id, userId))),
      );
      const [row] = await db
        .select({ activity: activities, teaches, inSchool, schoolId: classrooms.school_id })
        .from(activities)
        .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)));
      return row ?? null;
    },

    /** The activity with the caller's dependents assigned to it. */
    async withDependents(platformId: string, activityId: string, guardianId: string) {
      const rows = await db
        .select({ activity: activities, studentId: activityStudents.student_id })
        .from(activities)
        .leftJoin(
          activityStudents,
          and(
            eq(activityStudents.activity_id, activities.id),
            exists(
              db
                .select({ one: sql`1` })
                .from(guardianLinks)
                .where(
                  and(
                    eq(guardianLinks.guardian_id, guardianId),
                    eq(guardianLinks.student_id, activityStudents.student_id),
                  ),
                ),
            ),
          ),
        )
        .where(and(eq(activities.platform_id, platformId), eq(activities.id, activityId)));
      const first = rows[0];
      if (!first) return null;
      return { activity: first.activity, dependentIds: rows.flatMap((row) => (row.studentId ? [row.studentId] : [])) };
    },
  };
}
