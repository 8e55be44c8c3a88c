import { FORUM_MESSAGES, type ForumComment } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityKeys } from '../../lib/activity-keys.ts';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { buildActivityDetail } from '../../test/fixtures.ts';
import { stubViewport } from '../../test/viewport.ts';
import { ForumScreen } from './forum-screen.tsx';

const ACTIVITY = '11111111-1111-4111-8111-111111111111';

// The participation is a data table, which follows the viewport.
beforeEach(() => stubViewport(1280));

// jsdom lays nothing out; the editor measures the caret to scroll to it as text comes in.
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });

const comment = (overrides: Partial<ForumComment>): ForumComment => ({
  id: 1,
  main_comment: 0,
  comment: '<p>Olá turma</p>',
  anonymous: false,
  author: { id: 'u-2', name: 'Bruno Lima' },
  avatar_url: null,
  mine: false,
  favorite: false,
  applause: 2,
  applauded: false,
  by_student: true,
  reached_purpose: false,
  can_remove: false,
  created_at: '2026-03-02T12:00:00.000Z',
  sub_comments: [],
  ...overrides,
});

const OPEN = { id: ACTIVITY, expired: false, concluded: false, archived: false };

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

interface ForumOptions {
  activity?: typeof OPEN;
  client?: QueryClient;
  /** Answers before the forum's usual answers, e.g. a failure. */
  answer?: (url: URL) => Response | undefined;
}

function renderForum(
  audience: 'student' | 'educator',
  comments: ForumComment[],
  { activity = OPEN, client = newClient(), answer }: ForumOptions = {},
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  answerFetch((url, init) => {
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    const answered = answer?.(url);
    if (answered) return answered;
    if (url.pathname === '/api/forum_comments/list')
      return jsonResponse(200, { comments, commented: true, next_page: null });
    if (url.pathname === '/api/forum_comments/students_participation') return jsonResponse(200, { students: [] });
    return jsonResponse(200, { applause: 3, applauded: true });
  });
  const forum = (shown: typeof OPEN) => (
    <QueryClientProvider client={client}>
      <ForumScreen activity={shown} audience={audience} />
    </QueryClientProvider>
  );
  const view = render(forum(activity));
  /** The screen given the activity anew, as its frame does when the deadline passes. */
  const rerender = (next: typeof OPEN) => view.rerender(forum(next));
  return { calls, rerender };
}

describe('ForumScreen', () => {
  it('renders comments and replies without anything that runs', async () => {
    const container = document.body;
    renderForum('student', [
      comment({
        comment: '<p>ataque</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        sub_comments: [comment({ id: 2, main_comment: 1, comment: '<p>resposta</p>', author: null, anonymous: true })],
      }),
    ]);
    await screen.findByText('ataque');
    expect(screen.getByText('resposta')).toBeInTheDocument();
    expect(screen.getByText('Anônimo')).toBeInTheDocument();
    expect(container.querySelector('main script, [data-testid="forum-comment"] script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('tells the teacher a comment was posted anonymously, beside the author’s name only they see', async () => {
    renderForum('educator', [
      comment({ anonymous: true }),
      comment({ id: 2, author: { id: 'u-3', name: 'Carla Dias' } }),
    ]);
    const anonymous = await screen.findByRole('article', { name: 'Bruno Lima' });
    expect(within(anonymous).getByText('(anônimo)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Carla Dias' })).queryByText('(anônimo)')).toBeNull();
  });

  it('applauds another student’s comment', async () => {
    const { calls } = renderForum('student', [comment({})]);
    await userEvent.click(await screen.findByRole('button', { name: /Aplaudir/ }));
    await waitFor(
      () => expect(calls).toContainEqual({ method: 'PUT', path: '/api/forum_comments/applause', body: { comment: 1 } }),
      { timeout: 5_000 },
    );
  });

  it('sends one applause for a double click, and holds the button pressed and disabled after', async () => {
    const { calls } = renderForum('student', [comment({})]);
    const reads = () => calls.filter((call) => call.path === '/api/forum_comments/list').length;
    await userEvent.dblClick(await screen.findByRole('button', { name: /Aplaudir/ }));
    await waitFor(() => expect(reads()).toBeGreaterThan(1));
    expect(calls.filter((call) => call.path === '/api/forum_comments/applause')).toHaveLength(1);
    const applause = screen.getByRole('button', { name: /Aplaudir/ });
    expect(applause).toBeDisabled();
    expect(applause).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an applause already given as pressed, and does not offer it again', async () => {
    renderForum('student', [comment({ applauded: true, applause: 3 })]);
    const applause = await screen.findByRole('button', { name: /Aplaudir/ });
    expect(applause).toHaveAttribute('aria-pressed', 'true');
    expect(applause).toBeDisabled();
  });

  it('names each action after the comment it acts on, without its emoji, and reads out the applause', async () => {
    renderForum('student', [
      comment({}),
      comment({ id: 2, author: null, anonymous: true, favorite: true, applause: 1 }),
      comment({
        id: 3,
        author: { id: 'u-1', name: 'Ana Souza' },
        avatar_url: '/avatars/avatar-03.svg',
        mine: true,
        can_remove: true,
        applause: 0,
      }),
    ]);
    const bruno = await screen.findByRole('article', { name: 'Bruno Lima' });
    expect(
      within(bruno).getByRole('button', { name: 'Aplaudir o comentário de Bruno Lima' }),
    ).toHaveAccessibleDescription('2 aplausos');
    expect(within(bruno).getByRole('button', { name: 'Favoritar o comentário de Bruno Lima' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(bruno).getByRole('button', { name: 'Responder ao comentário de Bruno Lima' })).toBeVisible();

    const anonymous = screen.getByRole('article', { name: 'Anônimo' });
    expect(
      within(anonymous).getByRole('button', { name: 'Aplaudir o comentário anônimo' }),
    ).toHaveAccessibleDescription('1 aplauso');
    // One state: the label stays, aria-pressed says it is a favourite.
    expect(within(anonymous).getByRole('button', { name: 'Favoritar o comentário anônimo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(anonymous).getByRole('button', { name: 'Responder ao comentário anônimo' })).toBeVisible();

    // One's own comment shows one's name and avatar, not a generic 'Você'.
    const mine = screen.getByRole('article', { name: 'Ana Souza' });
    expect(within(mine).getByText('Ana Souza')).toBeVisible();
    expect(mine.querySelector('img')).toHaveAttribute('src', '/avatars/avatar-03.svg');
    expect(screen.queryByText('Você')).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Aplaudir seu comentário' })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: 'Favoritar seu comentário' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Responder ao seu comentário' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Remover seu comentário' })).toBeVisible();
    for (const button of screen.getAllByRole('button')) expect(button).not.toHaveAccessibleName(/[👏☆★]/u);
  });

  it('names the educator’s removal after the comment’s author', async () => {
    renderForum('educator', [comment({ can_remove: true })]);
    expect(await screen.findByRole('button', { name: 'Remover o comentário de Bruno Lima' })).toBeVisible();
  });

  it('shows the label of the comment box', async () => {
    renderForum('student', []);
    expect(await screen.findByRole('textbox', { name: 'Seu comentário' })).toBeVisible();
    expect(screen.getByText('Seu comentário')).toBeVisible();
  });

  it('lets educators mark that a student’s comment reached the purpose, and shows participation', async () => {
    const teachers = comment({ id: 2, author: { id: 't-1', name: 'Paula Mendes' }, by_student: false });
    const { calls } = renderForum('educator', [comment({}), teachers]);
    expect(await screen.findByRole('heading', { name: 'Participação dos alunos' })).toBeInTheDocument();
    const marks = await screen.findAllByRole('button', { name: 'Atingiu o objetivo', pressed: false });
    expect(marks).toHaveLength(1);
    await userEvent.click(marks[0] as HTMLElement);
    await waitFor(
      () =>
        expect(calls).toContainEqual({
          method: 'PUT',
          path: '/api/forum_comments/reached_purpose',
          body: { comment: 1, reached_purpose: true },
        }),
      { timeout: 5_000 },
    );
  });

  it('does not send an empty comment', async () => {
    const { calls } = renderForum('student', []);
    await userEvent.click(await screen.findByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva um comentário.');
    expect(calls.some((call) => call.path === '/api/forum_comments/new')).toBe(false);
  });

  it.each([
    ['concluded', { concluded: true }, 'Este fórum foi encerrado pelo professor e não recebe mais comentários.'],
    ['archived', { archived: true }, 'Este fórum foi encerrado pelo professor e não recebe mais comentários.'],
    ['past its deadline', { expired: true }, 'O prazo desta atividade terminou: não é mais possível comentar.'],
  ])('is read-only for students when the activity is %s, and says why', async (_, state, message) => {
    const own = comment({ id: 2, comment: '<p>Minha resposta</p>', mine: true, can_remove: true });
    renderForum('student', [comment({}), own], { activity: { ...OPEN, ...state } });
    await screen.findByText('Olá turma');
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Comentar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Responder/ })).not.toBeInTheDocument();
    // What the student delivered stays as it is: neither removed nor applauded any more.
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    for (const applause of screen.getAllByRole('button', { name: /^Aplaudir/ })) expect(applause).toBeDisabled();
  });

  it('says nothing was favourited yet when the favourites view is empty', async () => {
    renderForum('student', []);
    expect(await screen.findByText('Ainda não há comentários. Seja o primeiro a participar!')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Meus favoritos' }));
    expect(await screen.findByText('Você ainda não favoritou nenhum comentário.')).toBeVisible();
    expect(screen.queryByText('Ainda não há comentários. Seja o primeiro a participar!')).not.toBeInTheDocument();
  });

  it('says the comments are loading while the list is on its way, for each view', async () => {
    const held: ((response: Response) => void)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => held.push(resolve)));
    const answerList = async (comments: ForumComment[]) => {
      await waitFor(() => expect(held).toHaveLength(1));
      held.shift()?.(jsonResponse(200, { comments, commented: true, next_page: null }));
    };
    render(
      <QueryClientProvider client={newClient()}>
        <ForumScreen activity={OPEN} audience="student" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status', { name: 'Carregando comentários…' })).toHaveAttribute('aria-busy', 'true');
    await answerList([comment({})]);
    await screen.findByText('Olá turma');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Meus favoritos' }));
    expect(await screen.findByRole('status', { name: 'Carregando comentários…' })).toHaveAttribute('aria-busy', 'true');
    await answerList([]);
    await screen.findByText('Você ainda não favoritou nenhum comentário.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reads the activity again once a comment is sent, so its header stops saying it is urgent', async () => {
    const client = newClient();
    client.setQueryData(activityKeys.detail(ACTIVITY), buildActivityDetail({ id: ACTIVITY, urgent: true }));
    const { calls } = renderForum('student', [], { client });
    screen.getByRole('textbox', { name: 'Seu comentário' }).focus();
    await userEvent.paste('Minha contribuição');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/forum_comments/new')).toBe(true));
    await waitFor(() => expect(client.getQueryState(activityKeys.detail(ACTIVITY))?.isInvalidated).toBe(true));
  });

  it('reads the activity again when a post finds the forum closed meanwhile', async () => {
    const client = newClient();
    client.setQueryData(activityKeys.detail(ACTIVITY), buildActivityDetail({ id: ACTIVITY }));
    renderForum('student', [], {
      client,
      answer: (url) =>
        url.pathname === '/api/forum_comments/new'
          ? jsonResponse(403, { message: 'Este fórum foi encerrado pelo professor e não recebe mais comentários.' })
          : undefined,
    });
    screen.getByRole('textbox', { name: 'Seu comentário' }).focus();
    await userEvent.paste('Tarde demais');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(client.getQueryState(activityKeys.detail(ACTIVITY))?.isInvalidated).toBe(true));
  });

  it('reads the activity again once a comment is removed, since it may take back a delivery', async () => {
    const client = newClient();
    client.setQueryData(activityKeys.detail(ACTIVITY), buildActivityDetail({ id: ACTIVITY }));
    renderForum('student', [comment({ mine: true, can_remove: true })], { client });
    await userEvent.click(await screen.findByRole('button', { name: /^Remover / }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(client.getQueryState(activityKeys.detail(ACTIVITY))?.isInvalidated).toBe(true));
  });

  it('moves focus into the reply box it opens, and back to its comment’s “Responder” when it closes', async () => {
    renderForum('student', [comment({})]);
    const reply = await screen.findByRole('button', { name: 'Responder ao comentário de Bruno Lima' });
    reply.focus();
    await userEvent.keyboard('{Enter}');
    const box = screen.getByRole('textbox', { name: 'Resposta para Bruno Lima' });
    await waitFor(() => expect(box).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('textbox', { name: 'Resposta para Bruno Lima' })).not.toBeInTheDocument();
    expect(reply).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Resposta para Bruno Lima' })).toHaveFocus());
    await userEvent.paste('Concordo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Resposta para Bruno Lima' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Responder ao comentário de Bruno Lima' })).toHaveFocus();
  });

  it('reads the forum again when the comment answered was removed meanwhile, and its reply box goes with it', async () => {
    const comments = [comment({})];
    const { calls } = renderForum('student', comments, {
      answer: (url) =>
        url.pathname === '/api/forum_comments/new'
          ? jsonResponse(404, { message: FORUM_MESSAGES.commentNotFound })
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Responder/ }));
    screen.getByRole('textbox', { name: 'Resposta para Bruno Lima' }).focus();
    await userEvent.paste('Concordo');
    comments.length = 0; // Bruno removes his comment.
    const reads = calls.filter((call) => call.path === '/api/forum_comments/list').length;
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/forum_comments/list').length).toBeGreaterThan(reads),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bruno Lima' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Resposta para Bruno Lima' })).not.toBeInTheDocument();
  });

  it('keeps what a student typed on screen, read-only, when the deadline passes while the forum is open', async () => {
    const { rerender } = renderForum('student', [comment({})]);
    screen.getByRole('textbox', { name: 'Seu comentário' }).focus();
    await userEvent.paste('Quase pronto');
    await userEvent.click(await screen.findByRole('button', { name: 'Responder ao comentário de Bruno Lima' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Resposta para Bruno Lima' })).toHaveFocus());
    await userEvent.paste('Minha resposta');

    rerender({ ...OPEN, expired: true });
    expect(screen.getByText('O prazo desta atividade terminou: não é mais possível comentar.')).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Seu comentário' });
    expect(box).toHaveTextContent('Quase pronto');
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'));
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeDisabled();
    for (const anonymous of screen.getAllByRole('checkbox', { name: 'Comentar como anônimo' }))
      expect(anonymous).toBeDisabled();
    const reply = screen.getByRole('textbox', { name: 'Resposta para Bruno Lima' });
    expect(reply).toHaveTextContent('Minha resposta');
    expect(reply).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Responder/ })).not.toBeInTheDocument();
  });

  it('lets the educator still comment and reply on a concluded activity', async () => {
    renderForum('educator', [comment({})], { activity: { ...OPEN, concluded: true } });
    expect(await screen.findByRole('button', { name: 'Responder ao comentário de Bruno Lima' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeVisible();
  });
});

describe('ForumScreen of a trail step', () => {
  it('reads the step’s forum and says the comments show once the student comments (hideComments)', async () => {
    const asked: string[] = [];
    answerFetch((url) => {
      if (url.pathname !== '/api/forum_comments/list') return undefined;
      asked.push(url.searchParams.get('trail_id') ?? '');
      return jsonResponse(200, { comments: [], commented: false, next_page: null });
    });
    render(
      <QueryClientProvider client={newClient()}>
        <ForumScreen activity={OPEN} audience="student" trailId="step-4" hiddenUntilCommented />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Os comentários dos colegas aparecem depois que você comentar.'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['step-4']);
  });
});
