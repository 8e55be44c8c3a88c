import { type AssistantStreamEvent, messageFromResponse, UNKNOWN_STATUS } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { HttpError } from '../../../lib/http/http-error.ts';
import { sessionHeaders } from '../../../lib/http/request.ts';
import { serviceUrl } from '../../../lib/http/service-url.ts';
import { getSession } from '../../../lib/session.ts';
import { assistantKeys } from './assistant-keys.ts';
import { productHeaders } from './assistant-request.ts';

/** The server-sent events complete in `buffer`, and what is left of it. */
export function parseEvents(buffer: string): { events: AssistantStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    return event && data ? [{ event, data: JSON.parse(data) } as AssistantStreamEvent] : [];
  });
  return { events, rest };
}

/**
 * POST /assistant/chat/message?platform={business}, streamed: the bearer, the platform and the
 * product header go along; each event reaches `onEvent` as it arrives. A refusal before the
 * stream (finished chat, too many questions) throws an HttpError with the catalogue message.
 */
export async function streamMessage(
  chatId: string,
  message: string,
  onEvent: (event: AssistantStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers = sessionHeaders(productHeaders({ 'Content-Type': 'application/json' }));
  const response = await fetch(
    serviceUrl('assistant', '/assistant/chat/message', { platform: getSession()?.platform }),
    { method: 'POST', headers, body: JSON.stringify({ chat_id: chatId, message }), signal },
  ).catch(() => {
    throw new HttpError(UNKNOWN_STATUS, messageFromResponse(UNKNOWN_STATUS, null));
  });
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => null);
    throw new HttpError(response.status, messageFromResponse(response.status, body), body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
}

export interface Streaming {
  question: string;
  /** The answer's text so far. */
  text: string;
}

/** Sends a question and follows its answer; the chat's messages are read again when it is done. */
export function useSendMessage(chatId: string) {
  const client = useQueryClient();
  const [streaming, setStreaming] = useState<Streaming | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (message: string) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setError(null);
      setStreaming({ question: message, text: '' });
      try {
        await streamMessage(
          chatId,
          message,
          (event) => {
            if (event.event === 'chunk') {
              setStreaming((current) => current && { ...current, text: current.text + event.data.text });
            }
          },
          controller.signal,
        );
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        await client.invalidateQueries({ queryKey: assistantKeys.all });
        if (abort.current === controller) setStreaming(null);
      }
    },
    [chatId, client],
  );

  return { send, streaming, error };
}
