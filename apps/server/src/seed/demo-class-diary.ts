import { and, eq, inArray } from 'drizzle-orm';
import { bnccCodes } from '../modules/challenges/challenges.tables.ts';
import { classDiaryAbsences, classDiaryLessons } from '../modules/class-diary/class-diary.tables.ts';
import { classroomMembers } from '../modules/tenancy/tenancy.tables.ts';
import { saoPauloDay } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { transactOn } from '../platform/db/transaction.ts';
import type { DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;
/** School days (Monday to Friday) of the diary, counted back from the seed's run. */
const SCHOOL_DAYS = 15;

/** The demo teacher's lessons, one subject a weekday, in the order of a week. */
const DEMO_LESSONS = [
  {
    subject: 'Língua Portuguesa',
    bncc: ['EF03LP01'],
    content:
      '<p>Leitura compartilhada da fábula <strong>A cigarra e a formiga</strong>. Conversa sobre a moral da história e registro das palavras novas no caderno.</p>',
    lessons: 2,
  },
  {
    subject: 'Matemática',
    bncc: ['EF03MA07'],
    content:
      '<p>Multiplicação com apoio de malha quadriculada: organização de figurinhas em linhas e colunas.</p><ul><li>Exercícios das páginas 42 e 43</li></ul>',
    lessons: 2,
  },
  {
    subject: 'Ciências',
    bncc: ['EF03CI06'],
    content: '<p>Observação de animais do entorno da escola e classificação pelo tipo de cobertura do corpo.</p>',
    lessons: 1,
  },
  {
    subject: 'História',
    bncc: [],
    content: '<p>Linha do tempo da turma: cada estudante trouxe uma foto de quando era bebê.</p>',
    lessons: 1,
  },
  {
    subject: 'Ciências',
    bncc: ['EF03CI01'],
    content: '<p>Produção de sons com objetos do cotidiano e conversa sobre o cuidado com a audição.</p>',
    lessons: 1,
  },
];

/** The last school days before today (São Paulo), oldest first. */
function schoolDays(now: Date): string[] {
  const days: string[] = [];
  for (let back = 1; days.length < SCHOOL_DAYS; back++) {
    const day = saoPauloDay(new Date(now.getTime() - back * DAY_MS)).day;
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  return days;
}

/**
 * A few weeks of the class diary in each classroom the demo teacher teaches, with some absences
 * (the platform's enableManualFrequency is on: DEMO_PROFILE_FEATURES). Added once: a classroom
 * that has lessons of the teacher is left alone.
 */
export async function seedDemoClassDiary(db: Database, place: DemoClassroom, now = new Date()): Promise<void> {
  const taught = await db
    .select({ id: classroomMembers.classroom_id })
    .from(classroomMembers)
    .where(and(eq(classroomMembers.user_id, place.teacherId), eq(classroomMembers.role, 'teacher')));
  const known = new Set(
    (
      await db
        .select({ code: bnccCodes.code })
        .from(bnccCodes)
        .where(inArray(bnccCodes.code, [...new Set(DEMO_LESSONS.flatMap((lesson) => lesson.bncc))]))
    ).map((row) => row.code),
  );
  const days = schoolDays(now);
  for (const { id: classroomId } of taught) {
    const [existing] = await db
      .select({ id: classDiaryLessons.id })
      .from(classDiaryLessons)
      .where(and(eq(classDiaryLessons.classroom_id, classroomId), eq(classDiaryLessons.author_id, place.teacherId)))
      .limit(1);
    if (existing) continue;
    const students = await db
      .select({ id: classroomMembers.user_id })
      .from(classroomMembers)
      .where(and(eq(classroomMembers.classroom_id, classroomId), eq(classroomMembers.role, 'student')))
      .orderBy(classroomMembers.user_id);
    await transactOn(db)(async (tx) => {
      for (const [index, day] of days.entries()) {
        const lesson = DEMO_LESSONS[index % DEMO_LESSONS.length];
        if (!lesson) continue;
        const [row] = await tx
          .insert(classDiaryLessons)
          .values({
            platform_id: place.platformId,
            classroom_id: classroomId,
            author_id: place.teacherId,
            date: day,
            subject: lesson.subject,
            bncc: lesson.bncc.filter((code) => known.has(code)),
            content: lesson.content,
            lessons: lesson.lessons,
          })
          .returning({ id: classDiaryLessons.id });
        // About one student in six misses a given day, a different one each time.
        const absent = students.filter((_, n) => (n + index) % 6 === 0);
        if (row && absent.length > 0) {
          await tx
            .insert(classDiaryAbsences)
            .values(
              absent.map((student) => ({ platform_id: place.platformId, lesson_id: row.id, student_id: student.id })),
            );
        }
      }
    });
  }
}
