import type { LibraryDetails, LibraryItem, LibrarySearchResponse } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildLogin } from '../../test/fixtures.ts';
import { renderInRouter } from '../../test/render-in-router.tsx';
import { stubViewport } from '../../test/viewport.ts';
import LibraryScreen from './library-screen.tsx';

// The book's PDF never loads here: only the viewer's toolbar matters.
vi.mock('../../components/pdf-viewer/pdf-document.ts', () => ({ openPdf: () => new Promise(() => {}) }));

const BOOK_ID = '6f1c2a1e-8b4d-4c1e-9a55-0d6f0e3b2a11';

function item(overrides: Partial<LibraryItem>): LibraryItem {
  return {
    id: BOOK_ID,
    source: 'default',
    type: 'Livros Digitais',
    media_type: 'L',
    title: 'Leis de Newton',
    subtitle: 'Força e movimento',
    subject: 'Ciências',
    grade_ids: [9],
    grades: ['9º ano'],
    bncc: ['EF09CI01'],
    cover_url: null,
    downloadable: false,
    favorite: false,
    rating: 4.5,
    user_rating: null,
    ...overrides,
  };
}

const details: LibraryDetails = {
  ...item({}),
  description: 'Um livro sobre as três leis.',
  body_html: null,
  video_url: null,
  file_url: null,
  audio_url: null,
  attachments: [],
  downloaded: false,
};

const categories = {
  types: [],
  subjects: ['Ciências', 'Matemática'],
  grades: [
    { id: 8, name: '8º ano' },
    { id: 9, name: '9º ano' },
  ],
  bncc: ['EF09CI01'],
  my_grade_ids: [] as number[],
};

interface Calls {
  searches: { path: string; body: Record<string, unknown> }[];
  favorites: unknown[];
  ratings: { query: Record<string, string>; body: unknown }[];
  workloads: Record<string, string>[];
  downloads: unknown[];
}

function serve({ ratingStatus = 200, platformTotal = 1, item: shown = details, myGrades = [] as number[] } = {}) {
  const calls: Calls = { searches: [], favorites: [], ratings: [], workloads: [], downloads: [] };
  answerFetch((url, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/library/filters/categories') {
      return jsonResponse(200, { ...categories, my_grade_ids: myGrades });
    }
    if (url.pathname === '/api/library/library/complete/search') {
      calls.searches.push({ path: url.pathname, body });
      const answer: LibrarySearchResponse = {
        total: platformTotal,
        results: [item({ id: '1b7c1a2e-0000-4000-8000-000000000001', source: 'platform', title: 'Frações' })],
      };
      return jsonResponse(200, answer);
    }
    if (url.pathname === '/api/library/external/library/search') {
      calls.searches.push({ path: url.pathname, body });
      return jsonResponse(200, { total: 1, results: [item({})] } satisfies LibrarySearchResponse);
    }
    if (url.pathname === '/api/library/info/details') return jsonResponse(200, shown);
    if (url.pathname === '/api/library/info/favorite') {
      calls.favorites.push(body);
      return jsonResponse(200, body);
    }
    if (url.pathname === '/api/library/info/downloaded') {
      calls.downloads.push(body);
      return jsonResponse(200, { id: body.id, downloaded: true });
    }
    if (url.pathname === '/api/library/info/rating') {
      calls.ratings.push({ query: Object.fromEntries(url.searchParams), body });
      return ratingStatus === 200
        ? jsonResponse(200, { rating: 5, user_rating: body.rating })
        : jsonResponse(ratingStatus, { message: 'falhou' });
    }
    if (url.pathname === '/api/library/info/workload') {
      calls.workloads.push(Object.fromEntries(url.searchParams));
      return jsonResponse(200, { type: 'digitalBooks', date: '27/11/2026', minutes: 1, recorded: true });
    }
    return undefined;
  });
  return calls;
}

function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((toast) => (
        <li key={toast.id}>{`${toast.status}: ${toast.message} (${toast.duration} ms)`}</li>
      ))}
    </ul>
  );
}

function renderLibrary(path: string, width = 1280) {
  stubViewport(width);
  startSession('demo', buildLogin('school_student'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRouter(
    <QueryClientProvider client={client}>
      <LibraryScreen />
      <Toasts />
    </QueryClientProvider>,
    path,
  );
}

afterEach(() => {
  // Leaving the item sends its workload while fetch is still answered.
  cleanup();
  logout();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('LibraryScreen', () => {
  it('searches both sources with the words and filters, and shows the merged cards', async () => {
    const calls = serve();
    renderLibrary('/livros-digitais', 390);
    expect(await screen.findByRole('heading', { name: 'Livros digitais' })).toBeInTheDocument();
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Frações' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Leis de Newton' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'leis de niuton');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Série' }), '9º ano');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Componente curricular' }), 'Ciências');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'BNCC' }), 'EF09CI01');

    await waitFor(() =>
      expect(calls.searches.slice(-2)).toEqual([
        {
          path: '/api/library/library/complete/search',
          body: expect.objectContaining({
            type: 'Livros Digitais',
            search: 'leis de niuton',
            grade_ids: [9],
            subject: 'Ciências',
            bncc: 'EF09CI01',
            page: 1,
          }),
        },
        { path: '/api/library/external/library/search', body: expect.objectContaining({ bncc: 'EF09CI01' }) },
      ]),
    );
  });

  it("starts with the student's own grades, and searches every grade when asked", async () => {
    const calls = serve({ myGrades: [8] });
    renderLibrary('/audios');
    const grade = await screen.findByRole('combobox', { name: 'Série' });
    await waitFor(() => expect(grade).toHaveDisplayValue('Minhas séries'));
    await screen.findByText('2 resultados');
    // The search waited for the grades: no search went out without them.
    expect(calls.searches.map((call) => call.body.grade_ids)).toEqual([[8], [8]]);
    await userEvent.selectOptions(grade, 'Todas as séries');
    await waitFor(() => expect(calls.searches.at(-1)?.body).not.toHaveProperty('grade_ids'));
  });

  it('pages as far as the longer source goes', async () => {
    const calls = serve({ platformTotal: 30 });
    renderLibrary('/aulas-digitais');
    expect(await screen.findByText('31 resultados')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() =>
      expect(calls.searches.at(-1)?.body).toEqual(expect.objectContaining({ type: 'Aulas Digitais', page: 2 })),
    );
  });

  it('opens an item from its card and favourites it', async () => {
    const calls = serve();
    const { router } = renderLibrary('/livros-digitais');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir: Leis de Newton' }));
    expect(router.state.location.pathname).toBe(`/livros-digitais/${BOOK_ID}/conteudo`);
    expect(await screen.findByRole('heading', { name: 'Leis de Newton', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Um livro sobre as três leis.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reportar Erro' })).toBeInTheDocument();

    const favorite = screen.getByRole('button', { name: 'Favoritar' });
    expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favorite);
    await waitFor(() => expect(calls.favorites).toEqual([{ id: BOOK_ID, favorite: true }]));
  });

  it('rates with the owner ids and says so for 3 s, or says it failed', async () => {
    const calls = serve();
    renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    const group = await screen.findByRole('group', { name: 'O que achou deste conteúdo?' });
    await userEvent.click(within(group).getByText('5 estrelas'));
    const toasts = within(screen.getByRole('list', { name: 'toasts' }));
    expect(await toasts.findByText('success: Avaliação enviada com sucesso! (3000 ms)')).toBeInTheDocument();
    expect(calls.ratings).toEqual([
      { query: { platform: 'demo', user_id: 'u-1', medium: BOOK_ID, from: 'default' }, body: { rating: 5 } },
    ]);
  });

  it('shows the failure toast when the rating is refused', async () => {
    serve({ ratingStatus: 500 });
    renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const group = await screen.findByRole('group', { name: 'O que achou deste conteúdo?' });
    await userEvent.click(within(group).getByText('4 estrelas'));
    const toasts = within(screen.getByRole('list', { name: 'toasts' }));
    expect(await toasts.findByText('error: Erro ao enviar avaliação! (3000 ms)')).toBeInTheDocument();
  });

  it("shows a digital class's video, text and attachments, and an audio's player with its volume from 0 to 10", async () => {
    serve({
      item: {
        ...details,
        type: 'Aulas Digitais',
        media_type: 'A',
        title: 'Frações',
        video_url: 'https://files.test/fracoes.mp4',
        body_html: '<p>Uma fração divide um todo em partes iguais.</p>',
        attachments: [{ name: 'Exercícios de frações', url: 'https://files.test/exercicios.pdf' }],
      },
    });
    const view = renderLibrary(`/aulas-digitais/${BOOK_ID}/conteudo`, 390);
    await screen.findByRole('heading', { name: 'Frações', level: 1 });
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://files.test/fracoes.mp4');
    expect(screen.getByText('Uma fração divide um todo em partes iguais.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exercícios de frações' })).toHaveAttribute(
      'href',
      'https://files.test/exercicios.pdf',
    );
    view.unmount();
    vi.restoreAllMocks();

    serve({ item: { ...details, type: 'Audios', media_type: 'M', audio_url: 'https://files.test/som.wav' } });
    renderLibrary(`/audios/${BOOK_ID}/conteudo`);
    const player = await screen.findByRole('region', { name: 'Reprodutor de áudio' });
    expect(player).toHaveClass('w-[325px]');
    const volume = within(player).getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '10');
    const audio = player.querySelector('audio') as HTMLAudioElement;
    expect(audio.volume).toBe(1);
    fireEvent.change(volume, { target: { value: '4' } });
    expect(audio.volume).toBeCloseTo(0.4);
  });

  it("records a book's download from the PDF viewer's 'Baixar', shown only when the book allows it", async () => {
    const book = { ...details, file_url: 'https://files.test/livro.pdf' };
    const calls = serve({ item: { ...book, downloadable: true } });
    const view = renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    const download = await screen.findByRole('link', { name: 'Baixar' });
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(download);
    await waitFor(() => expect(calls.downloads).toEqual([{ id: BOOK_ID }]));
    view.unmount();
    vi.restoreAllMocks();

    serve({ item: { ...book, downloadable: false } });
    renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    await screen.findByRole('toolbar', { name: 'Controles do PDF' });
    expect(screen.queryByRole('link', { name: 'Baixar' })).not.toBeInTheDocument();
  });

  it("records a student's time in an item as workload once a day per type", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T15:00:00Z') });
    const calls = serve();
    const first = renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    await screen.findByRole('heading', { name: 'Leis de Newton', level: 1 });
    vi.advanceTimersByTime(150_000);
    first.unmount();
    await waitFor(() => expect(calls.workloads).toEqual([{ type: 'digitalBooks', minutes: '3' }]));

    const second = renderLibrary(`/livros-digitais/${BOOK_ID}/conteudo`);
    await screen.findByRole('heading', { name: 'Leis de Newton', level: 1 });
    second.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.workloads).toHaveLength(1);
    vi.useRealTimers();
  });
});
