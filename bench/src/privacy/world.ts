/** What prepare.ts prints (one JSON line): sessions of a teacher and of a guardian, and the essay they read. */
export interface PreparedAudit {
  essayId: string;
  studentId: string;
  /** One session of the classroom's teacher per connection: their reads are logged. */
  teacherTokens: string[];
  /** One session of the student's guardian per connection: their reads are not. */
  guardianTokens: string[];
}

export const AUDIT_BENCH = { connections: 20, students: 20 } as const;
