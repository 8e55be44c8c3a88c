import type { WorkDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildWorkDetail } from '../../../test/fixtures.ts';
import '../school-work-strings.ts';
import { EvaluationForm } from './evaluation-form.tsx';

function renderForm(work: WorkDetail) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EvaluationForm activity="a" student="s" work={work} />
    </QueryClientProvider>,
  );
}

describe('EvaluationForm', () => {
  it('clears the comment when the educator empties it, and sends the score with a decimal comma', async () => {
    const bodies: unknown[] = [];
    answerFetch((url, init) => {
      if (url.pathname !== '/api/activities/students/evaluate') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { activity: 'a', students: [] });
    });
    renderForm(
      buildWorkDetail({
        status: 3,
        delivery_status: 'sent',
        evaluated: true,
        score: 7,
        teacher_comment: 'Revise a conclusão.',
      }),
    );
    await userEvent.clear(screen.getByLabelText('Comentário para o aluno'));
    const score = screen.getByLabelText('Nota (0 a 10)');
    await userEvent.clear(score);
    await userEvent.type(score, '8,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(bodies).toEqual([{ activity: 'a', student: 's', score: 8.5, comment: '' }]));
  });

  it('says the student has not sent the answer instead of offering a grade the server refuses', () => {
    renderForm(buildWorkDetail({ detail_text: '<p>Rascunho</p>' }));
    expect(screen.getByText('O aluno ainda não enviou a resposta.')).toBeVisible();
    expect(screen.queryByLabelText('Nota (0 a 10)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar avaliação' })).not.toBeInTheDocument();
  });

  it('grades handmade work, done on paper, without a submission', () => {
    const work = buildWorkDetail();
    renderForm({ ...work, activity: { ...work.activity, kind: 'handmade' } });
    expect(screen.getByLabelText('Nota (0 a 10)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar avaliação' })).toBeVisible();
  });
});
