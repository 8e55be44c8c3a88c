import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createActivityAccess } from '../activities/activities.access.ts';
import { createEssayMarks, createEssayToCorrect } from '../essays/essays.module.ts';
import { createSubmissions } from '../school-work/school-work.access.ts';
import { createEmbeddedCorrector } from './engine/embedded-corrector.ts';
import { createEssayAssistantRepository } from './essay-assistant.repository.ts';
import { essayAssistantRoutes } from './essay-assistant.routes.ts';
import { createEssayAssistantService } from './essay-assistant.service.ts';

/** A teacher corrects a class's essays one after another: 20 a minute each, then a wait. */
const CORRECTIONS_PER_MINUTE = 20;

export function createEssayAssistantModule(deps: { db: Database; clock: Clock }): AppModule {
  const access = createActivityAccess(deps.db);
  const submissions = createSubmissions(deps.db);
  const essayAssistant = createEssayAssistantService({
    repo: createEssayAssistantRepository(deps.db),
    // The one corrector today; an OpenAI-compatible one (AI_* settings) would be chosen here.
    corrector: createEmbeddedCorrector(),
    access,
    submissions,
    essayToCorrect: createEssayToCorrect({ access, submissions }),
    stageOf: submissions.classroomStage,
    essayMarks: createEssayMarks(deps.db),
    transact: transactOn(deps.db),
  });
  const limit = createRequestLimit({ clock: deps.clock, windowMs: 60_000, max: CORRECTIONS_PER_MINUTE });
  return { routes: { assistant: [mount(essayAssistantRoutes, { essayAssistant, limit })] } };
}
