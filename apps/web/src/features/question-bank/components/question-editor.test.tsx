import { MESSAGES } from '@ava/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../question-bank-strings.ts';
import { emptyQuestionForm, type QuestionForm, toQuestionInput } from '../question-form.ts';
import { QuestionEditor } from './question-editor.tsx';

function renderEditor(initial: QuestionForm = { ...emptyQuestionForm(), question_txt: '<p>Quanto é 2 + 2?</p>' }) {
  const onSubmit = vi.fn();
  render(
    <QuestionEditor
      initial={initial}
      grades={[{ id: 20, name: '3º ano' }]}
      busy={false}
      onCancel={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar questão' }));

describe('question editor', () => {
  it('asks for a statement', async () => {
    const onSubmit = renderEditor(emptyQuestionForm());
    await save();
    expect(await screen.findByText(MESSAGES.questionEmpty)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for every alternative, then for exactly one correct, then sends the question', async () => {
    const onSubmit = renderEditor();
    await save();
    expect(await screen.findByText(MESSAGES.questionAlternativeEmpty)).toBeVisible();
    for (const [index, text] of ['3', '4', '5', '6'].entries()) {
      const letter = String.fromCharCode(65 + index);
      await userEvent.type(screen.getByRole('textbox', { name: `Alternativa ${letter}` }), text);
    }
    await save();
    expect(await screen.findByText(MESSAGES.questionOneCorrect)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Alternativa B é a correta' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano/Série' }), '3º ano');
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const input = toQuestionInput(onSubmit.mock.calls[0]?.[0]);
    expect(input.alternatives.map((a) => [a.alternative_txt, a.correct_alternative])).toEqual([
      ['3', false],
      ['4', true],
      ['5', false],
      ['6', false],
    ]);
    expect(input.grade_id).toBe(20);
  });

  it('keeps between 2 and 5 alternatives', async () => {
    renderEditor();
    const add = screen.getByRole('button', { name: 'Adicionar alternativa' });
    await userEvent.click(add);
    expect(screen.getByRole('textbox', { name: 'Alternativa E' })).toBeVisible();
    expect(add).toBeDisabled();
    for (const letter of ['E', 'D', 'C']) {
      await userEvent.click(screen.getByRole('button', { name: `Remover alternativa ${letter}` }));
    }
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remover alternativa/ })).toBeNull();
  });

  it('moves the correct mark with its alternative when one before it is removed', async () => {
    const onSubmit = renderEditor({
      ...emptyQuestionForm(),
      question_txt: '<p>Capital do Brasil?</p>',
      alternatives: ['Rio', 'São Paulo', 'Brasília'].map((alternative_txt) => ({
        alternative_txt,
        alternative_img: null,
        alternative_snd: null,
      })),
      correct: '2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remover alternativa A' }));
    await save();
    const input = toQuestionInput(onSubmit.mock.calls[0]?.[0]);
    expect(input.alternatives.map((a) => [a.alternative_txt, a.correct_alternative])).toEqual([
      ['São Paulo', false],
      ['Brasília', true],
    ]);
  });

  it('sends alternatives typed with <, > and & so that they are stored as typed', async () => {
    const onSubmit = renderEditor();
    for (const [index, text] of ['x<y', 'se a<b então b>a', 'A & B', '2 > 1'].entries()) {
      await userEvent.type(
        screen.getByRole('textbox', { name: `Alternativa ${String.fromCharCode(65 + index)}` }),
        text,
      );
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Alternativa A é a correta' }));
    await save();
    const input = toQuestionInput(onSubmit.mock.calls[0]?.[0]);
    expect(input.alternatives.map((a) => a.alternative_txt)).toEqual([
      'x&lt;y',
      'se a&lt;b então b&gt;a',
      'A &amp; B',
      '2 &gt; 1',
    ]);
  });
});
