import { mkdtemp, rm } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { parseConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../../apps/server/src/platform/db/rows.ts';
import { startPushService } from '../../../apps/server/test/push-service.ts';
import { createPostgresTarget, postgresAnswers } from '../databases.ts';
import { seedSchool, subscribeGuardians, TEACHER } from './world.ts';

/**
 * `npm run notifications -w @ava/bench` (issue 23's figures), on the local PostgreSQL when it answers,
 * else PGlite: (1) a notification to a school of 2,000 families (2,000 students and their 2,000
 * guardians, every guardian with a browser subscribed to a local push service): the request's time,
 * the time until every in-app row is stored and every push handed to the push service (and answered),
 * and the rate; (2) 1,000 students connected to the live unread stream of one instance: the delay
 * until each hears the new amount (p50, p99, max), and the memory the streams take.
 * BENCH_FAMILIES and BENCH_STREAMS change the sizes. The server runs in this process (buildApp).
 */
const families = Number(process.env.BENCH_FAMILIES ?? 2000);
const streams = Number(process.env.BENCH_STREAMS ?? 1000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const onPostgres = await postgresAnswers();
const target = onPostgres ? await createPostgresTarget('ava_bench_notifications') : null;
const dataDir = await mkdtemp(path.join(tmpdir(), 'ava-bench-notifications-'));
const database = await openDatabase(
  target && 'DATABASE_URL' in target.env ? { url: target.env.DATABASE_URL } : { dataDir },
);
const pushService = await startPushService();
const config = {
  ...parseConfig({}),
  DATA_DIR: dataDir,
  WEB_DIST: undefined,
  GAMES_DIST: undefined,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 100_000,
};
const app = await buildApp({ config, database });
try {
  console.log(`Notifications on ${database.kind}: ${families} families, ${streams} live streams`);
  const { db } = database;
  const world = await seedSchool(db, families);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const teacher = await signIn(world.slug, TEACHER.username, TEACHER.password);
  const publicKey = (
    await app.inject({ method: 'GET', url: '/api/webpush/public_key', headers: { authorization: `Bearer ${teacher}` } })
  ).json().public_key as string;
  const subscriptions = [];
  for (let index = 0; index < world.guardianIds.length; index++)
    subscriptions.push(await pushService.subscribe(publicKey));
  await subscribeGuardians(db, world, subscriptions);

  // (1) The fan-out.
  const started = performance.now();
  const response = await notify(teacher, 'Reunião de pais', world.classroomIds);
  const answered = performance.now();
  if (response.statusCode !== 201) throw new Error(`notification refused: ${response.body}`);
  await app.jobs.idle();
  const delivered = performance.now();
  const [stored] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from notification_recipients`),
  );
  const sample = subscriptions.filter((_, index) => index % 40 === 0);
  const received = (await Promise.all(sample.map((s) => pushService.messages(s.clientHash)))).filter(
    (m) => m.length === 1,
  ).length;
  const seconds = (delivered - started) / 1000;
  console.log(`\nFan-out to ${families} families (${stored?.count} in-app rows, ${families} pushes):`);
  console.log(`  request answered in ${(answered - started).toFixed(0)} ms`);
  console.log(`  every row stored and every push answered by the push service after ${seconds.toFixed(2)} s`);
  console.log(
    `  rate: ${Math.round((stored?.count ?? 0) / seconds)} in-app rows/s, ${Math.round(families / seconds)} pushes/s`,
  );
  console.log(`  push service holds the message for ${received} of ${sample.length} sampled guardians`);

  // (2) The live badge.
  const memoryBefore = process.memoryUsage();
  const clients = world.students.slice(0, streams);
  const tokens = clients.map((student) => student.token);
  const heard: number[] = [];
  let sentAt = 0;
  const connections: IncomingMessage[] = [];
  await Promise.all(
    tokens.map(async (token) => {
      const ticket = (
        await app.inject({
          method: 'POST',
          url: '/api/notifications/stream/ticket',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().ticket as string;
      await new Promise<void>((resolve, reject) => {
        let first: number | null = null;
        get(`${address}/api/notifications/stream?ticket=${ticket}`, { agent: false }, (stream) => {
          connections.push(stream);
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            for (const match of chunk.matchAll(/data: \{"amount":(\d+)\}/g)) {
              const amount = Number(match[1]);
              if (first === null) {
                first = amount;
                resolve();
              } else if (amount > first) heard.push(performance.now() - sentAt);
            }
          });
        }).on('error', reject);
      });
    }),
  );
  const memoryConnected = process.memoryUsage();
  sentAt = performance.now();
  await notify(teacher, 'Ao vivo', world.classroomIds.slice(0, Math.ceil(streams / 100)));
  const deadline = Date.now() + 30_000;
  while (heard.length < clients.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const sorted = [...heard].sort((a, b) => a - b);
  console.log(`\nLive badge, ${clients.length} streams on one instance (fan-out by the job queue):`);
  console.log(`  heard the new amount: ${heard.length} of ${clients.length}`);
  console.log(
    `  delay from the request: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  process memory (server and clients in one process): RSS ${mb(memoryBefore.rss)} before, ${mb(memoryConnected.rss)} with the streams open (+${mb(memoryConnected.rss - memoryBefore.rss)}); heap +${mb(memoryConnected.heapUsed - memoryBefore.heapUsed)}`,
  );
  for (const connection of connections) connection.destroy();
  // The pushes of the second notification, before the app stops.
  await app.jobs.idle();
} finally {
  await app.close();
  await database.close();
  await pushService.close();
  await target?.dispose();
  await rm(dataDir, { recursive: true, force: true });
}

async function signIn(platform: string, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password, platform },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username}: ${response.body}`);
  return response.json().auth_token as string;
}

/** POST /notifications (multipart) to the classrooms (listType 2), as the composer sends it. */
function notify(token: string, title: string, classroomIds: string[]) {
  const form = new FormData();
  form.set('title', title);
  form.set('body', 'Aviso do bench.');
  form.set('listType', '2');
  form.set('classroom_ids', classroomIds.join(','));
  const body = new Response(form);
  return body.arrayBuffer().then((payload) =>
    app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(payload),
    }),
  );
}
