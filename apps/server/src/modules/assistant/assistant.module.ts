import { ASSISTANT_MESSAGES_PER_MINUTE } from '@ava/contracts';
import type { Config } from '../../config.ts';
import type { OpenAiCompatibleClient } from '../../platform/ai/openai-compatible.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createLibraryRepository } from '../library/library.module.ts';
import { createConsentAccess } from '../privacy/consent.access.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { createAssistantService } from './assistant.service.ts';
import { createEmbeddedProvider, createExternalProvider } from './assistant-providers.ts';
import { createRetrieval } from './assistant-retrieval.ts';

/** The AI assistant's chat (README): the 'assistant' service. */
export function createAssistantModule(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'AI_EMBEDDED_PACE_MS'>;
  /** The installation's OpenAI-compatible model (AI_BASE_URL), shared with the essay assistant; null without one. */
  model: OpenAiCompatibleClient | null;
}): AppModule {
  const { db, clock, config } = deps;
  const repo = createAssistantRepository(db);
  const library = createLibraryRepository(db);
  const external = deps.model && createExternalProvider(deps.model);
  const assistant = createAssistantService({
    repo,
    library,
    retrieval: createRetrieval({ library, repo }),
    embedded: createEmbeddedProvider({ paceMs: config.AI_EMBEDDED_PACE_MS }),
    external,
    consents: createConsentAccess(db),
    clock,
  });
  const limit = createRequestLimit({ clock, windowMs: 60_000, max: ASSISTANT_MESSAGES_PER_MINUTE });
  return { routes: { assistant: [mount(assistantRoutes, { assistant, limit })] } };
}
