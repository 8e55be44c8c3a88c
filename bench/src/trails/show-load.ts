import { type Answer, latencies, send, statusCounts } from '../http-client.ts';
import type { PreparedTrails } from './world.ts';

export interface ShowRun {
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  statusCodes: Record<string, number>;
}

/**
 * A closed loop of `connections` students opening the trail (GET /api/trails/activity/students/show,
 * each request with the next student's token), for `seconds`.
 */
export async function runShowLoad(
  baseUrl: string,
  world: PreparedTrails,
  connections: number,
  seconds: number,
): Promise<ShowRun> {
  const path = `/api/trails/activity/students/show?activity_id=${world.activityId}`;
  let next = 0;
  const loop = async (until: number, answers: Answer[]) => {
    while (performance.now() < until) {
      const student = world.students[next++ % world.students.length];
      answers.push(await send(baseUrl, 'GET', path, student?.token ?? ''));
    }
  };
  const answers: Answer[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, () => loop(started + seconds * 1000, answers)));
  const measured = (performance.now() - started) / 1000;
  return {
    connections,
    seconds: measured,
    requests: answers.length,
    perSecond: answers.length / measured,
    ...latencies(answers),
    failures: answers.filter((answer) => answer.status !== 200).length,
    statusCodes: statusCounts(answers),
  };
}
