/** What prepare-concurrent.ts prints (one JSON line). */
export interface PreparedCorrections {
  essayId: string;
  studentId: string;
  /** One teacher of the essay's classroom per concurrent correction (20 a minute each). */
  teacherTokens: string[];
  /** Sessions of the essay's author, who reads their own essay meanwhile. */
  studentTokens: string[];
}

export const CONCURRENT_CORRECTIONS = { teachers: 20, readers: 5 } as const;
