import { and, eq, inArray } from 'drizzle-orm';
import { notificationRecipients, notifications } from '../modules/notifications/notifications.tables.ts';
import { guardianLinks } from '../modules/tenancy/tenancy.tables.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';

const HOUR_MS = 3_600_000;

interface DemoNotice {
  title: string;
  body: string;
  /** Who receives it: the classroom's students and guardians, or the school's educators. */
  to: 'classroom' | 'educators';
  kind: 'notification' | 'schedule';
  hoursAgo: number;
  /** Usernames who have read it. */
  readBy: string[];
}

const DEMO_NOTICES: DemoNotice[] = [
  {
    title: 'Reunião de pais e mestres',
    body: 'Convidamos as famílias para a reunião do bimestre na sexta-feira, às 18h, no auditório da escola.',
    to: 'classroom',
    kind: 'notification',
    hoursAgo: 50,
    readBy: ['aluno1'],
  },
  {
    title: 'Feira de ciências',
    body: 'A feira de ciências será no dia 20. Os grupos devem trazer os cartazes prontos na véspera.',
    to: 'classroom',
    kind: 'notification',
    hoursAgo: 5,
    readBy: [],
  },
  {
    title: 'Nova autorização na agenda',
    body: 'Há uma autorização para o passeio ao museu esperando a sua assinatura.',
    to: 'classroom',
    kind: 'schedule',
    hoursAgo: 2,
    readBy: [],
  },
  {
    title: 'Conselho de classe',
    body: 'O conselho de classe do bimestre será na quinta-feira, às 14h, na sala dos professores.',
    to: 'educators',
    kind: 'notification',
    hoursAgo: 24,
    readBy: [],
  },
];

/**
 * Demo notifications of the demo classroom: notices of its teacher to the students and their
 * guardians (responsavel sees those of aluno1 and aluno3) and one to the educators. Each is added
 * once, by title; recipients are stored as the fan-out job would store them.
 */
export async function seedDemoNotifications(db: Database, place: DemoClassroom): Promise<void> {
  const guardians = place.studentIds.length
    ? await db
        .selectDistinct({ id: guardianLinks.guardian_id })
        .from(guardianLinks)
        .where(inArray(guardianLinks.student_id, place.studentIds))
    : [];
  const families = [...place.studentIds, ...guardians.map((row) => row.id)];
  const educators = ['coordenador'].flatMap((username) => place.idOf.get(username) ?? []);
  const now = Date.now();
  for (const notice of DEMO_NOTICES) {
    const [existing] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.platform_id, place.platformId), eq(notifications.title, notice.title)));
    if (existing) continue;
    const at = new Date(now - notice.hoursAgo * HOUR_MS);
    const fromTeacher = notice.kind === 'notification';
    const [row] = await db
      .insert(notifications)
      .values({
        platform_id: place.platformId,
        sender_id: fromTeacher ? place.teacherId : null,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        list_type: fromTeacher ? (notice.to === 'classroom' ? 1 : 3) : null,
        audience_ids: fromTeacher && notice.to === 'classroom' ? [place.classroomId] : [],
        created_at: at,
      })
      .returning({ id: notifications.id });
    if (!row) continue;
    const read = new Set(notice.readBy.flatMap((username) => place.idOf.get(username) ?? []));
    const recipients = notice.to === 'classroom' ? families : educators;
    if (recipients.length === 0) continue;
    await db.insert(notificationRecipients).values(
      recipients.map((userId) => ({
        notification_id: row.id,
        user_id: userId,
        platform_id: place.platformId,
        created_at: at,
        read_at: read.has(userId) ? at : null,
      })),
    );
  }
}
