import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import { createIssuesRepository } from '../issues/issues.repository.ts';
import { createIssuesService } from '../issues/issues.service.ts';
import type { StorageService } from '../storage/storage.service.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { questionBankRoutes } from './question-bank.routes.ts';
import { createQuestionSearchService } from './question-search.service.ts';
import { createQuestionsService } from './questions.service.ts';
import { createQuizzesRepository } from './quizzes.repository.ts';
import { quizzesRoutes } from './quizzes.routes.ts';
import { createQuizzesService } from './quizzes.service.ts';

/**
 * The question bank (questions service). `questions` is what other modules use: the exam
 * wizard creates, edits and presents questions with it (inside its own transactions).
 */
export function createQuestionBankModule(deps: {
  db: Executor;
  clock: Clock;
  storage: RichTextFileAccess & Pick<StorageService, 'meta' | 'keyOfUrl' | 'signedUrl'>;
}) {
  const { db, storage } = deps;
  const richText = createRichTextFiles(storage);
  const questions = createQuestionsService({
    db,
    storage,
    richText,
    media: { text: richText.forReader, url: (key) => (key ? storage.signedUrl(key) : null) },
  });
  const search = createQuestionSearchService({
    questionsRepo: createQuestionBankRepository(db),
    questions,
    issues: createIssuesService({ issuesRepo: createIssuesRepository(db) }),
    clock: deps.clock,
  });
  const quizzes = createQuizzesService({
    quizzesRepo: createQuizzesRepository(db),
    quizzesRepoOf: createQuizzesRepository,
    questions,
  });

  return {
    questions,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(questionBankRoutes, { questions, search });
      await app.register(quizzesRoutes, { quizzes });
    },
  };
}

export type QuestionBankModule = ReturnType<typeof createQuestionBankModule>;
