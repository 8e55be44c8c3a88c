import type { AssistantChat, AssistantMessage } from '@ava/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const CHAT: AssistantChat = {
  id: '5b0c1f5e-8a0e-4b8e-9d59-3f1c2b7c9a01',
  user_id: 'student-1',
  title: 'Dúvidas de Ciências',
  status: 'open',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  can_write: true,
};
const ITEM_ID = '0c6f3a52-3f5e-4a55-9b7d-1d7c2c9e0f11';
const QUESTION: AssistantMessage = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  chat_id: CHAT.id,
  role: 'user',
  content: 'O que é a fotossíntese?',
  sources: [],
  refused: false,
  created_at: '2026-03-01T12:01:00.000Z',
};
const ANSWER: AssistantMessage = {
  ...QUESTION,
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  role: 'assistant',
  content: 'Encontrei isto no conteúdo da plataforma:\n\n[1] A fotossíntese: As plantas usam luz.',
  sources: [{ kind: 'library', id: ITEM_ID, title: 'A fotossíntese', card_type: 'digitalClasses' }],
};

const sseOf = (events: [string, unknown][]) =>
  new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

afterEach(() => logout());

describe('assistant screen', () => {
  it('asks in a chat: the answer arrives streamed, then is shown with its source as a link', {
    timeout: 15_000,
  }, async () => {
    let answered = false;
    const sent: { url: URL; headers: Headers; body: unknown }[] = [];
    answerFetch((url, init) => {
      if (url.pathname.startsWith('/api/assistant/')) {
        sent.push({ url, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : null });
      }
      switch (url.pathname) {
        case '/api/platforms/show':
          return jsonResponse(200, buildTheme());
        case '/api/assistant/assistant/chat/options':
          return jsonResponse(200, {
            engine: 'embedded',
            max_length: 1000,
            per_minute: 10,
            suggestions: [],
            students: [],
          });
        case '/api/assistant/assistant/chats':
          return jsonResponse(200, { chats: [CHAT] });
        case '/api/assistant/assistant/chat/messages':
          return jsonResponse(200, { messages: answered ? [QUESTION, ANSWER] : [] });
        case '/api/assistant/assistant/chat/message':
          answered = true;
          return sseOf([
            ['question', QUESTION],
            ['chunk', { text: 'Encontrei' }],
            ['chunk', { text: ' isto' }],
            ['done', ANSWER],
          ]);
        default:
          return undefined;
      }
    });
    startSession('demo', buildLogin('school_student', { user_id: 'student-1', menu: menuOf({ assistente: [] }) }));
    renderApp(`/demo/painel/assistente?conversa=${CHAT.id}`);
    // The assistant's code loads on first use.
    const box = await screen.findByLabelText('Sua pergunta', {}, { timeout: 5_000 });
    await userEvent.type(box, 'O que é a fotossíntese?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const link = await screen.findByRole('link', { name: '[1] Biblioteca: A fotossíntese' });
    expect(link.getAttribute('href')).toBe(`/demo/painel/aulas-digitais/${ITEM_ID}/conteudo`);
    await waitFor(() => expect(screen.queryByText('Escrevendo a resposta…')).toBeNull());
    const ask = sent.find((call) => call.url.pathname.endsWith('/chat/message'));
    expect(ask?.url.searchParams.get('platform')).toBe('demo');
    expect(ask?.headers.get('X-Product')).toBe('ava');
    expect(ask?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(ask?.body).toEqual({ chat_id: CHAT.id, message: 'O que é a fotossíntese?' });
    expect(sent.every((call) => call.headers.get('X-Product') === 'ava')).toBe(true);
  });

  it('shows a finished chat without the question box, and reopens it', { timeout: 15_000 }, async () => {
    const calls: string[] = [];
    answerFetch((url, init) => {
      if (init.method === 'PATCH') calls.push(url.pathname);
      switch (url.pathname) {
        case '/api/platforms/show':
          return jsonResponse(200, buildTheme());
        case '/api/assistant/assistant/chat/options':
          return jsonResponse(200, {
            engine: 'embedded',
            max_length: 1000,
            per_minute: 10,
            suggestions: [],
            students: [],
          });
        case '/api/assistant/assistant/chats':
          return jsonResponse(200, { chats: [{ ...CHAT, status: calls.length > 0 ? 'open' : 'finished' }] });
        case '/api/assistant/assistant/chat/messages':
          return jsonResponse(200, { messages: [] });
        case '/api/assistant/assistant/chat/reopen':
          return jsonResponse(200, { ...CHAT, status: 'open' });
        default:
          return undefined;
      }
    });
    startSession('demo', buildLogin('school_student', { user_id: 'student-1', menu: menuOf({ assistente: [] }) }));
    renderApp(`/demo/painel/assistente?conversa=${CHAT.id}`);
    await screen.findByText('Esta conversa foi encerrada. Reabra-a para continuar.', {}, { timeout: 5_000 });
    expect(screen.queryByLabelText('Sua pergunta')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    await screen.findByLabelText('Sua pergunta');
    expect(calls).toEqual(['/api/assistant/assistant/chat/reopen']);
  });
});
