import { EXAM_STATUS } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { examQuestions, exams } from '../modules/exam-builder/exam-builder.tables.ts';
import { activityExams } from '../modules/exams/exams.tables.ts';
import { questionAlternatives, questions } from '../modules/question-bank/question-bank.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { DEMO_EXAM, type DemoClassroom } from './demo-data.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's digital exam: its questions in the teacher's bank, the published exam, and a
 * digital-exam activity of the demo classroom applying it. Added once, in one transaction.
 */
export async function seedDemoExam(db: Database, place: DemoClassroom): Promise<void> {
  const [existing] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.classroom_id, place.classroomId), eq(activities.title, DEMO_EXAM.title)));
  if (existing) return;
  const owner = { platform_id: place.platformId, author_id: place.teacherId };
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [exam] = await tx
      .insert(exams)
      .values({
        ...owner,
        external_id: crypto.randomUUID(),
        description: DEMO_EXAM.description,
        guidance: DEMO_EXAM.guidance,
        status: EXAM_STATUS.active,
      })
      .returning({ id: exams.id });
    if (!exam) throw new Error('demo exam missing after seed');
    for (const [index, demo] of DEMO_EXAM.questions.entries()) {
      const [question] = await tx
        .insert(questions)
        .values({ ...owner, question_txt: demo.text })
        .returning({ id: questions.id });
      if (!question) throw new Error('demo question missing after seed');
      await tx.insert(questionAlternatives).values(
        demo.alternatives.map(([text, correct], position) => ({
          question_id: question.id,
          position,
          alternative_txt: text,
          correct_alternative: correct,
        })),
      );
      await tx.insert(examQuestions).values({ exam_id: exam.id, question_id: question.id, position: index + 1 });
    }
    const [activity] = await tx
      .insert(activities)
      .values({
        platform_id: place.platformId,
        classroom_id: place.classroomId,
        teacher_id: place.teacherId,
        kind: 'digital_exam',
        title: DEMO_EXAM.title,
        details: DEMO_EXAM.guidance,
        workload: DEMO_EXAM.workload,
        start_time: new Date(now - DAY_MS),
        end_time: new Date(now + DEMO_EXAM.endsInDays * DAY_MS),
        published: true,
        creation_step: 4,
      })
      .returning({ id: activities.id });
    if (!activity) throw new Error('demo exam activity missing after seed');
    await tx.insert(activityExams).values({
      activity_id: activity.id,
      platform_id: place.platformId,
      exam_id: exam.id,
      duration: DEMO_EXAM.duration,
    });
    await tx.insert(activityStudents).values(
      place.studentIds.map((studentId) => ({
        platform_id: place.platformId,
        activity_id: activity.id,
        student_id: studentId,
      })),
    );
  });
}
