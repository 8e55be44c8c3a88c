/**
 * The bench's own people and activities, added to the demo platform beside the demo seed: what
 * the seeding script (prepare.ts, in a child process) creates and what the benchmark then loads.
 */
export const WORLD = {
  platform: 'demo',
  /** The demo teacher: teaches the bench classrooms, creates the forum activity, exports. */
  teacher: { username: 'professor', password: 'senha123' },
  /** Every bench student's password (one argon2 hash, computed once, shared by all). */
  studentPassword: 'senha123',
  firstScreen: {
    /** Classmates who all have the same activities; the first of them is the one measured. */
    classmates: 30,
    activities: 200,
  },
  forum: { writers: 50 },
  classrooms: {
    many: 'Bench - 5º ano A (200 atividades)',
    one: 'Bench - 5º ano B (1 atividade)',
    forum: 'Bench - 5º ano C (fórum)',
    export: 'Bench - Exportação',
  },
} as const;

/** The first-screen calls, whose SQL statements are counted per request. */
export const FIRST_SCREEN_CALLS = [
  '/api/activity/student_open',
  '/api/activity/student_count',
  '/api/activity/student_closed_summary',
] as const;
export type FirstScreenCall = (typeof FIRST_SCREEN_CALLS)[number];

export interface QueryCount {
  call: FirstScreenCall;
  /**
   * Statements of one request once the session is cached (as it is under load), per activity
   * count: the first after a change to the student's rows, and the next while nothing changes.
   */
  byActivities: { activities: number; queries: number; repeated: number }[];
}

/** What prepare.ts prints (one JSON line) for the benchmark once the data is in place. */
export interface PreparedWorld {
  classroomIds: { forum: string; export: string };
  /** Username of the student with WORLD.firstScreen.activities activities. */
  firstScreenStudent: string;
  forumWriters: string[];
  exportRows: number;
  queryCounts: QueryCount[];
  /** Seconds spent seeding (demo seed included) and counting. */
  seedSeconds: number;
  countSeconds: number;
}
