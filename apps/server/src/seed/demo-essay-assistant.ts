import { and, eq, isNotNull } from 'drizzle-orm';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { createEmbeddedCorrector } from '../modules/essay-assistant/engine/embedded-corrector.ts';
import { createEssayAssistantRepository } from '../modules/essay-assistant/essay-assistant.repository.ts';
import { compressPosition, essayPlainText } from '../modules/essays/essays.module.ts';
import type { Database } from '../platform/db/database.ts';
import type { DemoClassroom } from './demo-data.ts';

const DEMO_ESSAY_TITLE = 'Redação: minhas férias';

/**
 * The embedded assistant's correction of the demo essay Bruno sent, so the teacher's correction
 * screen opens with suggestions waiting to be accepted, edited or rejected, and the rubric scores.
 * Idempotent: an essay that already has suggestions or scores is left as it is.
 */
export async function seedDemoEssayAssistant(db: Database, classroom: DemoClassroom): Promise<void> {
  const [essay] = await db
    .select({ activity: activities, assignment: activityStudents })
    .from(activities)
    .innerJoin(activityStudents, eq(activityStudents.activity_id, activities.id))
    .where(
      and(
        eq(activities.classroom_id, classroom.classroomId),
        eq(activities.title, DEMO_ESSAY_TITLE),
        isNotNull(activityStudents.response_text),
      ),
    );
  const stored = essay?.assignment.response_text;
  if (!essay || !stored) return;
  const repo = createEssayAssistantRepository(db);
  const target = { activityId: essay.activity.id, studentId: essay.assignment.student_id };
  if (await repo.latestAssessment(classroom.platformId, target)) return;
  const result = await createEmbeddedCorrector().correct({
    text: essayPlainText(stored),
    stage: 'fundamental-1',
    prompt: `${essay.activity.title} ${essay.activity.details.replace(/<[^>]*>/g, ' ')}`,
    scope: 'full',
  });
  await db.transaction(async (tx) => {
    await repo.insertSuggestions(
      classroom.platformId,
      target,
      result.marks.map((mark) => ({
        chatId: null,
        source: 'corrector',
        position: compressPosition({
          range: { start: mark.start, end: mark.end },
          category: mark.category as 1 | 2 | 3 | 4,
          sub_competence: { id: mark.competence, comment: mark.comment },
          bookmark_type: 'assistant',
        }),
        rule: mark.rule,
        essayText: stored,
        requestedBy: classroom.teacherId,
      })),
      tx,
    );
    await repo.saveAssessment(
      classroom.platformId,
      target,
      { rubric: result.rubric, scores: result.scores, requestedBy: classroom.teacherId },
      tx,
    );
  });
}
