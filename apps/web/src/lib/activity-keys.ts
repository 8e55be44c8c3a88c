/**
 * Every activity query starts with 'activities', so one invalidation refreshes them all. Here, not
 * in the activities feature, because other features change an activity too (a forum comment
 * changes the activity the student sees) and refresh it by these keys.
 */
export const activityKeys = {
  all: ['activities'] as const,
  studentList: (state: 'open' | 'closed', filters: object) => ['activities', 'student', state, filters] as const,
  studentCount: () => ['activities', 'student', 'count'] as const,
  closedSummary: () => ['activities', 'student', 'closed-summary'] as const,
  teacherList: (query: object) => ['activities', 'teacher', 'list', query] as const,
  teacherOverview: () => ['activities', 'teacher', 'overview'] as const,
  teachers: () => ['activities', 'teachers'] as const,
  classrooms: () => ['activities', 'classrooms'] as const,
  classroomStudents: (classroom: string) => ['activities', 'classrooms', classroom, 'students'] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
  /** A tarefa's challenges: under its detail, so refreshing the activity refreshes them. */
  homeworkGames: (id: string) => ['activities', 'detail', id, 'games'] as const,
  assignedStudents: (id: string) => ['activities', 'assigned-students', id] as const,
};
