import { and, eq, inArray } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { classrooms } from '../modules/tenancy/tenancy.tables.ts';
import type { Database } from '../platform/db/database.ts';

const DAY_MS = 86_400_000;

interface GradedWork {
  title: string;
  kind: 'essay' | 'work' | 'handmade';
  /** Days before the seeding day the work was corrected; it ended two days before and was sent four. */
  daysAgo: number;
  score: number;
  comment: string;
}

/**
 * What the guardian 'responsavel' follows of aluno1 and aluno3 on the demo platform: a few months
 * of corrected work with the teacher's comments, so the guardian dashboard has grades and a
 * history from the first start. The activities are concluded: they leave the teacher's active list
 * and the children's open lists alone, and pay no pokz (levels and the bank stay as seeded).
 */
export const DEMO_GUARDIAN_HISTORY: {
  platform: string;
  teacher: string;
  children: Record<string, { classroom: string; works: GradedWork[] }>;
} = {
  platform: 'demo',
  teacher: 'professor',
  children: {
    aluno1: {
      classroom: '3º ano - Turma A',
      works: [
        {
          title: 'Redação: a minha família',
          kind: 'essay',
          daysAgo: 100,
          score: 6.5,
          comment: 'Boas ideias! Cuide da pontuação e releia antes de entregar.',
        },
        {
          title: 'Trabalho: os animais do cerrado',
          kind: 'work',
          daysAgo: 70,
          score: 7.5,
          comment: 'Pesquisa caprichada. Faltou citar de onde vieram as imagens.',
        },
        {
          title: 'Feito à mão: cartaz da reciclagem',
          kind: 'handmade',
          daysAgo: 40,
          score: 8,
          comment: 'Cartaz muito criativo e bem organizado.',
        },
        {
          title: 'Redação: um passeio no parque',
          kind: 'essay',
          daysAgo: 12,
          score: 9,
          comment: 'Texto claro e com começo, meio e fim. Parabéns, Ana!',
        },
      ],
    },
    aluno3: {
      classroom: 'Infantil 2 - Turma A',
      works: [
        {
          title: 'Feito à mão: colagem das formas',
          kind: 'handmade',
          daysAgo: 85,
          score: 7,
          comment: 'A Carla reconheceu o círculo e o quadrado com facilidade.',
        },
        {
          title: 'Trabalho: as cores do outono',
          kind: 'work',
          daysAgo: 50,
          score: 8.5,
          comment: 'Pintura cuidadosa, respeitou os contornos.',
        },
        {
          title: 'Feito à mão: meu nome com massinha',
          kind: 'handmade',
          daysAgo: 15,
          score: 9.5,
          comment: 'Carla escreveu o nome inteiro sozinha. Que orgulho!',
        },
      ],
    },
  },
};

/** Adds each corrected work once (by title in its classroom); safe to run on every start. */
export async function seedDemoGuardianHistory(db: Database, history = DEMO_GUARDIAN_HISTORY): Promise<void> {
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, history.platform));
  if (!platform) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.platform_id, platform.id),
        inArray(users.username, [history.teacher, ...Object.keys(history.children)]),
      ),
    );
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const teacherId = idOf.get(history.teacher);
  if (!teacherId) return;
  const now = Date.now();
  const at = (days: number) => new Date(now - days * DAY_MS);
  for (const [username, child] of Object.entries(history.children)) {
    const studentId = idOf.get(username);
    const [classroom] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(and(eq(classrooms.platform_id, platform.id), eq(classrooms.name, child.classroom)));
    if (!studentId || !classroom) continue;
    for (const work of child.works) {
      const [existing] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.classroom_id, classroom.id), eq(activities.title, work.title)));
      if (existing) continue;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(activities)
          .values({
            platform_id: platform.id,
            classroom_id: classroom.id,
            teacher_id: teacherId,
            kind: work.kind,
            title: work.title,
            start_time: at(work.daysAgo + 9),
            end_time: at(work.daysAgo + 2),
            published: true,
            creation_step: 4,
            act_status: 4,
            concluded_at: at(work.daysAgo),
          })
          .returning({ id: activities.id });
        if (!row) throw new Error(`activity ${work.title} missing after seed`);
        await tx.insert(activityStudents).values({
          platform_id: platform.id,
          activity_id: row.id,
          student_id: studentId,
          status: 3,
          draft: false,
          delivered_at: at(work.daysAgo + 4),
          score: work.score,
          teacher_comment: work.comment,
          evaluated_at: at(work.daysAgo),
        });
      });
    }
  }
}
