import type { ClassroomSummary, Room, RoomTimeLogs } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { renderInRouter } from '../../test/render-in-router.tsx';
import { stubViewport } from '../../test/viewport.ts';
import EducatorRoomsScreen from './educator-rooms-screen.tsx';

const classroom: ClassroomSummary = {
  id: 'c1',
  name: '3º ano - Turma A',
  year: 2026,
  grade: { id: 20, name: '3º ano', stage: 'fundamental-1' },
  school: { id: 's1', name: 'Escola Modelo', external_id: null },
  total_students: 2,
};
const room: Room = {
  id: 'r1',
  title: 'Plantão de dúvidas',
  start: '2026-03-02T12:00:00.000Z',
  status: 'open',
  meeting_url: 'https://meet.jit.si/ava-0123456789abcdef',
  classroom: { id: 'c1', name: '3º ano - Turma A' },
  teacher: { id: 't1', name: 'Professora Ana' },
  closed_at: null,
};
const logs: RoomTimeLogs = {
  room,
  time_logs: [
    { student: { id: 'u1', name: 'Ana Souza' }, time: 754, joined_at: '2026-03-02T12:01:00.000Z', in_room: true },
    { student: { id: 'u2', name: 'Bruno Lima' }, time: 0, joined_at: null, in_room: false },
  ],
};

function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  answerFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/identity/classrooms') return jsonResponse(200, { classrooms: [classroom] });
    if (url.pathname === '/api/tracker/rooms') return jsonResponse(200, { rooms: [room] });
    if (url.pathname === '/api/tracker/rooms/open_room')
      return jsonResponse(200, { ...room, id: 'r2', title: body.title });
    if (url.pathname === '/api/tracker/rooms/update_room') return jsonResponse(200, { ...room, title: body.title });
    if (url.pathname === '/api/tracker/rooms/close_room') return jsonResponse(200, { ...room, status: 'closed' });
    if (url.pathname === '/api/tracker/rooms/time_logs') return jsonResponse(200, logs);
    return undefined;
  });
  return calls;
}

function renderScreen(path: string, width = 1280) {
  stubViewport(width);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRouter(
    <QueryClientProvider client={client}>
      <EducatorRoomsScreen />
    </QueryClientProvider>,
    path,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('EducatorRoomsScreen', () => {
  it('opens a room for a classroom the educator teaches', async () => {
    const calls = serve();
    renderScreen('/aulas-ao-vivo');
    await screen.findByRole('option', { name: '3º ano - Turma A' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turma' }), 'c1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Título da aula' }), 'Frações');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir sala' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/tracker/rooms/open_room',
        body: { classroom_id: 'c1', title: 'Frações' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título da aula' })).toHaveValue(''));
  }, 15_000);

  it('lists the rooms in a table, edits and closes an open one', async () => {
    const calls = serve();
    renderScreen('/aulas-ao-vivo');
    const table = await screen.findByRole('table', { name: 'Salas' });
    expect(within(table).getByRole('link', { name: 'Plantão de dúvidas' })).toHaveAttribute(
      'href',
      '/aulas-ao-vivo/r1',
    );
    expect(within(table).getByText('Aberta')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ações da sala Plantão de dúvidas' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const edit = await screen.findByRole('form', { name: 'Editar a sala' });
    const editTitle = within(edit).getByRole('textbox', { name: 'Título da aula' });
    expect(editTitle).toHaveValue('Plantão de dúvidas');
    await userEvent.clear(editTitle);
    await userEvent.type(editTitle, 'Revisão');
    await userEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/tracker/rooms/update_room',
        body: { room_id: 'r1', title: 'Revisão', start: '2026-03-02T12:00:00.000Z' },
      }),
    );

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ações da sala Plantão de dúvidas' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Encerrar' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', path: '/api/tracker/rooms/close_room', body: { room_id: 'r1' } }),
    );
  }, 15_000);

  it("shows each student's time in a room, as cards on a phone", async () => {
    serve();
    renderScreen('/aulas-ao-vivo/r1', 390);
    expect(await screen.findByRole('heading', { name: 'Plantão de dúvidas' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('12:34')).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na sala' })).toHaveAttribute('href', room.meeting_url);
  });
});
