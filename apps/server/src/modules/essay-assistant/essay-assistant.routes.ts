import {
  essayCorrectionRequestSchema,
  essaySuggestionsAnswerSchema,
  essaySuggestionsQuerySchema,
  proposedSuggestionsSchema,
  suggestionAcceptedSchema,
  suggestionAcceptSchema,
  suggestionIdsAnswerSchema,
  suggestionIdsSchema,
  suggestionListSchema,
  suggestionsByChatQuerySchema,
  suggestionTargetQuerySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import { limitRequests, type RequestLimit } from '../../platform/rate-limit/request-limit.ts';
import { CORRECTION_KINDS, type CorrectionKind, type EssayAssistantService } from './essay-assistant.service.ts';

const SUMMARIES: Record<CorrectionKind, string> = {
  correction:
    'Corrects a sent essay (spelling, grammar, style and the rubric scores); its marks become suggestions to validate',
  suggestion: 'Suggests spelling, grammar and style marks on a sent essay, to validate',
  'suggestion-enem':
    'Scores a sent essay on the five ENEM competences, with reasons and the proposal marks, to validate',
};

/** Served by the assistant service (endpoints.tsv); only educators of the activity call them. */
export const essayAssistantRoutes: FastifyPluginAsyncZod<{
  essayAssistant: EssayAssistantService;
  limit: RequestLimit;
}> = async (app, { essayAssistant, limit }) => {
  for (const kind of Object.keys(CORRECTION_KINDS) as CorrectionKind[]) {
    app.post(
      `/assistant/essay/${kind}`,
      {
        onRequest: limitRequests(limit, (request) => request.auth?.userId ?? request.ip),
        config: { permission: 'create.activities' },
        schema: {
          summary: SUMMARIES[kind],
          body: essayCorrectionRequestSchema,
          response: { 200: essaySuggestionsAnswerSchema },
        },
      },
      (request) => essayAssistant.correct(requireAuth(request), kind, request.body),
    );
  }

  for (const source of ['internal', 'external'] as const) {
    app.post(
      `/assistant/suggestions/${source}`,
      {
        config: { permission: 'create.activities' },
        schema: {
          summary: `Proposes marks on a sent essay made ${source === 'internal' ? "by the platform's assistant chat" : 'by an outside tool'}, to validate`,
          querystring: suggestionTargetQuerySchema,
          body: proposedSuggestionsSchema,
          response: { 200: suggestionListSchema },
        },
      },
      (request) => essayAssistant.propose(requireAuth(request), source, request.query, request.body.suggestions),
    );
  }

  app.get(
    '/assistant/suggestions',
    {
      config: {
        permission: 'create.activities',
        auditsRead: { what: 'essay_marks', student: 'student', resource: 'activity' },
      },
      schema: {
        summary: "An essay's suggestions (the waiting ones unless a status is asked) and its latest rubric scores",
        querystring: essaySuggestionsQuerySchema,
        response: { 200: essaySuggestionsAnswerSchema },
      },
    },
    (request) => essayAssistant.list(requireAuth(request), request.query),
  );

  app.get(
    '/assistant/suggestions_by_chat',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'The suggestions an assistant chat produced',
        querystring: suggestionsByChatQuerySchema,
        response: { 200: suggestionListSchema },
      },
    },
    (request) => essayAssistant.byChat(requireAuth(request), request.query.chat),
  );

  app.post(
    '/assistant/suggestions_by_ids',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'Suggestions by their ids',
        body: suggestionIdsSchema,
        response: { 200: suggestionListSchema },
      },
    },
    (request) => essayAssistant.byIds(requireAuth(request), request.body.ids),
  );

  app.delete(
    '/assistant/suggestions',
    {
      config: {
        permission: 'create.activities',
        auditsRead: { what: 'essay_marks', student: 'student', resource: 'activity' },
      },
      schema: {
        summary: 'Rejects suggestions: they never reach the student',
        body: suggestionIdsSchema,
        response: { 200: suggestionIdsAnswerSchema },
      },
    },
    (request) => essayAssistant.reject(requireAuth(request), request.body.ids),
  );

  // Completed here: the spec names no call for the educator's acceptance.
  app.post(
    '/assistant/suggestions/accept',
    {
      config: { permission: 'create.activities' },
      schema: {
        summary: 'Accepts a suggestion, as proposed or edited: it becomes a correction mark the student sees',
        body: suggestionAcceptSchema,
        response: { 200: suggestionAcceptedSchema },
      },
    },
    (request) => essayAssistant.accept(requireAuth(request), request.body),
  );
};
