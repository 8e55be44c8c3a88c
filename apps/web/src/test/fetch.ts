import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Route = (url: URL, init: RequestInit) => Response | undefined;

/** Answers fetch from the first route that knows the address; anything else is a 404. */
export function answerFetch(...routes: Route[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const response = route(url, init);
      if (response) return response;
    }
    return jsonResponse(404, { message: 'not found' });
  });
}
