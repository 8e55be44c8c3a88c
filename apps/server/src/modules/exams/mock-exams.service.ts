import {
  type ExamQuestion,
  type ExamResult,
  type ExamSaveResponse,
  type ExamTimeLeft,
  MESSAGES,
  type MockExamSave,
  type MockExamsByDiscipline,
  roleGroup,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { ExamClosing } from './exam-closing.service.ts';
import type { ExamTaking, Sitting } from './exam-taking.ts';
import type { ExamsRepository } from './exams.repository.ts';
import { attemptState } from './exams.service.ts';

/**
 * Mock exams (exams service): published exams of the platform offered for practice by
 * discipline. Students sit them on their own, with the same clock and save rules (exam-taking.ts);
 * there is no pause, password or randomisation, and finishing shows the result at once.
 */
export function createMockExamsService(deps: { repo: ExamsRepository; taking: ExamTaking; closing: ExamClosing }) {
  const { repo, taking, closing } = deps;

  async function sittingOf(user: AuthContext, examId: string): Promise<{ sitting: Sitting; withdrawn: boolean }> {
    if (roleGroup(user.role) !== 'student') throw forbidden();
    const found = await repo.mockExam(user.platformId, examId);
    if (!found) throw notFound(MESSAGES.mockExamNotFound);
    const sitting: Sitting = {
      platformId: user.platformId,
      studentId: user.userId,
      target: { mockExamId: examId },
      examId,
      duration: found.mock.duration,
      pausedAt: null,
      randomizeQuestions: false,
      randomizeAlternatives: false,
    };
    return { sitting, withdrawn: found.mock.withdrawn_at !== null };
  }

  async function attemptOf(user: AuthContext, examId: string) {
    const { sitting } = await sittingOf(user, examId);
    const attempt = await taking.current(sitting);
    if (!attempt) throw new AppError(409, MESSAGES.examNotStarted);
    return { sitting, attempt };
  }

  return {
    async byDiscipline(user: AuthContext, discipline: string | undefined): Promise<MockExamsByDiscipline> {
      if (roleGroup(user.role) !== 'student') throw forbidden();
      await closing.closeExpired(user.platformId, { studentId: user.userId, mocksOnly: true });
      const rows = await repo.mockExamsFor(user.platformId, user.userId, discipline);
      const groups = new Map<string, MockExamsByDiscipline['disciplines'][number]['exams']>();
      for (const row of rows) {
        const list = groups.get(row.mock.discipline) ?? [];
        list.push({
          exam_id: row.exam.id,
          external_id: row.exam.external_id,
          description: row.exam.description,
          duration: row.mock.duration,
          total_questions: row.total_questions,
          status: attemptState(row.attempt),
          score: row.attempt?.score ?? null,
        });
        groups.set(row.mock.discipline, list);
      }
      return { disciplines: [...groups].map(([name, exams]) => ({ discipline: name, exams })) };
    },

    /** Starts the mock attempt on the first call. */
    async timeLeft(user: AuthContext, examId: string): Promise<ExamTimeLeft> {
      const { sitting, withdrawn } = await sittingOf(user, examId);
      const current = await taking.current(sitting);
      // A withdrawn mock exam starts no new attempt; one already started runs to its end.
      if (!current && withdrawn) throw notFound(MESSAGES.mockExamNotFound);
      const attempt = current ?? (await taking.start(sitting));
      return taking.state(sitting, attempt);
    },

    async questions(user: AuthContext, examId: string): Promise<{ questions: ExamQuestion[] }> {
      const { attempt } = await attemptOf(user, examId);
      return {
        questions: await taking.questions(user.platformId, examId, attempt, { reveal: attempt.finished_at !== null }),
      };
    },

    save: (user: AuthContext, input: MockExamSave): Promise<ExamSaveResponse> =>
      taking.save(user, { mockExamId: input.exam_id }, input),

    /** Finishes (idempotent) and answers the result. */
    async finish(user: AuthContext, examId: string): Promise<ExamResult> {
      const { sitting, attempt } = await attemptOf(user, examId);
      const { attempt: finished } = await taking.finish(sitting, attempt, 'student');
      return taking.result(user.platformId, examId, finished, null);
    },
  };
}

export type MockExamsService = ReturnType<typeof createMockExamsService>;
