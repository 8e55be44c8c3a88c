import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../modules/identity/identity.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { questionAlternatives, questions } from '../modules/question-bank/question-bank.tables.ts';
import type { Database } from '../platform/db/database.ts';
import { DEMO_QUESTION_BANK } from './demo-data.ts';

/**
 * The demo platform's question bank: classified questions of its teachers, so the bank and the
 * exam wizard's import have something to search. A question is added when its author has none
 * with its statement; each with its alternatives in one transaction.
 */
export async function seedDemoQuestionBank(db: Database): Promise<void> {
  const demo = DEMO_QUESTION_BANK;
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, demo.platform));
  if (!platform) return;
  const usernames = [...new Set(demo.questions.map((question) => question.author))];
  const authors = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.platform_id, platform.id), inArray(users.username, usernames)))
    ).map((row) => [row.username, row.id]),
  );
  const existing = new Set(
    (
      await db
        .select({ author_id: questions.author_id, text: questions.question_txt })
        .from(questions)
        .where(eq(questions.platform_id, platform.id))
    ).map((row) => `${row.author_id} ${row.text}`),
  );
  for (const demoQuestion of demo.questions) {
    const authorId = authors.get(demoQuestion.author);
    if (!authorId) throw new Error(`bank question author ${demoQuestion.author} is not in the demo data`);
    if (existing.has(`${authorId} ${demoQuestion.text}`)) continue;
    await db.transaction(async (tx) => {
      const [question] = await tx
        .insert(questions)
        .values({
          platform_id: platform.id,
          author_id: authorId,
          question_txt: demoQuestion.text,
          bncc: demoQuestion.bncc ?? {},
          keywords: demoQuestion.keywords,
          grade_id: demoQuestion.grade_id,
          subject: demoQuestion.subject,
          classifications: demoQuestion.classifications,
        })
        .returning({ id: questions.id });
      if (!question) throw new Error('demo bank question missing after seed');
      await tx.insert(questionAlternatives).values(
        demoQuestion.alternatives.map(([text, correct], position) => ({
          question_id: question.id,
          position,
          alternative_txt: text,
          correct_alternative: correct,
        })),
      );
    });
  }
}
