import type { OpenAiCompatibleClient } from '../../platform/ai/openai-compatible.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createEssayMarks, createEssayToCorrect } from '../essays/essays.module.ts';
import { createConsentAccess } from '../privacy/consent.access.ts';
import { createSubmissions } from '../school-work/school-work.access.ts';
import { createModelCorrector } from './engine/model-corrector.ts';
import { createWorkerCorrector } from './engine/worker-corrector.ts';
import { createEssayAssistantRepository } from './essay-assistant.repository.ts';
import { essayAssistantRoutes } from './essay-assistant.routes.ts';
import { createEssayAssistantService } from './essay-assistant.service.ts';

/** A teacher corrects a class's essays one after another: 20 a minute each, then a wait. */
const CORRECTIONS_PER_MINUTE = 20;

export function createEssayAssistantModule(deps: {
  db: Database;
  clock: Clock;
  /** The installation's OpenAI-compatible model, shared with the assistant's chat; null without one. */
  model: OpenAiCompatibleClient | null;
}): AppModule {
  const access = createActivityAccess(deps.db);
  const corrector = createWorkerCorrector();
  const submissions = createSubmissions(deps.db);
  const essayAssistant = createEssayAssistantService({
    repo: createEssayAssistantRepository(deps.db),
    corrector,
    external: deps.model && createModelCorrector(deps.model),
    consents: createConsentAccess(deps.db),
    access,
    submissions,
    essayToCorrect: createEssayToCorrect({ access, submissions }),
    stageOf: submissions.classroomStage,
    essayMarks: createEssayMarks(deps.db),
    transact: transactOn(deps.db),
  });
  const limit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: CORRECTIONS_PER_MINUTE });
  return {
    routes: { assistant: [mount(essayAssistantRoutes, { essayAssistant, limit })] },
    close: () => corrector.close(),
  };
}
