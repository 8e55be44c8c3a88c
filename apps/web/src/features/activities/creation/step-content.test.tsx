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
        isForum={false}
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
    expect(secondStepBody(form, 'a-1', false).config).toMatchObject({ randomize_question: true, randomize: false });
  });
});
