import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, latencies, send, statusCounts } from '../http-client.ts';
import { watchResidentPeak } from '../process-memory.ts';
import type { PreparedExamDay } from './world.ts';

export interface StartWave {
  students: number;
  seconds: number;
  /** GET /exam/time_left, which starts the attempt. */
  start: { p50Ms: number; p99Ms: number; maxMs: number };
  /** GET /homework/digital_exam_questions, which the exam player asks for right after. */
  questions: { p50Ms: number; p99Ms: number; maxMs: number };
  /** Over both requests of every student. */
  statusCodes: Record<string, number>;
  /** 5xx answers and failed connections. */
  serverErrors: number;
  /** Anything but 200. */
  failures: number;
  /** The server process's resident memory before the wave and at its highest during it. */
  memory: { beforeBytes: number; peakBytes: number; peakFrom: 'VmHWM' | 'VmRSS samples' };
}

/**
 * Scenario 2: every student of the second activity starts the same exam at a random moment within
 * `seconds` (time left, then the questions, as the exam player does), while the server's resident
 * memory is watched.
 */
export async function runStartWave(
  server: { baseUrl: string; pid: number },
  world: PreparedExamDay,
  seconds: number,
): Promise<StartWave> {
  const { activityId, tokens } = world.starting;
  const memory = await watchResidentPeak(server.pid);
  const answers = await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * seconds * 1000);
      const start = await send(server.baseUrl, 'GET', `/api/exam/time_left?activity=${activityId}`, token);
      const questions = await send(
        server.baseUrl,
        'GET',
        `/api/homework/digital_exam_questions?activity=${activityId}`,
        token,
      );
      return { start, questions };
    }),
  );
  const { peakBytes, peakFrom } = await memory.stop();
  const all: Answer[] = answers.flatMap(({ start, questions }) => [start, questions]);
  return {
    students: tokens.length,
    seconds,
    start: latencies(answers.map((answer) => answer.start)),
    questions: latencies(answers.map((answer) => answer.questions)),
    statusCodes: statusCounts(all),
    serverErrors: all.filter((answer) => answer.status === 0 || answer.status >= 500).length,
    failures: all.filter((answer) => answer.status !== 200).length,
    memory: { beforeBytes: memory.beforeBytes, peakBytes, peakFrom },
  };
}
