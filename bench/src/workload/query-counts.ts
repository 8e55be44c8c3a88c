import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../../../apps/server/src/app.ts';
import { STUDENT_LISTS_CHANNEL } from '../../../apps/server/src/modules/activities/student-snapshots.ts';
import { announcementsOn } from '../../../apps/server/src/platform/db/announcements.ts';
import type { DatabaseHandle } from '../../../apps/server/src/platform/db/database.ts';
import { FIRST_SCREEN_CALLS, type QueryCount, WORLD } from './world.ts';

/** Counts what the database's onQuery hook reports: every statement Drizzle sends. */
export interface StatementCounter {
  count: number;
}

/**
 * The SQL statements of one request of each first-screen call, for students with different
 * numbers of activities, through the real routes (buildApp + inject) on the seeded database.
 */
export async function countFirstScreenQueries(
  database: DatabaseHandle,
  config: AppConfig,
  counter: StatementCounter,
  students: { username: string; activities: number }[],
): Promise<QueryCount[]> {
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const heard = announcementsOn(database, STUDENT_LISTS_CHANNEL);
    const signedIn: { token: string; userId: string }[] = [];
    for (const student of students) signedIn.push(await signIn(app, student.username));
    const counts: QueryCount[] = [];
    for (const call of FIRST_SCREEN_CALLS) {
      const byActivities: QueryCount['byActivities'] = [];
      for (const [index, student] of students.entries()) {
        const { token, userId } = signedIn[index] ?? { token: '', userId: '' };
        // What a change to one of the student's rows announces: the next request reads again.
        await database.notify(STUDENT_LISTS_CHANNEL, `student:${userId}`);
        await heard();
        byActivities.push({
          activities: student.activities,
          queries: await statementsOf(app, counter, call, token),
          repeated: await statementsOf(app, counter, call, token),
        });
      }
      counts.push({ call, byActivities });
    }
    return counts;
  } finally {
    await app.close();
  }
}

async function statementsOf(app: FastifyInstance, counter: StatementCounter, url: string, token: string) {
  const before = counter.count;
  await get(app, url, token);
  return counter.count - before;
}

async function get(app: FastifyInstance, url: string, token: string): Promise<void> {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
}

async function signIn(app: FastifyInstance, username: string): Promise<{ token: string; userId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password: WORLD.studentPassword, platform: WORLD.platform },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${username} answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ auth_token: string; user: { id: string } }>();
  // One authenticated request caches the session, as under load it is.
  await get(app, '/api/classroom/teachers_list', body.auth_token);
  return { token: body.auth_token, userId: body.user.id };
}
