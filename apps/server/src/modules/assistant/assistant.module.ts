import { ASSISTANT_MESSAGES_PER_MINUTE } from '@ava/contracts';
import type { Config } from '../../config.ts';
import { createOpenAiCompatibleClient } from '../../platform/ai/openai-compatible.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import { createRequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { createLibraryRepository } from '../library/library.module.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { createAssistantService } from './assistant.service.ts';
import { createEmbeddedProvider, createExternalProvider } from './assistant-providers.ts';
import { createRetrieval } from './assistant-retrieval.ts';

/** The AI assistant's chat (README): the 'assistant' service. */
export function createAssistantModule(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_EMBEDDED_PACE_MS'>;
}): AppModule {
  const { db, clock, config } = deps;
  const repo = createAssistantRepository(db);
  const library = createLibraryRepository(db);
  const external = config.AI_BASE_URL
    ? createExternalProvider(
        createOpenAiCompatibleClient({
          baseUrl: config.AI_BASE_URL,
          apiKey: config.AI_API_KEY,
          model: config.AI_MODEL,
          timeoutMs: config.AI_TIMEOUT_MS,
        }),
      )
    : null;
  const assistant = createAssistantService({
    repo,
    library,
    retrieval: createRetrieval({ library, repo }),
    embedded: createEmbeddedProvider({ paceMs: config.AI_EMBEDDED_PACE_MS }),
    external,
    clock,
  });
  const limit = createRequestLimit({ clock, windowMs: 60_000, max: ASSISTANT_MESSAGES_PER_MINUTE });
  return { routes: { assistant: [mount(assistantRoutes, { assistant, limit })] } };
}
