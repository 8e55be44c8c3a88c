/** The hall of fame's bench data, added to the demo platform (prepare.ts). */
export const HALL_OF_FAME = {
  /** Score rows (game_results) loaded in bulk; BENCH_HOF_ROWS overrides it. */
  rows: 1_000_000,
  schools: 20,
  classroomsPerSchool: 10,
  studentsPerClassroom: 50,
  /** The results' dates are spread over this many days up to now. */
  days: 365,
  /** Rows per INSERT of the bulk load. */
  chunk: 100_000,
} as const;

/** What prepare.ts prints (one JSON line) once the data is in place. */
export interface PreparedHallOfFame {
  platformId: string;
  /** The measured school: the first. */
  schoolId: string;
  /** Students of the measured school, each with a bearer token: one per connection. */
  students: { id: string; token: string }[];
  rows: number;
  totalsRows: number;
  seedSeconds: number;
  totalsSeconds: number;
}
