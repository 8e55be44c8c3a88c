import type { ExamDetail } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Audience, type ExamMedia, presentExamDetail } from './exam-builder.presenter.ts';
import type { ExamBuilderRepository, ExamRow } from './exam-builder.repository.ts';

/** Reads exams in full (document 2 section 3 'Exam detail'): a fixed number of queries for any number of exams. */
export function createExamReader(deps: {
  repo: Pick<ExamBuilderRepository, 'questionsOf' | 'alternativesOf' | 'extras'>;
  media: ExamMedia;
}) {
  const { repo, media } = deps;

  async function details(user: AuthContext, rows: readonly ExamRow[], audience: Audience): Promise<ExamDetail[]> {
    const ids = rows.map((row) => row.id);
    const [questions, alternatives, extras] = await Promise.all([
      repo.questionsOf(user.platformId, ids),
      repo.alternativesOf(user.platformId, ids),
      repo.extras(user.platformId, rows, user.userId),
    ]);
    return rows.map((row) =>
      presentExamDetail(row, { questions, alternatives }, extras, { userId: user.userId, audience }, media),
    );
  }

  return {
    details,
    async detail(user: AuthContext, row: ExamRow, audience: Audience = 'educator'): Promise<ExamDetail> {
      const [detail] = await details(user, [row], audience);
      if (!detail) throw new Error('exam not presented');
      return detail;
    },
  };
}

export type ExamReader = ReturnType<typeof createExamReader>;
