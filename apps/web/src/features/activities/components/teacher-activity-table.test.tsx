import type { TeacherActivityItem } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../activities-strings.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildTeacherActivityItem } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import { TeacherActivityTable } from './teacher-activity-table.tsx';

const item = (overrides: Partial<TeacherActivityItem>): TeacherActivityItem =>
  buildTeacherActivityItem({ favorite: true, ...overrides });

function renderTable(activities: TeacherActivityItem[]) {
  const router = createMemoryRouter([{ path: '/', element: <TeacherActivityTable activities={activities} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Opens the row's 'Ações' menu. */
async function openActions(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: /^Ações: / }));
  return screen.getByRole('menu');
}

beforeEach(() => stubViewport(1280));

describe('TeacherActivityTable', () => {
  it('marks a favourite activity with a star that says so', () => {
    renderTable([item({}), item({ id: '22222222-2222-4222-8222-222222222222', title: 'Outra', favorite: false })]);
    const [, favourite, other] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(favourite as HTMLElement).getByRole('img', { name: 'Favorita' })).toBeInTheDocument();
    expect(within(other as HTMLElement).queryByRole('img', { name: 'Favorita' })).not.toBeInTheDocument();
  });

  it('links published activities and their edition, keeps drafts to continue, and shows participation', async () => {
    renderTable([
      item({}),
      item({
        id: '22222222-2222-4222-8222-222222222222',
        title: 'Rascunho 1',
        published: false,
        start_time: null,
        end_time: null,
      }),
    ]);
    const [, published, draft] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(published as HTMLElement).getByRole('link', { name: 'Fórum da água' })).toHaveAttribute(
      'href',
      '/forum/11111111-1111-4111-8111-111111111111',
    );
    expect(within(published as HTMLElement).getByRole('cell', { name: '1/2' })).toBeInTheDocument();
    expect(
      within(await openActions(published as HTMLElement)).getByRole('menuitem', { name: 'Editar' }),
    ).toHaveAttribute('href', '/nova?atividade=11111111-1111-4111-8111-111111111111');
    await userEvent.keyboard('{Escape}');
    expect(within(draft as HTMLElement).queryByRole('link', { name: 'Rascunho 1' })).not.toBeInTheDocument();
    expect(within(draft as HTMLElement).getByText('3º ano - Turma A · Rascunho')).toBeInTheDocument();
    expect(within(draft as HTMLElement).getByRole('cell', { name: '-' })).toBeInTheDocument();
    const draftActions = await openActions(draft as HTMLElement);
    expect(within(draftActions).getByRole('menuitem', { name: 'Continuar edição' })).toHaveAttribute(
      'href',
      '/nova?atividade=22222222-2222-4222-8222-222222222222',
    );
    // A draft is not concluded before it is published.
    expect(within(draftActions).queryByRole('menuitem', { name: 'Concluir' })).not.toBeInTheDocument();
  });

  it('offers no edition of the kinds these screens do not author (tasks)', async () => {
    renderTable([item({ kind: 'task', activity_type: 'T', title: 'Tarefa da água', published: false })]);
    const [, task] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(task as HTMLElement).getByText('Tarefa da água')).toBeInTheDocument();
    const actions = await openActions(task as HTMLElement);
    expect(
      within(actions)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Remover dos favoritos', 'Arquivar', 'Remover']);
  });

  it('asks before removing, and removes only on Remover', async () => {
    const calls: string[] = [];
    answerFetch((url, init) => {
      calls.push(`${init.method} ${url.pathname}${url.search}`);
      return jsonResponse(200, { message: 'ok' });
    });
    renderTable([item({})]);
    const [, row] = screen.getAllByRole('row') as HTMLElement[];
    const menuButton = within(row as HTMLElement).getByRole('button', { name: 'Ações: Fórum da água' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(within(await openActions(row as HTMLElement)).getByRole('menuitem', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover atividade?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    // The dialog gives the focus back to the menu's button, not to the page's start.
    expect(menuButton).toHaveFocus();

    await userEvent.click(within(await openActions(row as HTMLElement)).getByRole('menuitem', { name: 'Remover' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(calls).toContain('DELETE /api/activity/remove?activity=11111111-1111-4111-8111-111111111111'),
    );
  });
});
