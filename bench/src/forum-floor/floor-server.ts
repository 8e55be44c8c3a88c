import Fastify from 'fastify';
import postgres from 'postgres';
import { createMicroBatch } from '../../../apps/server/src/platform/db/micro-batch.ts';
import { sanitizeRichText } from '../../../apps/server/src/platform/rich-text/sanitize.ts';

/**
 * The forum comment reduced to the work document 2 asks of it, with none of the platform around it
 * (no session, no validation, no access check, no presenter): POST /comment stores the comment with
 * the platform's own group commit, in a table with one index and no foreign key, and, per
 * FLOOR_STEPS, sanitises it with the platform's allowlist and records a map energy event (an event
 * row and the user's capped total, as a second batched statement). What it reaches bounds what the
 * real route can reach on this machine. DATABASE_URL names a scratch database it may fill.
 */
const steps = new Set((process.env.FLOOR_STEPS ?? '').split(',').filter(Boolean));
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 20, onnotice: () => {} });
const STUDENT = '6f1f5c1e-2a5b-4d5e-9a1f-2b3c4d5e6f70';

await sql`create table comment (id bigserial primary key, activity_id uuid not null, author_id uuid not null,
  body text not null, created_at timestamptz not null default now())`;
await sql`create index on comment (activity_id, id)`;
await sql`create table student (id uuid primary key, energy int not null default 0)`;
await sql`create table energy_event (id bigserial primary key, user_id uuid not null, gained int not null,
  created_at timestamptz not null default now())`;
await sql`insert into student (id) values (${STUDENT})`;

const insertComments = createMicroBatch(async (items: { activity: string; body: string }[]) => {
  const rows = await sql`insert into comment (activity_id, author_id, body)
    select a, ${STUDENT}, b from unnest(${items.map((item) => item.activity)}::uuid[], ${items.map((item) => item.body)}::text[]) as t(a, b)
    returning id`;
  return rows.map((row) => Number(row.id));
});

const recordEnergy = createMicroBatch(async (userIds: string[]) => {
  const [row] = await sql`with events as (
      insert into energy_event (user_id, gained) select u, 1 from unnest(${userIds}::uuid[]) as t(u) returning user_id
    )
    update student set energy = least(100, energy + (select count(*) from events)) where id = ${STUDENT} returning energy`;
  return userIds.map(() => Number(row?.energy ?? 0));
});

const app = Fastify({ logger: false });
app.get('/', async () => ({ ready: true }));
app.post('/comment', async (request) => {
  const { activity, comment } = request.body as { activity: string; comment: string };
  const body = steps.has('sanitize') ? sanitizeRichText(comment) : comment;
  const id = await insertComments({ activity, body });
  const energy = steps.has('energy') ? await recordEnergy(STUDENT) : null;
  return { id, energy };
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => sql.end())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
