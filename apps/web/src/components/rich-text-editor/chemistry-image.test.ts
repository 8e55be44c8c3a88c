import { CHEMISTRY_MESSAGES } from '@ava/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { renderChemistry } from './chemistry-image.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderChemistry', () => {
  it('sends the chemfig text to the chemistry service and gives the drawing’s url', async () => {
    const sent: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/chemistry/strText/toAwsURL' || init.method !== 'POST') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { url: '/api/storage/files/p/chemistry/abc.svg?expires=1&signature=s' });
    });
    expect(await renderChemistry('*6(-=-=-=)')).toEqual({
      url: '/api/storage/files/p/chemistry/abc.svg?expires=1&signature=s',
    });
    expect(sent).toEqual([{ strText: '*6(-=-=-=)' }]);
  });

  it('fails with the spec’s message, whatever went wrong', async () => {
    answerFetch((url) =>
      url.pathname.endsWith('/toAwsURL') ? jsonResponse(429, { message: 'Muitas requisições.' }) : undefined,
    );
    await expect(renderChemistry('\\input{/etc/passwd}')).rejects.toThrow(CHEMISTRY_MESSAGES.renderFailed);
  });
});
