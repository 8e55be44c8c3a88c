/** Default base address of each service; any of them can be moved to its own host. */
export const SERVICE_BASES = {
  main: '/api',
  identity: '/api/identity',
  tasks: '/api/tasks',
  exams: '/api/exams',
  trails: '/api/trails',
  games: '/api/games',
  questions: '/api/questions',
  'exam-builder': '/api/exam-builder',
  library: '/api/library',
  'teacher-dashboard': '/api/teacher-dashboard',
  'class-diary': '/api/class-diary',
  tracker: '/api/tracker',
  certificates: '/api/certificates',
  storage: '/api/storage',
  assistant: '/api/assistant',
  students: '/api/students',
  chemistry: '/api/chemistry',
  shortlinks: '/api/shortlinks',
} as const;

export type ServiceName = keyof typeof SERVICE_BASES;
export type ServiceMap = Record<ServiceName, string>;
