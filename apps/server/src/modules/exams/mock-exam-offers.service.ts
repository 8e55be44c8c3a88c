import { MESSAGES, type MockExamOffer, type MockExamsOffered } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ExamsRepository } from './exams.repository.ts';

/**
 * Offering mock exams (educators, `create.activities`): any educator of the platform offers one
 * of its published exams for a discipline and a duration, changes the offer, or withdraws it.
 * Mock exams are the platform's, like its published exams, so the offer is not the offerer's.
 */
export function createMockExamOffersService(deps: { repo: ExamsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function offered(user: AuthContext): Promise<MockExamsOffered> {
    const rows = await repo.offeredMockExams(user.platformId);
    return {
      offers: rows.map((row) => ({
        exam_id: row.exam.id,
        external_id: row.exam.external_id,
        description: row.exam.description,
        discipline: row.mock.discipline,
        duration: row.mock.duration,
        attempts: row.attempts,
      })),
    };
  }

  return {
    offered,

    /** Offers (or changes) and answers the list on offer. */
    async offer(user: AuthContext, input: MockExamOffer): Promise<MockExamsOffered> {
      const exam = await repo.platformPublishedExam(user.platformId, input.exam_id);
      if (!exam) throw new AppError(400, MESSAGES.examNotPublished);
      await repo.offerMockExam(user.platformId, input, clock.now());
      return offered(user);
    },

    /** Withdraws and answers the list on offer; students' attempts stay. */
    async withdraw(user: AuthContext, examId: string): Promise<MockExamsOffered> {
      const withdrawn = await repo.withdrawMockExam(user.platformId, examId, clock.now());
      if (!withdrawn) throw notFound(MESSAGES.mockExamNotFound);
      return offered(user);
    },
  };
}

export type MockExamOffersService = ReturnType<typeof createMockExamOffersService>;
