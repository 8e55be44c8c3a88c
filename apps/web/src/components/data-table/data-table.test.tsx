import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubViewport } from '../../test/viewport.ts';
import { type Column, DataTable } from './data-table.tsx';

interface Student {
  id: string;
  name: string;
  score: number | null;
}

const students: Student[] = [
  { id: '1', name: 'Bruno Lima', score: 7.5 },
  { id: '2', name: 'Ana Souza', score: null },
  { id: '3', name: 'Carla Dias', score: 9 },
];
const columns: Column<Student>[] = [
  { key: 'name', header: 'Aluno', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'score', header: 'Nota', cell: (row) => row.score ?? '-', sortValue: (row) => row.score },
];

const table = (rows = students) => (
  <DataTable caption="Notas da turma" columns={columns} rows={rows} rowKey={(row) => row.id} />
);
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('data table', () => {
  it('is a table from tablets up, whose headers sort ascending then descending', async () => {
    stubViewport(1024);
    render(table());
    expect(screen.getByRole('table', { name: 'Notas da turma' })).toBeVisible();
    expect(names()).toEqual(['Bruno Lima', 'Ana Souza', 'Carla Dias']);

    await userEvent.click(screen.getByRole('button', { name: /Aluno/ }));
    expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    expect(screen.getByRole('columnheader', { name: /Aluno/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Aluno/ }));
    expect(names()).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']);

    // Another column starts ascending; empty values go last.
    await userEvent.click(screen.getByRole('button', { name: /Nota/ }));
    expect(names()).toEqual(['Bruno Lima', 'Carla Dias', 'Ana Souza']);
    expect(screen.getByRole('columnheader', { name: /Nota/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Aluno/ })).not.toHaveAttribute('aria-sort');
  });

  it('is a list of cards on small screens', () => {
    stubViewport(500);
    render(table());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Notas da turma' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByText('Aluno')).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByText('Bruno Lima')).toBeVisible();
  });

  it("heads each card with the row's title and its actions, and labels the other values", () => {
    stubViewport(390);
    const placed: Column<Student>[] = [
      { key: 'name', header: 'Aluno', place: 'title', cell: (row) => row.name },
      { key: 'score', header: 'Nota', cell: (row) => row.score ?? '-' },
      {
        key: 'actions',
        header: 'Ações',
        place: 'actions',
        cell: (row) => <button type="button">{`Ações: ${row.name}`}</button>,
      },
    ];
    render(<DataTable caption="Notas da turma" columns={placed} rows={students} rowKey={(row) => row.id} />);
    const [first] = within(screen.getByRole('list', { name: 'Notas da turma' })).getAllByRole('listitem');
    const card = within(first as HTMLElement);
    expect(card.getByText('Bruno Lima')).toBeVisible();
    expect(card.getByRole('button', { name: 'Ações: Bruno Lima' })).toBeVisible();
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Nota']);
    expect(card.getByRole('definition')).toHaveTextContent('7.5');
  });

  it("says 'Nenhum dado encontrado' when empty", () => {
    stubViewport(1024);
    render(table([]));
    expect(screen.getByText('Nenhum dado encontrado')).toBeVisible();
  });
});
