import type { WorkDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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

/** The bodies of the evaluations the form sends, as it sends them. */
function evaluationsSent(): unknown[] {
  const bodies: unknown[] = [];
  answerFetch((url, init) => {
    if (url.pathname !== '/api/activities/students/evaluate') return undefined;
    bodies.push(JSON.parse(String(init.body)));
    return jsonResponse(200, { activity: 'a', students: [] });
  });
  return bodies;
}

describe('EvaluationForm', () => {
  it('clears the comment when the educator empties it, and sends the score with a decimal comma', async () => {
    const bodies = evaluationsSent();
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
    await waitFor(() =>
      expect(bodies).toEqual([{ activity: 'a', student: 's', score: 8.5, pokz: 0, comment: '', reached_goal: false }]),
    );
  });

  it('takes a score written as a pt-BR decimal only, never scientific notation or hexadecimal', async () => {
    const bodies = evaluationsSent();
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent' }));
    const score = screen.getByLabelText('Nota (0 a 10)');
    for (const refused of ['1e1', '0x5', '8,5,1', '8.', ',5', 'Infinity']) {
      await userEvent.clear(score);
      await userEvent.type(score, refused);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
      expect(await screen.findByText('Informe uma nota de 0 a 10.')).toBeVisible();
    }
    expect(bodies).toEqual([]);
    for (const [typed, sent] of [
      ['8', 8],
      ['8,5', 8.5],
      ['8.5', 8.5],
    ] as const) {
      await userEvent.clear(score);
      await userEvent.type(score, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ score: sent }));
    }
  });

  it('leaves Pokz empty for a work never graded, and sends none', async () => {
    const bodies = evaluationsSent();
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: false, score: null, pokz: 0 }));
    expect(screen.getByLabelText('Pokz')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Nota (0 a 10)'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ score: 9 })]));
    expect(bodies[0]).not.toHaveProperty('pokz');
  });

  it('starts without grade or pokz after a redo, so a grade alone keeps the pokz given', async () => {
    const bodies = evaluationsSent();
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: false, score: null, pokz: 15 }));
    expect(screen.getByLabelText('Nota (0 a 10)')).toHaveValue('');
    expect(screen.getByLabelText('Pokz')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Nota (0 a 10)'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ activity: 'a', student: 's', score: 9, comment: '', reached_goal: false }]),
    );
  });

  it('starts from a comment saved alone before the grade, so the grade does not erase it', async () => {
    const bodies = evaluationsSent();
    const comment = 'Lembre de citar as fontes.';
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: false, teacher_comment: comment }));
    expect(screen.getByLabelText('Comentário para o aluno')).toHaveValue(comment);
    await userEvent.type(screen.getByLabelText('Nota (0 a 10)'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ score: 8, comment })]));
  });

  it('gives pokz and marks the goal reached, starting from the stored evaluation', async () => {
    const bodies = evaluationsSent();
    renderForm(
      buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: true, score: 7, pokz: 15, reached_goal: true }),
    );
    const pokz = screen.getByLabelText('Pokz');
    const goal = screen.getByRole('checkbox', { name: 'Atingiu o objetivo' });
    expect(pokz).toHaveValue('15');
    expect(goal).toBeChecked();
    for (const refused of ['2,5', '-1', 'dez']) {
      await userEvent.clear(pokz);
      await userEvent.type(pokz, refused);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
      expect(await screen.findByText('Informe os pokz com um número inteiro de 0 a 10.000.')).toBeVisible();
    }
    await userEvent.clear(pokz);
    await userEvent.type(pokz, '20');
    await userEvent.click(goal);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar avaliação' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ activity: 'a', student: 's', score: 7, pokz: 20, comment: '', reached_goal: false }]),
    );
  });

  it('asks the student to redo the work, after a confirmation, sending the comment first', async () => {
    const calls: { path: string; body: unknown }[] = [];
    answerFetch((url, init) => {
      if (!url.pathname.startsWith('/api/activities/students/')) return undefined;
      calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { activity: 'a', students: [] });
    });
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent', evaluated: true, score: 4 }));
    await userEvent.type(screen.getByLabelText('Comentário para o aluno'), 'Desenvolva a conclusão.');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir para refazer' }));
    const confirm = screen.getByRole('dialog', { name: 'Pedir para refazer?' });
    expect(confirm).toHaveTextContent('Ana Souza');
    expect(calls).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pedir para refazer' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/api/activities/students/comment',
          body: { activity: 'a', student: 's', comment: 'Desenvolva a conclusão.' },
        },
        { path: '/api/activities/students/redo', body: { activity: 'a', students: ['s'] } },
      ]),
    );
  });

  it('saves the comment alone, with no grade', async () => {
    const calls: { path: string; body: unknown }[] = [];
    answerFetch((url, init) => {
      if (!url.pathname.startsWith('/api/activities/students/')) return undefined;
      calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { activity: 'a', students: [] });
    });
    renderForm(buildWorkDetail({ status: 3, delivery_status: 'sent' }));
    await userEvent.type(screen.getByLabelText('Comentário para o aluno'), 'Ainda vou corrigir.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar só o comentário' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/api/activities/students/comment',
          body: { activity: 'a', student: 's', comment: 'Ainda vou corrigir.' },
        },
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a redo was asked while the student rewrites the answer', () => {
    renderForm(buildWorkDetail({ status: 5, delivery_status: 'pending', draft: true }));
    expect(screen.getByText('Refação solicitada: aguardando a nova entrega do aluno.')).toBeVisible();
    expect(screen.queryByText('O aluno ainda não enviou a resposta.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir para refazer' })).not.toBeInTheDocument();
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
