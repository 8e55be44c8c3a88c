import { randomInt } from 'node:crypto';
import {
  DUPLICATE_PROBLEMS,
  emailSchema,
  personNameSchema,
  STUDENT_LOAD_MESSAGES,
  type StudentLoadPreview,
  type StudentLoadRow,
  type StudentLoadVerdict,
  type StudentRowProblem,
  usernameSchema,
} from '@ava/contracts';
import type { SheetStudent } from './student-sheet.ts';

/** A classroom of the school, found by its name as the sheet writes it. */
export interface ClassroomRef {
  id: string;
  name: string;
}

export interface PlatformTaken {
  usernames: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/** Classroom names compare without case, accents or repeated spaces. */
export const classroomKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const lower = (text: string) => text.trim().toLowerCase();

/** The usernames and e-mails the sheet names, lower-cased, for one look-up each on the platform. */
export function namedCredentials(students: readonly SheetStudent[]) {
  return {
    usernames: [...new Set(students.map((s) => lower(s.username)).filter(Boolean))],
    emails: [...new Set(students.map((s) => lower(s.email)).filter(Boolean))],
  };
}

/** Each line's problems: its own fields, the platform's accounts, and lines repeated inside the file. */
export function checkStudents(
  students: readonly SheetStudent[],
  classrooms: ReadonlyMap<string, ClassroomRef>,
  taken: PlatformTaken,
): StudentLoadRow[] {
  const count = (values: string[]) => {
    const seen = new Map<string, number>();
    for (const value of values) if (value) seen.set(value, (seen.get(value) ?? 0) + 1);
    return seen;
  };
  const usernames = count(students.map((s) => lower(s.username)));
  const emails = count(students.map((s) => lower(s.email)));
  const people = count(students.map((s) => (s.name ? `${lower(s.name)}\u0000${classroomKey(s.classroom)}` : '')));

  return students.map((student) => {
    const problems: StudentRowProblem[] = [];
    const username = lower(student.username);
    const email = lower(student.email);
    if (!student.name) problems.push('nameMissing');
    else if (!personNameSchema.safeParse(student.name).success) problems.push('nameInvalid');
    if (!student.classroom) problems.push('classroomMissing');
    else if (!classrooms.has(classroomKey(student.classroom))) problems.push('classroomUnknown');
    if (username) {
      if (!usernameSchema.safeParse(username).success) problems.push('usernameInvalid');
      else if (taken.usernames.has(username)) problems.push('usernameTaken');
      if ((usernames.get(username) ?? 0) > 1) problems.push('usernameRepeated');
    }
    if (email) {
      if (!emailSchema.safeParse(email).success) problems.push('emailInvalid');
      else if (taken.emails.has(email)) problems.push('emailTaken');
      if ((emails.get(email) ?? 0) > 1) problems.push('emailRepeated');
    }
    if (student.name && (people.get(`${lower(student.name)}\u0000${classroomKey(student.classroom)}`) ?? 0) > 1) {
      problems.push('studentRepeated');
    }
    return { ...student, username, email, problems };
  });
}

/**
 * The dialog the preview opens: an empty sheet; else repeated data (the file must be cleaned
 * of its repeated lines before any other problem can be judged line by line); else any
 * other problem; else the load may be confirmed.
 */
export function previewOf(rows: StudentLoadRow[]): StudentLoadPreview {
  const invalid = rows.filter((row) => row.problems.length > 0).length;
  let verdict: StudentLoadVerdict = 'ok';
  if (rows.length === 0) verdict = 'empty';
  else if (rows.some((row) => row.problems.some((p) => DUPLICATE_PROBLEMS.includes(p)))) verdict = 'duplicates';
  else if (invalid > 0) verdict = 'errors';
  return {
    verdict,
    dialog: verdict === 'ok' ? null : STUDENT_LOAD_MESSAGES[verdict],
    total: rows.length,
    invalid,
    rows,
  };
}

/** `maria.silva` from 'Maria da Silva': the first and last names, without accents, at most 30 characters. */
export function usernameBase(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(' ')
    .filter(Boolean);
  const first = words[0] ?? 'aluno';
  const last = words.length > 1 ? `.${words[words.length - 1]}` : '';
  return `${first}${last}`.slice(0, 30);
}

/** A candidate for a line without a username: its base and four random digits. */
export const usernameCandidate = (name: string) =>
  `${usernameBase(name)}.${String(randomInt(10_000)).padStart(4, '0')}`;
