import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer } from '../../../test/model-server.ts';
import { createOpenAiCompatibleClient, ModelStreamError } from './openai-compatible.ts';

let model: Awaited<ReturnType<typeof startModelServer>>;
let client: ReturnType<typeof createOpenAiCompatibleClient>;

const collect = async (pieces: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
};
const ask = () => client.streamChat([{ role: 'user', content: 'Oi' }]);

beforeAll(async () => {
  model = await startModelServer();
  client = createOpenAiCompatibleClient({ baseUrl: `${model.url}/`, apiKey: 'chave', model: 'modelo', timeoutMs: 300 });
});
afterAll(() => model.close());

describe('OpenAI-compatible client', () => {
  it('posts a streamed chat completion and yields the pieces of the answer', async () => {
    model.behave({ kind: 'answer', pieces: ['A fotos', 'síntese ', 'usa luz.'] });
    expect(await collect(ask())).toEqual(['A fotos', 'síntese ', 'usa luz.']);
    const sent = model.requests.at(-1);
    expect(sent?.headers.authorization).toBe('Bearer chave');
    expect(sent?.body).toMatchObject({ model: 'modelo', stream: true, messages: [{ role: 'user', content: 'Oi' }] });
  });

  it('fails cleanly when the stream breaks before [DONE]', async () => {
    model.behave({ kind: 'broken', pieces: ['Começo'] });
    const received: string[] = [];
    await expect(
      (async () => {
        for await (const piece of ask()) received.push(piece);
      })(),
    ).rejects.toBeInstanceOf(ModelStreamError);
    expect(received).toEqual(['Começo']);
  });

  it('gives up when the model stays silent longer than the time-out', async () => {
    model.behave({ kind: 'silent' });
    const started = Date.now();
    await expect(collect(ask())).rejects.toThrow('o modelo não respondeu em 300 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails on a piece that is not JSON and on a refusing status', async () => {
    model.behave({ kind: 'garbage' });
    await expect(collect(ask())).rejects.toThrow('ilegível');
    model.behave({ kind: 'status', status: 401 });
    await expect(collect(ask())).rejects.toThrow('o modelo respondeu 401');
  });

  it('fails when nothing listens at the address', async () => {
    const nowhere = createOpenAiCompatibleClient({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    await expect(collect(nowhere.streamChat([{ role: 'user', content: 'Oi' }]))).rejects.toBeInstanceOf(
      ModelStreamError,
    );
  });
});
