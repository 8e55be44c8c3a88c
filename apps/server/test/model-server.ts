import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with the next request. */
export type ModelBehaviour =
  | { kind: 'answer'; pieces: string[] }
  | { kind: 'broken'; pieces: string[] }
  | { kind: 'silent' }
  | { kind: 'garbage' }
  | { kind: 'status'; status: number };

/**
 * A local server that speaks OpenAI's streamed chat completions (server-sent events of JSON
 * deltas ending with `data: [DONE]`), for tests of the OpenAI-compatible client and whatever uses it.
 */
export async function startModelServer() {
  let behaviour: ModelBehaviour = { kind: 'answer', pieces: ['Olá'] };
  const requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  const open = new Set<ServerResponse>();
  const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part) => {
      raw += part;
    });
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) });
      open.add(response);
      response.on('close', () => open.delete(response));
      if (behaviour.kind === 'silent') return;
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":"não"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (behaviour.kind === 'garbage') {
        response.end('data: {não é json\n\n');
        return;
      }
      // Pieces split across writes, as a real stream may cut a line in two.
      for (const piece of behaviour.pieces) {
        const event = delta(piece);
        response.write(event.slice(0, 7));
        response.write(event.slice(7));
      }
      // The connection drops once what was written has left.
      if (behaviour.kind === 'broken') setTimeout(() => response.destroy(), 50);
      else response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: ModelBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
}
