/** The trails bench's classroom and trail, added to the demo platform (prepare.ts) and then loaded. */
export const TRAILS = {
  /** Students walking the trail; BENCH_TRAIL_STUDENTS overrides it. */
  students: 200,
  /** Steps of the trail: the size issue 20's figure names. */
  steps: 15,
  classroom: 'bench.trilhas',
  studentPassword: 'senha123',
} as const;

/** The SQL statements of one request, as the database client sent them (in-process, buildApp + inject). */
export interface RequestStatements {
  request: string;
  /** Statements sent through Drizzle (BEGIN and COMMIT not included). */
  statements: string[];
  /** Transactions opened: each adds a BEGIN and a COMMIT round trip. */
  transactions: number;
}

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedTrails {
  activityId: string;
  /** The trail's steps in order. */
  itemIds: string[];
  /** Each student's id and bearer token; every one assigned, their journey started. */
  students: { id: string; token: string }[];
  /** Statements of the probe student's requests (a student of the classroom not in `students`). */
  statements: RequestStatements[];
  seedSeconds: number;
}
