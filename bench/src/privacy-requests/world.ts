/** What prepare.ts prints (one JSON line): the person exported and erased, who asks, and who loads the server meanwhile. */
export interface PreparedRequests {
  /** The student with a year of activity. */
  studentId: string;
  studentFirstName: string;
  /** A session of the student's guardian, who asks for the copy and the erasure. */
  guardianToken: string;
  guardianPassword: string;
  /** One session per connection of the classmates whose first screen is loaded meanwhile. */
  readerTokens: string[];
  /** What was seeded for the student. */
  seeded: Record<string, number>;
}

export const REQUESTS_BENCH = {
  /** Activities delivered over the last 365 days, a quarter of them essays. */
  activities: 400,
  essayShare: 0.25,
  forumPosts: 200,
  gameResults: 300,
  files: 5,
  fileBytes: 256 * 1024,
  classmates: 20,
} as const;
