import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildStudentListEntry } from '../../../test/fixtures.ts';
import { stubViewport } from '../../../test/viewport.ts';
import '../activities-strings.ts';
import { StudentClosedList } from './student-closed-list.tsx';

describe('StudentClosedList', () => {
  it("shows each activity's score, pokz and the teacher's comment, or '-' where there is none", () => {
    const graded = buildStudentListEntry({
      delivery_status: 'sent',
      score: 8.5,
      pokz: 15,
      teacher_comments: 'Ótima maquete, Ana!',
    });
    const missed = buildStudentListEntry({ id: '22222222-2222-4222-8222-222222222222', title: 'Fórum da água' });
    stubViewport(1280);
    const router = createMemoryRouter([{ path: '/', element: <StudentClosedList activities={[graded, missed]} /> }]);
    render(<RouterProvider router={router} />);
    const [, gradedRow, missedRow] = screen.getAllByRole('row');
    if (!gradedRow || !missedRow) throw new Error('rows missing');
    expect(within(gradedRow).getByText('8,5')).toBeInTheDocument();
    expect(within(gradedRow).getByText('Ótima maquete, Ana!')).toBeInTheDocument();
    expect(within(missedRow).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });
});
