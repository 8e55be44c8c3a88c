import { buffer } from 'node:stream/consumers';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createRichTextFiles, type RichTextFileAccess } from '../../platform/rich-text/rich-text-files.ts';
import type { IssuesService } from '../issues/issues.module.ts';
import { wordingOf } from '../platforms/platforms.module.ts';
import type { QuestionsService } from '../question-bank/question-bank.module.ts';
import type { StorageService } from '../storage/storage.module.ts';
import { createExamAccess, EXAM_FILES_NAMESPACE } from './exam-builder.access.ts';
import type { ExamMedia } from './exam-builder.presenter.ts';
import { createExamBuilderRepository } from './exam-builder.repository.ts';
import { examCatalogueRoutes } from './exam-catalogue.routes.ts';
import { createExamCatalogueService } from './exam-catalogue.service.ts';
import { createExamReader } from './exam-reader.ts';
import { createExamSearchRepository } from './exam-search.repository.ts';
import { examWizardRoutes } from './exam-wizard.routes.ts';
import { createExamWizardService } from './exam-wizard.service.ts';

/** Issue reports a user may send in a minute, as on the main service's issues routes. */
const REPORTS_PER_MINUTE = 30;

export function createExamBuilderModule(deps: {
  db: Executor;
  clock: Clock;
  storage: RichTextFileAccess & Pick<StorageService, 'saveUpload' | 'remove' | 'registerAccessRule' | 'open'>;
  questions: Pick<QuestionsService, 'createQuestion' | 'updateQuestion' | 'visible'>;
  issues: IssuesService;
}): AppModule {
  const { db, storage } = deps;
  const repo = createExamBuilderRepository(db);
  const access = createExamAccess(repo);
  storage.registerAccessRule(EXAM_FILES_NAMESPACE, access.filesRule);
  const richText = createRichTextFiles(storage);
  const media: ExamMedia = { file: (key) => (key ? storage.signedUrl(key) : null), text: richText.forReader };
  const reader = createExamReader({ repo, media });
  // Stored text is kept as it is too: the PDF draws plain text, and its files as their bytes.
  const keyReader = createExamReader({ repo, media: { file: (key) => key, text: (stored) => stored } });
  const wizard = createExamWizardService({ repo, access, reader, richText, storage, questions: deps.questions });
  const catalogue = createExamCatalogueService({
    wordingOf: (platformId) => wordingOf(platformId, db),
    repo,
    searchRepo: createExamSearchRepository(db),
    access,
    reader,
    keyReader,
    media,
    readFile: async (user, key) => {
      try {
        const { body } = await storage.open(user, key);
        return new Uint8Array(await buffer(body));
      } catch (error) {
        // A file gone or not readable leaves a note in its place, as a sound does.
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  });
  return {
    routes: {
      'exam-builder': [
        mount(examWizardRoutes, { wizard }),
        mount(examCatalogueRoutes, {
          catalogue,
          issues: deps.issues,
          writeLimit: createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: REPORTS_PER_MINUTE }),
        }),
      ],
    },
  };
}
