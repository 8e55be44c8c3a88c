import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import type { IssuesService } from '../issues/issues.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createQuestionBankRepository } from './question-bank.repository.ts';
import { questionBankRoutes } from './question-bank.routes.ts';
import { createQuestionSearchService } from './question-search.service.ts';
import { createQuestionsService, type QuestionsService } from './questions.service.ts';
import { createQuizzesRepository } from './quizzes.repository.ts';
import { quizzesRoutes } from './quizzes.routes.ts';
import { createQuizzesService } from './quizzes.service.ts';

/** Reading questions in other modules' SQL (exams, the exam wizard): alternatives in order, rich text as plain text. */
export { plainText } from './question-bank.presenter.ts';
export type { QuestionsService };

export interface QuestionBankModule extends AppModule {
  /** The exam wizard writes its questions through the bank. */
  questions: QuestionsService;
}

export function createQuestionBankModule(deps: {
  db: Database;
  clock: Clock;
  storage: RichTextFileAccess & Pick<StorageService, 'meta' | 'keyOfUrl' | 'signedUrl'>;
  issues: IssuesService;
}): QuestionBankModule {
  const { db, storage } = deps;
  const richText = createRichTextFiles(storage);
  const transact = transactOn(db);
  const questionsRepo = createQuestionBankRepository(db);
  const questions = createQuestionsService({
    questionsRepo,
    transact,
    storage,
    richText,
    media: { text: richText.forReader, url: (key) => (key ? storage.signedUrl(key) : null) },
  });
  const search = createQuestionSearchService({
    questionsRepo,
    transact,
    questions,
    issues: deps.issues,
    clock: deps.clock,
  });
  const quizzes = createQuizzesService({
    quizzesRepo: createQuizzesRepository(db),
    transact,
    questions,
  });
  return {
    questions,
    routes: { questions: [mount(questionBankRoutes, { questions, search }), mount(quizzesRoutes, { quizzes })] },
  };
}
