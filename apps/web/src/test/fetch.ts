import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Route = (url: URL, init: RequestInit) => Response | undefined;

function answer(routes: Route[], url: URL, init: RequestInit): Response {
  for (const route of routes) {
    const response = route(url, init);
    if (response) return response;
  }
  return jsonResponse(404, { message: 'not found' });
}

/** Answers fetch from the first route that knows the address; anything else is a 404. */
export function answerFetch(...routes: Route[]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init = {}) => answer(routes, new URL(String(input), 'http://localhost'), init));
}

/**
 * As answerFetch, but a request to the `held` path waits until `release` answers it (200 by
 * default): a slow network there, to look at the screen while that request is on its way.
 */
export function answerFetchHolding(held: string, ...routes: Route[]) {
  let release: (response: Response) => void = () => {};
  const answered = new Promise<Response>((resolve) => {
    release = resolve;
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === held ? answered : answer(routes, url, init);
  });
  return { release: (response = jsonResponse(200, { message: 'ok' })) => release(response) };
}
