import { type SQL, sql } from 'drizzle-orm';
import type { ActivityWorld } from '../../../../test/activity.fixture.ts';
import { buildActivity } from '../../../../test/activity.fixture.ts';
import type { TestContext } from '../../../../test/harness.ts';
import { rowsOf } from '../../../platform/db/rows.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import { grantPokz } from '../../ledger/ledger.fixture.ts';

/** What the child is known by: the erasure scan looks for each of these after the erasure. */
export const CHILD = {
  name: 'Zuleica Apagada Teste',
  username: 'zuleica.apagada',
  email: 'zuleica.apagada@familia.teste',
};

export interface ChildYear {
  childId: string;
  classmateId: string;
  /** The child's topic a classmate answered, and that answer. */
  answeredTopicId: number;
  classmateReplyId: number;
  files: string[];
}

/**
 * `student1` of the activity world becomes the child whose data an erasure removes, with a year
 * (or `days`) of activity in most areas: deliveries and their files, forum topics and replies,
 * hall-of-fame months, messages with an image, time logs, pokz, reads logged, notifications, mail,
 * a pending job, a bulk load naming them, a profile photo, a responsible's contact. Classmate
 * `student2` has the same shape of data (and answers the child's topic), so the test sees what stays.
 */
export async function buildChildYear(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  world: ActivityWorld,
  fileStore: FileStore,
  options: { days?: number; activities?: number } = {},
): Promise<ChildYear> {
  const { db, clock } = ctx;
  const days = options.days ?? 365;
  const platformId = world.platform.id;
  const child = world.users.student1.id;
  const classmate = world.users.student2.id;
  const teacher = world.users.teacher.id;
  await db.execute(
    sql`update users set name = ${CHILD.name}, username = ${CHILD.username}, email = ${CHILD.email} where id = ${child}`,
  );
  await db.execute(sql`update users set name = 'Colega Intacta' where id = ${classmate}`);

  const now = clock.now().getTime();
  const activityIds: string[] = [];
  for (let i = 0; i < (options.activities ?? 40); i += 1) {
    const activity = await buildActivity(db, world.platform, {
      kind: 'essay',
      classroom_id: world.classroomA.id,
      teacher_id: teacher,
      start_time: new Date(now - (i + 2) * 86_400_000),
      end_time: new Date(now - (i + 1) * 86_400_000),
      students: [child, classmate],
    });
    activityIds.push(activity.id);
  }
  await db.execute(sql`
    update activity_students set response_text = 'Minha redação, de ' || u.name, delivered_at = now()
    from users u where u.id = activity_students.student_id`);

  // Files: a delivery's attachment per activity, a message image, a profile photo.
  const files: string[] = [];
  const put = async (key: string) => {
    await fileStore.put(key, Buffer.from(`arquivo ${key}`), 'text/plain');
    files.push(key);
    return key;
  };
  for (const [index, activityId] of activityIds.slice(0, 5).entries()) {
    const key = await put(`${platformId}/activity-files/${activityId}/entrega-${index}.txt`);
    await db.execute(sql`
      insert into activity_files (platform_id, activity_id, student_id, storage_key, file_name, content_type, size)
      values (${platformId}, ${activityId}, ${child}, ${key}, ${`entrega-${index}.txt`}, 'text/plain', 10)`);
    await db.execute(sql`
      insert into stored_files (platform_id, owner_id, key, namespace, file_name, content_type, category, size)
      values (${platformId}, ${child}, ${key}, 'activity-files', ${`entrega-${index}.txt`}, 'text/plain', 'document', 10)`);
  }
  const photo = await put(`${platformId}/profile/${child}/foto.txt`);
  await db.execute(
    sql`insert into user_profiles (platform_id, user_id, photo_key, phone) values (${platformId}, ${child}, ${photo}, '11999990000')`,
  );
  await db.execute(sql`
    insert into student_responsibles (platform_id, student_id, name, relationship, email)
    values (${platformId}, ${child}, 'Mãe da Zuleica', 'mother', 'mae.zuleica@familia.teste')`);

  // Forum: the child's topic the classmate answered, one nobody answered, the child's reply to the classmate's.
  const answeredTopicId = await forumId(db, platformId, activityIds[0] ?? '', child, 'Alguém entendeu a questão 2?');
  const classmateReplyId = await forumId(
    db,
    platformId,
    activityIds[0] ?? '',
    classmate,
    'Eu entendi!',
    answeredTopicId,
  );
  await forumId(db, platformId, activityIds[0] ?? '', child, 'Obrigada!', answeredTopicId);
  await forumId(db, platformId, activityIds[0] ?? '', child, 'Ninguém respondeu este.');
  const classmateTopic = await forumId(db, platformId, activityIds[0] ?? '', classmate, 'Tópico da colega');
  await forumId(db, platformId, activityIds[0] ?? '', child, 'Resposta da criança', classmateTopic);

  // Hall of fame, a year of months; time logs and energy, a year of days; pokz, monthly.
  for (const student of [child, classmate]) {
    await db.execute(sql`
      insert into hall_of_fame_totals (platform_id, student_id, classroom_id, year_month, score_sum, games_played)
      select ${platformId}, ${student}, ${world.classroomA.id}, 202500 + m, 10 * m, m from generate_series(1, 12) m`);
    await db.execute(sql`
      insert into time_logs (platform_id, user_id, day, active_seconds, interaction_seconds)
      select ${platformId}, ${student}, (current_date - d)::date, 1800, 900 from generate_series(1, ${days}) d`);
    await db.execute(sql`
      insert into map_energy_events (platform_id, user_id, kind, source, gained)
      select ${platformId}, ${student}, 'activity', 'atividade', 1 from generate_series(1, ${days}) d`);
  }
  for (let month = 0; month < 12; month += 1) await grantPokz(db, clock, platformId, child, 10);

  // Messages with the teacher, one with an image; a message to the guardian about the child.
  const [a, b] = child < teacher ? [child, teacher] : [teacher, child];
  const conversationId = await insertedId(
    db,
    sql`insert into conversations (platform_id, user_a, user_b) values (${platformId}, ${a}, ${b}) returning id::text`,
  );
  await db.execute(sql`
    insert into messages (platform_id, conversation_id, sender_id, recipient_id, body)
    select ${platformId}, ${conversationId}, case when n % 2 = 0 then ${child}::uuid else ${teacher}::uuid end,
      case when n % 2 = 0 then ${teacher}::uuid else ${child}::uuid end, 'Mensagem ' || n from generate_series(1, ${days}) n`);
  const image = await put(`${platformId}/messages/${conversationId}/imagem.txt`);
  await db.execute(sql`
    insert into messages (platform_id, conversation_id, sender_id, recipient_id, image_key)
    values (${platformId}, ${conversationId}, ${child}, ${teacher}, ${image})`);

  // Reads of the child's data by the teacher; a notification to the class; mail; a job; a bulk load.
  await db.execute(sql`
    insert into data_access_log (platform_id, student_id, reader_id, reader_role, what, route, ip)
    select ${platformId}, ${child}, ${teacher}, 'school_teacher', 'school_work', '/api/school_work/work_detail', '10.0.0.1'
    from generate_series(1, ${days}) n`);
  const notificationId = await insertedId(
    db,
    sql`insert into notifications (platform_id, sender_id, audience_ids, kind, title, body)
        values (${platformId}, ${teacher}, array[${child}::uuid, ${classmate}::uuid], 'notification', 'Prova', 'Amanhã')
        returning id::text`,
  );
  await db.execute(sql`
    insert into notification_recipients (platform_id, notification_id, user_id)
    values (${platformId}, ${notificationId}, ${child}), (${platformId}, ${notificationId}, ${classmate})`);
  await db.execute(sql`
    insert into outbox ("to", subject, text, html)
    values (${CHILD.email}, 'Bem-vinda', ${`Olá, ${CHILD.name}`}, ${`<p>Olá, ${CHILD.name}</p>`})`);
  await db.execute(sql`
    insert into jobs (kind, payload, run_at) values ('teste.erasure', ${JSON.stringify({ userId: child })}::jsonb, now() + interval '1 day')`);
  const load = [
    {
      name: CHILD.name,
      username: CHILD.username,
      email: CHILD.email,
      classroom_id: world.classroomA.id,
      classroom_name: 'A',
    },
    { name: 'Colega Intacta', username: 'aluno2', email: null, classroom_id: world.classroomA.id, classroom_name: 'A' },
  ];
  await db.execute(sql`
    insert into student_loads (platform_id, school_id, created_by, status, total, students)
    select ${platformId}, school_id, ${teacher}, 'done', 2, ${JSON.stringify(load)}::jsonb
    from classrooms where id = ${world.classroomA.id}`);
  return { childId: child, classmateId: classmate, answeredTopicId, classmateReplyId, files };
}

async function forumId(
  db: TestContext['db'],
  platformId: string,
  activityId: string,
  authorId: string,
  body: string,
  parentId: number | null = null,
): Promise<number> {
  const id = await insertedId(
    db,
    sql`insert into forum_comments (platform_id, activity_id, author_id, parent_id, body)
        values (${platformId}, ${activityId}, ${authorId}, ${parentId}, ${body}) returning id::text`,
  );
  return Number(id);
}

async function insertedId(db: TestContext['db'], statement: SQL): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await db.execute(statement));
  if (!row) throw new Error('the fixture row was not inserted');
  return row.id;
}
