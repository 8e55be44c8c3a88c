import type { ActivityKind } from '@ava/contracts';

/** Filters of the activity lists, as the screens hold them. */
export interface ListFilters {
  kinds: ActivityKind[];
  teacher: string;
}

/** Every activity query starts with 'activities', so one invalidation refreshes them all. */
export const activityKeys = {
  all: ['activities'] as const,
  studentList: (state: 'open' | 'closed', filters: ListFilters) => ['activities', 'student', state, filters] as const,
  studentCount: () => ['activities', 'student', 'count'] as const,
  closedSummary: () => ['activities', 'student', 'closed-summary'] as const,
  teacherList: (query: object) => ['activities', 'teacher', 'list', query] as const,
  teachers: () => ['activities', 'teachers'] as const,
  classrooms: () => ['activities', 'classrooms'] as const,
  classroomStudents: (classroom: string) => ['activities', 'classrooms', classroom, 'students'] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
};

/** The list filters as query parameters: empty values are dropped by the http client. */
export function filterQuery(filters: ListFilters) {
  return { activity_type: filters.kinds.join(','), teacher: filters.teacher };
}
