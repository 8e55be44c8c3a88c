import type { Database } from '../../platform/db/database.ts';
import { questionAlternatives, questions } from '../question-bank/question-bank.tables.ts';
import { learningTrails, trailItems } from '../trails/trails.tables.ts';

/** An active trail with one text step. */
export async function buildTrail(
  db: Database,
  platformId: string,
  authorId: string,
  trail: { title: string; step: string; status?: number },
) {
  const [row] = await db
    .insert(learningTrails)
    .values({
      platform_id: platformId,
      author_id: authorId,
      external_id: `trilha-${Math.random().toString(36).slice(2)}`,
      title: trail.title,
      status: trail.status ?? 1,
    })
    .returning();
  if (!row) throw new Error('trail not created');
  await db
    .insert(trailItems)
    .values({ trail_id: row.id, title: 'Leitura', type: 'text', content: `<p>${trail.step}</p>`, position: 1 });
  return row;
}

/** A bank question with its correct alternative and a wrong one. */
export async function buildQuestion(
  db: Database,
  platformId: string,
  authorId: string,
  statement: string,
  answer: string,
) {
  const [row] = await db
    .insert(questions)
    .values({ platform_id: platformId, author_id: authorId, question_txt: `<p>${statement}</p>` })
    .returning();
  if (!row) throw new Error('question not created');
  await db.insert(questionAlternatives).values([
    { question_id: row.id, position: 1, alternative_txt: answer, correct_alternative: true },
    { question_id: row.id, position: 2, alternative_txt: 'Nenhuma das anteriores', correct_alternative: false },
  ]);
  return row;
}
