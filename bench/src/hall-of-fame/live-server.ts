import { HALL_OF_FAME_TOP } from '@ava/contracts';
import Fastify from 'fastify';
import { presentStanding } from '../../../apps/server/src/modules/hall-of-fame/hall-of-fame.presenter.ts';
import { liveRanking } from '../../../apps/server/src/modules/hall-of-fame/live-aggregate.fixture.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';

/**
 * The hall of fame as it would be without the monthly totals: GET /standings answers what
 * student_standings answers (the top 50 of the school and the row of the student named by the
 * X-Student header, over the months ?from=yyyymm&to=yyyymm) from an aggregate of game_results at
 * each request, with the server's pool size and its presenter, and none of the platform around it
 * (no session, no access check, no cache). DATABASE_URL, PLATFORM_ID and SCHOOL_ID.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing`);
  return value;
};
const platformId = env('PLATFORM_ID');
const schoolId = env('SCHOOL_ID');
const database = await openDatabase({ url: env('DATABASE_URL') });

const app = Fastify({ logger: false });
app.get('/', async () => ({ ready: true }));
app.get('/standings', async (request) => {
  const me = String(request.headers['x-student'] ?? '');
  const query = request.query as { from?: string; to?: string };
  const months = { from: Number(query.from), to: Number(query.to) };
  const rows = await liveRanking(database.db, platformId, schoolId, months, { top: HALL_OF_FAME_TOP, me });
  return { standings: rows.map((row) => presentStanding(row, me, (url) => url)) };
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
