import type { Room } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, jsonResponse } from '../../test/fetch.ts';
import { stubViewport } from '../../test/viewport.ts';
import StudentRoomsScreen from './student-rooms-screen.tsx';

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

function serve(options: { closedAfterJoin?: boolean } = {}) {
  const reports: { time: number; leave: boolean }[] = [];
  let total = 0;
  answerFetch((url, init) => {
    if (url.pathname === '/api/tracker/rooms') return jsonResponse(200, { rooms: [room] });
    if (url.pathname === '/api/tracker/rooms/check_room') return jsonResponse(200, { room, time: 0, in_room: true });
    if (url.pathname === '/api/tracker/rooms/compute_time') {
      const body = JSON.parse(String(init.body));
      reports.push({ time: body.time, leave: body.leave });
      total += body.time;
      return jsonResponse(200, { room, time: total, in_room: !body.leave && !options.closedAfterJoin });
    }
    return undefined;
  });
  return reports;
}

function renderScreen(width = 1280) {
  stubViewport(width);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StudentRoomsScreen />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StudentRoomsScreen', () => {
  it('lists the open rooms with a link that opens the meeting in a new tab', async () => {
    serve();
    renderScreen(390);
    const join = await screen.findByRole('link', { name: 'Entrar na aula Plantão de dúvidas' });
    expect(join).toHaveAttribute('href', room.meeting_url);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/3º ano - Turma A · Professora Ana/)).toBeInTheDocument();
  });

  it('says so when no room is open', async () => {
    answerFetch((url) => (url.pathname === '/api/tracker/rooms' ? jsonResponse(200, { rooms: [] }) : undefined));
    renderScreen();
    expect(await screen.findByText('Nenhuma aula ao vivo aberta agora.')).toBeInTheDocument();
  });

  it('records the join, reports the time every 10 seconds and the rest on leaving', async () => {
    const reports = serve();
    renderScreen();
    const join = await screen.findByRole('link', { name: 'Entrar na aula Plantão de dúvidas' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(join);
    expect(await screen.findByText(/Você está na aula Plantão de dúvidas/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reports).toEqual([{ time: 10, leave: false }]));
    expect(await screen.findByText('Tempo registrado: 00:10')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    fireEvent.click(screen.getByRole('button', { name: 'Sair da aula' }));
    await waitFor(() => expect(reports.at(-1)).toEqual({ time: 4, leave: true }));
    expect(screen.queryByText(/Você está na aula/)).not.toBeInTheDocument();
  });

  it('reports the rest as leaving when the page is closed', async () => {
    const reports = serve();
    renderScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Entrar na aula Plantão de dúvidas' }));
    await screen.findByText(/Você está na aula/);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(reports).toEqual([{ time: 3, leave: true }]));
  });

  it('stops counting when the teacher closed the room', async () => {
    const reports = serve({ closedAfterJoin: true });
    renderScreen();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Entrar na aula Plantão de dúvidas' }));
    await screen.findByText(/Você está na aula/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.queryByText(/Você está na aula/)).not.toBeInTheDocument());
    expect(reports[0]).toEqual({ time: 10, leave: false });
  });
});
