import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { getSession, handOverSession, logout, startSession } from '../session.ts';
import { useToasts } from '../toast.ts';
import { prefetchGets } from './landing-prefetch.ts';
import { request } from './request.ts';

const fetchAnswers = (response: Response | Promise<Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response));

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error('the request did not fail');
}

afterEach(() => logout());

describe('http client', () => {
  it('sends the bearer token and the platform of the session to the service base', async () => {
    startSession('demo', buildLogin());
    const fetch = fetchAnswers(jsonResponse(200, { ok: true }));

    await expect(request('identity', '/users/me', { query: { page: 2, empty: '' } })).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/identity/users/me?page=2');
    expect(headers.get('Authorization')).toBe('Bearer token-school_student');
    expect(headers.get('X-Platform')).toBe('demo');
  });

  it("takes the first script's answer of a GET once, then asks the server again", async () => {
    startSession('demo', buildLogin());
    const fetch = fetchAnswers(jsonResponse(200, { from: 'prefetch' }));
    prefetchGets(['/api/level/index'], { authorization: 'Bearer token-school_student', platform: 'demo' });
    fetch.mockImplementation(() => Promise.resolve(jsonResponse(200, { from: 'request' })));

    await expect(request('main', '/level/index')).resolves.toEqual({ from: 'prefetch' });
    await expect(request('main', '/level/index')).resolves.toEqual({ from: 'request' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never hands one session's prefetched answer to another token", async () => {
    startSession('demo', buildLogin());
    const fetch = fetchAnswers(jsonResponse(200, { from: 'prefetch' }));
    prefetchGets(['/api/level/index'], { authorization: 'Bearer someone-else', platform: 'demo' });
    fetch.mockImplementation(() => Promise.resolve(jsonResponse(200, { from: 'request' })));

    await expect(request('main', '/level/index')).resolves.toEqual({ from: 'request' });
  });

  it('asks again when the prefetch failed on the network', async () => {
    startSession('demo', buildLogin());
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new TypeError('offline')));
    prefetchGets(['/api/level/index'], { authorization: 'Bearer token-school_student', platform: 'demo' });
    fetch.mockImplementation(() => Promise.resolve(jsonResponse(200, { from: 'request' })));

    await expect(request('main', '/level/index')).resolves.toEqual({ from: 'request' });
  });

  it('keeps an authorization the caller set and sends bodies as JSON', async () => {
    startSession('demo', buildLogin());
    const fetch = fetchAnswers(new Response(null, { status: 204 }));

    await request('main', '/x', { method: 'PUT', body: { a: 1 }, headers: { Authorization: 'Bearer other' } });

    const init = fetch.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer other');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it.each([
    [403, null, 'Não foi possível concluir a sua requisição.'],
    [404, null, 'O serviço que você tentou acessar não foi encontrado'],
    [500, { message: 'Falhou aqui.' }, 'Falhou aqui.'],
    [503, { error: 'Em manutenção' }, 'Em manutenção'],
    [418, null, 'Ocorreu um erro inesperado.'],
  ])('maps status %i to the catalogue message', async (status, body, message) => {
    fetchAnswers(body ? jsonResponse(status, body) : new Response(null, { status }));
    expect(await failureOf(request('main', '/x'))).toMatchObject({ status, message });
  });

  it('shows a plain-text error body', async () => {
    fetchAnswers(new Response('Serviço fora do ar', { status: 502, headers: { 'content-type': 'text/plain' } }));
    expect(await failureOf(request('main', '/x'))).toMatchObject({ status: 502, message: 'Serviço fora do ar' });
  });

  it('ends the session when any service answers 498', async () => {
    startSession('demo', buildLogin());
    fetchAnswers(jsonResponse(498, { message: 'Token inválido.' }));

    expect(await failureOf(request('games', '/games'))).toMatchObject({ status: 498, message: 'Token inválido.' });
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the invalid token was another one, sent for a session since left', async () => {
    startSession('demo', buildLogin());
    fetchAnswers(jsonResponse(498, { message: 'Token inválido.' }));
    const left = { headers: { Authorization: 'Bearer token-do-dependente' } };
    expect(await failureOf(request('tracker', '/report/register_log', left))).toMatchObject({ status: 498 });
    expect(getSession()).not.toBeNull();
  });

  it('keeps the session when the token is answered invalid while the session is being handed over', async () => {
    startSession('demo', buildLogin());
    fetchAnswers(jsonResponse(498, { message: 'Token inválido.' }));
    await handOverSession(async () => {
      expect(await failureOf(request('tracker', '/report/register_log'))).toMatchObject({ status: 498 });
    });
    expect(getSession()).not.toBeNull();
  });

  it('reports a network failure as 520', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failureOf(request('main', '/x'))).toMatchObject({
      status: 520,
      message: 'Ocorreu um erro inesperado.',
    });
  });

  it('reports a cancelled request as 499', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    expect(await failureOf(request('main', '/x'))).toMatchObject({
      status: 499,
      message: 'A requisição foi cancelada.',
    });
  });

  it('shows the message as an error toast when the caller asks', async () => {
    const { result } = renderHook(() => useToasts());
    fetchAnswers(jsonResponse(500, {}));

    await failureOf(request('main', '/x', { notifyError: true }));

    expect(result.current.at(-1)).toMatchObject({ status: 'error', message: 'Houve um erro interno.' });
  });
});
