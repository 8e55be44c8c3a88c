import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../activities-strings.ts';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import type { BasicsForm } from './basics-form.ts';
import { StepBasics } from './step-basics.tsx';

const initial: BasicsForm = {
  kind: 'forum',
  title: 'Ciclo da água',
  classroom: 'c-1',
  start_time: '2026-03-02T08:00',
  end_time: '2026-03-05T18:00',
  workload: '',
  bncc: [],
  keywords: [],
};

function renderStep(onSubmit: (form: BasicsForm) => void, form: BasicsForm = initial) {
  const client = new QueryClient();
  client.setQueryData(activityKeys.classrooms(), [{ id: 'c-1', name: '3º ano - Turma A', total_students: 4 }]);
  render(
    <QueryClientProvider client={client}>
      <StepBasics initial={form} kindLocked={false} busy={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
}

describe('creation step one', () => {
  it('takes keywords and BNCC codes with the shared chip input of document 3', async () => {
    const onSubmit = vi.fn();
    renderStep(onSubmit);
    const keywords = screen.getByLabelText('Palavras-chave');
    expect(keywords).toHaveAccessibleDescription(
      'As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)',
    );
    await userEvent.type(keywords, ' água , a, chuva{Enter}evaporação,');
    await userEvent.type(keywords, '{Backspace}');
    await userEvent.type(screen.getByLabelText('Códigos da BNCC'), 'EF03CI01{Enter}');
    expect(screen.getByRole('button', { name: 'Remover chuva' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ keywords: ['água', 'chuva'], bncc: ['EF03CI01'] }),
      expect.anything(),
    );
  });

  it("keeps a stored workload that is none of the options, shown as 'Sem informação', until another is picked", async () => {
    const onSubmit = vi.fn();
    renderStep(onSubmit, { ...initial, workload: '90' });
    const workload = screen.getByLabelText('Carga horária');
    expect(workload).toHaveDisplayValue('Sem informação');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ workload: '90' }), expect.anything());

    await userEvent.selectOptions(workload, '1 hora');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ workload: '60' }), expect.anything());
  });

  it("shows the activity's classroom once the classrooms arrive", async () => {
    answerFetch((url) =>
      url.pathname === '/api/teacher-dashboard/teacher/classrooms'
        ? jsonResponse(200, {
            classrooms: [
              { id: 'c-0', name: '2º ano - Turma B', total_students: 3 },
              { id: 'c-1', name: '3º ano - Turma A', total_students: 4 },
            ],
          })
        : undefined,
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StepBasics initial={initial} kindLocked busy={false} onSubmit={vi.fn()} />
      </QueryClientProvider>,
    );
    await screen.findByRole('option', { name: '3º ano - Turma A' });
    expect(screen.getByLabelText('Turma')).toHaveDisplayValue('3º ano - Turma A');
  });
});
