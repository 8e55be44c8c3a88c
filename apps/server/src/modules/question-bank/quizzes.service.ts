import {
  MESSAGES,
  QUESTION_PAGE_SIZE,
  QUIZ_MESSAGES,
  type QuizCreate,
  type QuizQuestionEntry,
  type QuizSummary,
  type QuizUpdate,
  type QuizView,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { presentQuizSummary } from './question-bank.presenter.ts';
import { type QuestionsService, requireEducator } from './questions.service.ts';
import type { QuizRow, QuizzesRepository } from './quizzes.repository.ts';

/**
 * Quizzes: an educator's own named lists of bank questions. A quiz carries its questions, so
 * creating or editing one also creates the new questions and edits the caller's own (see README).
 */
export function createQuizzesService(deps: {
  quizzesRepo: QuizzesRepository;
  transact: Transact;
  questions: Pick<QuestionsService, 'createQuestion' | 'updateQuestion' | 'visible' | 'presentQuestions'>;
}) {
  const { quizzesRepo, questions } = deps;

  async function ownQuiz(user: AuthContext, id: string): Promise<QuizRow> {
    requireEducator(user);
    const quiz = await quizzesRepo.findOwn(user.platformId, user.userId, id);
    if (!quiz) throw notFound(MESSAGES.quizNotFound);
    return quiz;
  }

  /** The question id of each entry, creating or editing questions in the transaction; repeats kept once. */
  async function questionIdsOf(user: AuthContext, entries: readonly QuizQuestionEntry[], tx: Executor) {
    const ids: string[] = [];
    for (const entry of entries) {
      if (!('question' in entry)) ids.push((await questions.visible(user, entry.id, tx)).id);
      else if (entry.id) ids.push(await questions.updateQuestion(user, entry.id, entry.question, tx));
      else ids.push(await questions.createQuestion(user, entry.question, tx));
    }
    return [...new Set(ids)];
  }

  async function view(user: AuthContext, quiz: QuizRow): Promise<QuizView> {
    const views = await questions.presentQuestions(user, await quizzesRepo.questionIds(user.platformId, quiz.id));
    return { ...presentQuizSummary(quiz, views.length), questions: views };
  }

  return {
    async create(user: AuthContext, input: QuizCreate) {
      requireEducator(user);
      const quiz = await deps.transact(async (tx) => {
        const ids = await questionIdsOf(user, input.questions ?? [], tx);
        const row = await quizzesRepo.insert(
          user.platformId,
          user.userId,
          { title: input.title.trim(), description: input.description?.trim() ?? '' },
          tx,
        );
        await quizzesRepo.setQuestions(user.platformId, row.id, ids, tx);
        return row;
      });
      return { message: QUIZ_MESSAGES.created, quiz: await view(user, quiz) };
    },

    async update(user: AuthContext, input: QuizUpdate) {
      const quiz = await ownQuiz(user, input.id);
      await deps.transact(async (tx) => {
        if (input.questions) {
          const ids = await questionIdsOf(user, input.questions, tx);
          await quizzesRepo.setQuestions(user.platformId, quiz.id, ids, tx);
        }
        await quizzesRepo.update(
          user.platformId,
          quiz.id,
          { title: input.title?.trim(), description: input.description?.trim() },
          tx,
        );
      });
      return { message: QUIZ_MESSAGES.updated, quiz: await view(user, await ownQuiz(user, quiz.id)) };
    },

    /** Deletes the quiz only: its questions stay in the bank. */
    async remove(user: AuthContext, id: string) {
      const quiz = await ownQuiz(user, id);
      await quizzesRepo.delete(user.platformId, quiz.id);
      return { message: QUIZ_MESSAGES.deleted };
    },

    async show(user: AuthContext, id: string) {
      return { quiz: await view(user, await ownQuiz(user, id)) };
    },

    async list(user: AuthContext, query: { text?: string; page?: number; per_page?: number }) {
      requireEducator(user);
      const perPage = query.per_page ?? QUESTION_PAGE_SIZE;
      const { total, rows } = await quizzesRepo.listOwn(user.platformId, user.userId, {
        text: query.text,
        limit: perPage,
        offset: ((query.page ?? 1) - 1) * perPage,
      });
      const counts = await quizzesRepo.counts(
        user.platformId,
        rows.map((row) => row.id),
      );
      const results: QuizSummary[] = rows.map((row) => presentQuizSummary(row, counts.get(row.id) ?? 0));
      return { total, results };
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
