import type { Certificate, CertificateList } from '@ava/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin, buildTheme, menuOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const certificate = (overrides: Partial<Certificate>): Certificate => ({
  id: '0b8c1a52-6a2b-4c57-9d7e-3f1a2b3c4d5e',
  title: 'Atendimento ao cliente',
  source: 'course',
  name: 'Marina Alves',
  issued_at: '2026-03-02T15:00:00.000Z',
  workload_minutes: 180,
  code: 'ABCDE-12345',
  validation_url: 'http://localhost/demo/certificados/validar/ABCDE-12345',
  viewed: false,
  downloads: 0,
  ...overrides,
});

const LIST: CertificateList = {
  certificates: [
    certificate({}),
    certificate({
      id: '1c9d2b63-7b3c-4d68-8e8f-4a2b3c4d5e6f',
      title: 'Trilha das frações',
      source: 'trail',
      workload_minutes: null,
      code: 'FGHJK-67890',
      viewed: true,
      downloads: 2,
    }),
  ],
  unseen: 1,
};

function serve(list: CertificateList) {
  const calls: string[] = [];
  answerFetch((url, init) => {
    if (url.pathname === '/api/platforms/show') return jsonResponse(200, buildTheme());
    if (url.pathname === '/api/certificates/certificate/user_index') return jsonResponse(200, list);
    if (url.pathname.startsWith('/api/certificates/certificate/')) {
      const body = JSON.parse(String(init.body ?? '{}')) as { certificate_id?: string };
      calls.push(
        `${init.method ?? 'GET'} ${url.pathname.split('/').pop()} ${body.certificate_id ?? url.searchParams.get('certificate_id')}`,
      );
      if (url.pathname.endsWith('/pdf')) {
        return new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificado.pdf"',
          },
        });
      }
      const found = list.certificates.find((item) => item.id === body.certificate_id);
      return jsonResponse(200, { ...found, viewed: true, downloads: (found?.downloads ?? 0) + 1 });
    }
    return undefined;
  });
  startSession('demo', buildLogin('school_student', { menu: menuOf({ progresso: ['certificados'] }) }));
  return calls;
}

beforeAll(async () => {
  // jsdom has no object URLs: the saved file is the browser's business.
  URL.createObjectURL = vi.fn(() => 'blob:certificado');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await import('./certificates-screen.tsx');
});
afterEach(() => logout());

describe("the 'Certificados' screen", () => {
  it('lists each certificate with what was finished, when, its code and its PDF, and marks the new ones seen', async () => {
    const calls = serve(LIST);
    renderApp('/demo/painel/certificados');
    // The dashboard and the screen load as lazy chunks first.
    await screen.findByRole('heading', { name: 'Certificados', level: 1 }, { timeout: 10_000 });
    const course = await screen.findByRole('listitem', { name: 'Atendimento ao cliente' }, { timeout: 5_000 });
    const trail = screen.getByRole('listitem', { name: 'Trilha das frações' });
    expect(within(course).getByText('Curso')).toBeInTheDocument();
    expect(within(course).getByText('Novo')).toBeInTheDocument();
    expect(course).toHaveTextContent('Concluído em 02/03/2026');
    expect(course).toHaveTextContent('Carga horária: 3 horas');
    expect(within(course).getByText('ABCDE-12345')).toBeInTheDocument();
    expect(within(course).getByRole('link', { name: 'Conferir' })).toHaveAttribute(
      'href',
      'http://localhost/demo/certificados/validar/ABCDE-12345',
    );
    expect(within(trail).getByText('Trilha de aprendizagem')).toBeInTheDocument();
    expect(within(trail).queryByText('Novo')).toBeNull();
    await waitFor(() => expect(calls).toEqual([`PATCH view ${LIST.certificates[0]?.id}`]));
  });

  it("downloads the PDF with 'Baixar PDF' and records the download", async () => {
    const calls = serve(LIST);
    renderApp('/demo/painel/certificados');
    const button = await screen.findByRole(
      'button',
      { name: 'Baixar o PDF do certificado Trilha das frações' },
      { timeout: 10_000 },
    );
    expect(button).toHaveTextContent('Baixar PDF');
    await userEvent.click(button);
    const trail = LIST.certificates[1]?.id;
    await waitFor(() => expect(calls).toContain(`PATCH downloaded ${trail}`));
    expect(calls).toContain(`GET pdf ${trail}`);
  });

  it('says so when there is none yet', async () => {
    serve({ certificates: [], unseen: 0 });
    renderApp('/demo/painel/certificados');
    expect(
      await screen.findByText(
        'Você ainda não tem certificados. Eles aparecem aqui quando você conclui uma trilha ou um curso.',
      ),
    ).toBeInTheDocument();
  });
});
