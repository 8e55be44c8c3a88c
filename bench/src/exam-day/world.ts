/** The exam day's people and exam, added to the demo platform (prepare.ts) and then loaded (exam-day.ts). */
export const EXAM_DAY = {
  /** Students who start and save their answers (scenario 1); BENCH_EXAM_STUDENTS overrides it. */
  students: 500,
  questions: 30,
  /** Minutes each student has once started: far longer than the run. */
  minutes: 180,
  studentPassword: 'senha123',
  /** Scenario 2: this many students start the same exam within this many seconds. */
  startWave: { students: 1_000, seconds: 10 },
  classrooms: { saving: 'bench.prova', starting: 'bench.largada' },
} as const;

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedExamDay {
  /** The exam's questions in order, each with its alternatives' ids. */
  questions: { id: string; alternatives: string[] }[];
  /** Scenario 1: the activity, and each student's id and bearer token. */
  saving: { activityId: string; students: { id: string; token: string }[] };
  /** Scenario 2: another activity applying the same exam, and its students' tokens. */
  starting: { activityId: string; tokens: string[] };
  seedSeconds: number;
}
