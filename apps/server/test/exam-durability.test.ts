import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ExamQuestionsResponse } from '@ava/contracts';
import { afterAll, expect, it } from 'vitest';
import { type ExamDayPlace, type ExamSitting, type SeededExam, seedExam, seedExamSitting } from './exam-day.fixture.ts';
import { killServers, openStore, type Server, type Store, startServer } from './server-process.ts';
import { buildClassroom, buildPlatform, buildSchool, buildUser } from './tenant.fixture.ts';

/**
 * Issue 5 part 8: the real server (src/main.ts, in a child process) is killed with SIGKILL while
 * students are saving answers, then started again on the same data; every answer it acknowledged
 * must be there. PostgreSQL when TEST_DATABASE_URL is set, else PGlite in a temporary DATA_DIR.
 */

const STUDENTS = 10;
const QUESTIONS = 30;
/** The kill comes after this many acknowledged saves (past 30 each, choices are being changed), with one more in flight per student. */
const ACKNOWLEDGED_BEFORE_KILL = 400;

/** What one student's saves came to: per question, the acknowledged choice and the one in flight at the kill. */
interface StudentLedger {
  acknowledged: Map<string, string>;
  inFlight: { questionId: string; alternativeId: string } | null;
}

const store = await openStore('durability');
afterAll(async () => {
  killServers();
  await store.dispose();
});

it('keeps every acknowledged answer when the server is killed in the middle of exam day', async () => {
  const { sitting, exam } = await seed(store);
  const first = await startServer(store);
  let ledgers: StudentLedger[];
  let acknowledged: number;
  try {
    ({ ledgers, acknowledged } = await saveUntilKilled(first, sitting, exam));
  } finally {
    await first.kill();
  }
  const inFlightAtKill = ledgers.filter((ledger) => ledger.inFlight).length;

  const second = await startServer(store);
  try {
    let found = 0;
    let changed = 0;
    for (const [index, student] of sitting.students.entries()) {
      const ledger = ledgers[index] as StudentLedger;
      const { questions } = (await call(
        second.baseUrl,
        student.token,
        'GET',
        `/api/homework/digital_exam_questions?activity=${sitting.activityId}`,
      )) as ExamQuestionsResponse;
      const chosen = new Map(questions.map((question) => [question.id, question.chosen_alternative_id]));
      for (const [questionId, alternativeId] of ledger.acknowledged) {
        const there = chosen.get(questionId);
        // The save in flight at the kill may have committed after all: then it is the newer choice.
        const newer = ledger.inFlight?.questionId === questionId && there === ledger.inFlight.alternativeId;
        if (there === alternativeId || newer) found += 1;
        else changed += 1;
      }
    }
    const answers = ledgers.reduce((sum, ledger) => sum + ledger.acknowledged.size, 0);
    console.log(
      `exam durability (${store.kind}): ${acknowledged} saves acknowledged before SIGKILL (${inFlightAtKill} more ` +
        `in flight), i.e. ${answers} answers; ${found} found after the restart, ${changed} lost or changed`,
    );
    expect(acknowledged).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect({ found, changed }).toEqual({ found: answers, changed: 0 });
  } finally {
    await second.stop();
  }
}, 110_000);

/**
 * Every student starts, then saves question after question (then back to the first with another
 * choice), one save in flight each, until enough were acknowledged: then the server gets SIGKILL.
 */
async function saveUntilKilled(
  server: Server,
  sitting: ExamSitting,
  exam: SeededExam,
): Promise<{ ledgers: StudentLedger[]; acknowledged: number }> {
  const ledgers = sitting.students.map((): StudentLedger => ({ acknowledged: new Map(), inFlight: null }));
  let acknowledged = 0;
  const students = sitting.students.map(async (student, index) => {
    const ledger = ledgers[index] as StudentLedger;
    await call(server.baseUrl, student.token, 'GET', `/api/exam/time_left?activity=${sitting.activityId}`);
    for (let seq = 1; ; seq += 1) {
      const question = exam.questions[(seq - 1) % QUESTIONS];
      if (!question) throw new Error('the exam has no questions');
      const alternativeId = question.alternatives[(seq + index) % question.alternatives.length] ?? '';
      ledger.inFlight = { questionId: question.id, alternativeId };
      try {
        await call(server.baseUrl, student.token, 'PATCH', '/api/exam/save_result', {
          activity: sitting.activityId,
          question_id: question.id,
          alternative_id: alternativeId,
          seq,
        });
      } catch (error) {
        if (server.killed) return;
        throw error;
      }
      ledger.acknowledged.set(question.id, alternativeId);
      ledger.inFlight = null;
      acknowledged += 1;
    }
  });
  const saving = Promise.all(students);
  while (acknowledged < ACKNOWLEDGED_BEFORE_KILL) await Promise.race([sleep(5), saving]);
  await server.kill();
  await saving;
  return { ledgers, acknowledged };
}

async function seed(target: Store): Promise<{ sitting: ExamSitting; exam: SeededExam }> {
  const database = await target.open();
  try {
    const { db } = database;
    const platform = await buildPlatform(db);
    const school = await buildSchool(db, platform);
    const classroom = await buildClassroom(db, platform, school.id, 5);
    const teacher = await buildUser(db, platform, 'school_teacher', { schoolId: school.id });
    const place: ExamDayPlace = {
      platformId: platform.id,
      schoolId: school.id,
      gradeId: classroom.grade_id,
      teacherId: teacher.id,
    };
    const exam = await seedExam(db, place, QUESTIONS);
    const sitting = await seedExamSitting(db, place, exam, {
      name: `duravel-${randomBytes(3).toString('hex')}`,
      students: STUDENTS,
      passwordHash: teacher.password_hash,
      durationMinutes: 120,
    });
    return { sitting, exam };
  } finally {
    // PGlite lets one process at a time open its directory: the server's, from now on.
    await database.close();
  }
}

async function call(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}
