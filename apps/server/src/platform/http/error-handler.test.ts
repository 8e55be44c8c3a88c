import { MESSAGES } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password: 'senha', platform: 'demo' },
  });

describe('a request body over the limit (1 MB)', () => {
  it("answers 413 with the catalogue's message, not 400", async () => {
    const response = await login('a'.repeat(1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.requestTooLarge });
  });

  it('is read as usual just under the limit', async () => {
    const response = await login('a'.repeat(1000 * 1000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Verifique as informações e tente novamente.');
  });
});
