import type { ExamDetailQuestion, QuestionInput } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '../../../lib/session.ts';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { buildLogin } from '../../../test/fixtures.ts';
import '../exam-wizard-strings.ts';
import { QuestionForm } from './question-form.tsx';

const alternative = (id: string, alternative_txt: string, correct_alternative: boolean) => ({
  id,
  alternative_txt,
  alternative_img: null,
  alternative_snd: null,
  correct_alternative,
});

/** Alternatives as the server stores typed text: escaped HTML. */
const question: ExamDetailQuestion = {
  id: '11111111-1111-4111-8111-111111111111',
  position: 1,
  printed: false,
  question_txt: '<p>Qual é verdadeira?</p>',
  question_img: null,
  question_snd: null,
  bncc: {},
  alternatives: [
    alternative('aaaaaaaa-aaaa-4aaa-8aaa-000000000001', 'A &amp; B', true),
    alternative('aaaaaaaa-aaaa-4aaa-8aaa-000000000002', 'um', false),
  ],
};

/** The question the wizard sent, as the server parses it. */
function questionServer() {
  const sent: QuestionInput[] = [];
  answerFetch((url, init) => {
    if (url.pathname !== '/api/exam-builder/exam_wizard/questions') return undefined;
    sent.push(JSON.parse(String((init.body as FormData).get('question'))));
    return jsonResponse(200, {});
  });
  return sent;
}

beforeEach(() => startSession('demo', buildLogin('school_teacher')));
afterEach(() => logout());

describe('the exam wizard question form', () => {
  it('shows stored alternatives as typed and sends typed text so that it is stored as typed', async () => {
    const sent = questionServer();
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QuestionForm externalId="P-1" question={question} number={1} onDone={onDone} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Alternativa A' })).toHaveValue('A & B');
    const second = screen.getByRole('textbox', { name: 'Alternativa B' });
    await userEvent.clear(second);
    await userEvent.type(second, 'se a<b então b>a');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar questão' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.alternatives.map((a) => a.alternative_txt)).toEqual(['A &amp; B', 'se a&lt;b então b&gt;a']);
  });
});
