import type { ActivityKind, TeacherGradedKind, TeacherOverview } from '@ava/contracts';
import type { TeacherOverviewRepository } from './teacher-overview.repository.ts';

type Rows<K extends keyof TeacherOverviewRepository> = Awaited<ReturnType<TeacherOverviewRepository[K]>>;

/** The three parts of the educator's home in the contract's shape. */
export function presentOverview(
  toGrade: Rows<'toGrade'>,
  deadlines: Rows<'deadlines'>,
  participation: Rows<'participation'>,
): TeacherOverview {
  return {
    to_grade: {
      total: toGrade[0]?.total ?? 0,
      items: toGrade.map((row) => ({
        activity: row.activityId,
        title: row.title,
        kind: row.kind as TeacherGradedKind,
        classroom: row.classroomName,
        student: row.studentId,
        student_name: row.studentName,
        delivery_date: row.deliveredAt?.toISOString() ?? null,
      })),
    },
    deadlines: deadlines.map((row) => ({
      activity: row.activityId,
      title: row.title,
      kind: row.kind as ActivityKind,
      classroom: row.classroomName,
      end_time: row.endTime?.toISOString() ?? '',
      sent: row.sent,
      assigned: row.assigned,
    })),
    classrooms: participation.map((row) => ({
      id: row.id,
      name: row.name,
      open_activities: row.openActivities,
      sent: row.sent,
      assigned: row.assigned,
    })),
  };
}
