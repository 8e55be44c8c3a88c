import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-in-router.tsx';
import { StudentSteps } from './student-steps.tsx';

const students = [
  { student: 's-1', name: 'Ana Souza' },
  { student: 's-2', name: 'Bruno Lima' },
  { student: 's-3', name: 'Carla Dias' },
];
const base = '/demo/professor/atividades/redacao/a-1/aluno';

describe('StudentSteps', () => {
  it('leads to the students before and after in the order given', async () => {
    renderInRouter(<StudentSteps students={students} current="s-2" />, `${base}/s-2`);
    const steps = await screen.findByRole('navigation', { name: 'Outros alunos da atividade' });
    expect(within(steps).getByRole('link', { name: 'Aluno anterior: Ana Souza' })).toHaveAttribute(
      'href',
      `${base}/s-1`,
    );
    expect(within(steps).getByRole('link', { name: 'Próximo aluno: Carla Dias' })).toHaveAttribute(
      'href',
      `${base}/s-3`,
    );
  });

  it('offers no previous student on the first one, and nothing for a student not in the list', async () => {
    const view = renderInRouter(<StudentSteps students={students} current="s-1" />, `${base}/s-1`);
    const steps = await screen.findByRole('navigation', { name: 'Outros alunos da atividade' });
    expect(within(steps).getAllByRole('link')).toHaveLength(1);
    expect(within(steps).getByRole('link', { name: 'Próximo aluno: Bruno Lima' })).toBeVisible();
    view.rerender(<StudentSteps students={students} current="s-9" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves in place when told how', async () => {
    const onStep = vi.fn();
    renderInRouter(<StudentSteps students={students} current="s-3" onStep={onStep} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aluno anterior: Bruno Lima' }));
    expect(onStep).toHaveBeenCalledWith(students[1]);
  });
});
