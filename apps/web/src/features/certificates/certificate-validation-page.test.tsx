import { CERTIFICATE_MESSAGES } from '@ava/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildTheme } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const GENUINE = 'ABCDE12345';

function serve(configs: Record<string, unknown> = {}) {
  const asked: unknown[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show')
      return jsonResponse(200, buildTheme({ name: 'Academia Corporativa', configs }));
    if (url.pathname === '/api/certificates/certificate/validate') {
      const body = JSON.parse(String(init.body)) as { platform: string; code: string };
      asked.push(body);
      return body.code.replace('-', '').toUpperCase() === GENUINE
        ? jsonResponse(200, {
            name: 'Marina Alves',
            title: 'Atendimento ao cliente',
            issued_at: '2026-03-02T15:00:00.000Z',
          })
        : jsonResponse(404, { message: CERTIFICATE_MESSAGES.unknownCode });
    }
    return undefined;
  });
  return asked;
}

beforeAll(() => import('./certificate-validation-page.tsx'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the certificate validation page', () => {
  it("checks the address's code without a session and shows only the name, the title and the date", async () => {
    const asked = serve();
    renderApp('/demo/certificados/validar/ABCDE-12345');
    const result = await screen.findByRole('region', { name: 'Certificado autêntico' }, { timeout: 10_000 });
    expect(within(result).getByText('Marina Alves')).toBeInTheDocument();
    expect(within(result).getByText('Atendimento ao cliente')).toBeInTheDocument();
    expect(within(result).getByText('02/03/2026')).toBeInTheDocument();
    expect(asked).toEqual([{ platform: 'demo', code: 'ABCDE-12345' }]);
  });

  it('says clearly when a typed code is unknown', async () => {
    serve();
    renderApp('/demo/certificados/validar');
    const input = await screen.findByLabelText('Código do certificado', {}, { timeout: 10_000 });
    await userEvent.type(input, 'ZZZZZ-99999');
    await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Certificado não encontrado');
    expect(alert).toHaveTextContent(CERTIFICATE_MESSAGES.unknownCode);
  });

  it("is the platform's page at /:business on one of its certificate hosts", async () => {
    serve({ certificate_hosts: ['localhost'] });
    renderApp(`/demo?codigo=${GENUINE}`);
    expect(
      await screen.findByRole('heading', { name: 'Validação de certificado' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Certificado autêntico' })).toBeInTheDocument();
  });
});
