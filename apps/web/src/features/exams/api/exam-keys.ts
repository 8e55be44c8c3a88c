/** Every exam query starts with 'exams' and the activity, so one invalidation refreshes an exam's screens. */
export const examKeys = {
  activity: (activity: string) => ['exams', activity] as const,
  studentExam: (activity: string) => ['exams', activity, 'student-exam'] as const,
  show: (activity: string) => ['exams', activity, 'show'] as const,
  timeLeft: (activity: string) => ['exams', activity, 'time-left'] as const,
  questions: (activity: string) => ['exams', activity, 'questions'] as const,
  result: (activity: string, student: string) => ['exams', activity, 'result', student] as const,
  summary: (activity: string) => ['exams', activity, 'summary'] as const,
};
