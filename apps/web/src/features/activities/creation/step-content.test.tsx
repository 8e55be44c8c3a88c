import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../activities-strings.ts';
import { type ContentForm, contentFromActivity, secondStepBody } from './content-form.ts';
import { StepContent } from './step-content.tsx';

describe('creation step two', () => {
  it('shuffles the questions apart from their alternatives', async () => {
    const onSubmit = vi.fn<(form: ContentForm) => void>();
    render(
      <StepContent
        kind="digital_exam"
        initial={contentFromActivity(undefined)}
        busy={false}
        onBack={() => {}}
        onSubmit={onSubmit}
      />,
    );
    const questions = screen.getByRole('checkbox', { name: 'Questões em ordem aleatória' });
    expect(questions).not.toBeChecked();
    await userEvent.click(questions);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const form = onSubmit.mock.calls[0]?.[0] as ContentForm;
    expect(secondStepBody(form, 'a-1', 'digital_exam').config).toMatchObject({
      randomize_question: true,
      randomize: false,
    });
  });

  it('shows an essay only its forum of doubts, and a forum no setting', () => {
    const { unmount } = render(
      <StepContent
        kind="essay"
        initial={contentFromActivity(undefined)}
        busy={false}
        onBack={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['forum']);
    expect(screen.queryByLabelText('Senha de acesso')).toBeNull();
    unmount();
    render(
      <StepContent
        kind="forum"
        initial={contentFromActivity(undefined)}
        busy={false}
        onBack={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Configurações' })).toBeNull();
  });

  it('has a digital exam’s anti-cheat on from the start', () => {
    render(
      <StepContent
        kind="digital_exam"
        initial={contentFromActivity({ kind: 'digital_exam', details: '', config: {} })}
        busy={false}
        onBack={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Permitir consulta (sem bloqueio anti-cola)' })).not.toBeChecked();
    expect(screen.getByLabelText('Senha de acesso')).toBeInTheDocument();
  });
});
