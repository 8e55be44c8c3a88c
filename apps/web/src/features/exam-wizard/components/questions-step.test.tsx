import type { ExamDetail, ExamDetailQuestion, QuestionView } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import { useExamDetail } from '../api/exam-detail.ts';
import '../exam-wizard-strings.ts';
import { QuestionsStep } from './questions-step.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const examQuestion = (n: number, text: string): ExamDetailQuestion => ({
  id: uuid(n),
  position: n,
  printed: false,
  question_txt: `<p>${text}</p>`,
  question_img: null,
  question_snd: null,
  bncc: {},
  alternatives: [
    {
      id: uuid(100 + n),
      alternative_txt: 'Sim',
      alternative_img: null,
      alternative_snd: null,
      correct_alternative: true,
    },
    {
      id: uuid(200 + n),
      alternative_txt: 'Não',
      alternative_img: null,
      alternative_snd: null,
      correct_alternative: false,
    },
  ],
});

const bankQuestion = (question: ExamDetailQuestion): QuestionView => ({
  ...question,
  alternatives: question.alternatives.map((alternative) => ({
    ...alternative,
    correct_alternative: alternative.correct_alternative ?? false,
    alternative_img_key: null,
    alternative_snd_key: null,
  })),
  question_img_key: null,
  question_snd_key: null,
  keywords: [],
  grade_id: 20,
  subject: 'Matemática',
  classifications: [],
  likes: 0,
  uses: 0,
  liked: false,
  author: { id: uuid(900), name: 'Helena Prado' },
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  policies: { edit: false },
});

function examWith(questions: ExamDetailQuestion[]): ExamDetail {
  return {
    id: uuid(999),
    external_id: 'exam-1',
    description: 'Prova de Matemática',
    guidance: '',
    image_url: null,
    layout_id: 'padrao',
    status: 3,
    printed: false,
    author: { id: uuid(901), name: 'Paula Mendes' },
    is_author: true,
    cdn: '',
    keywords: [],
    bncc: {},
    tags: [],
    classifications: [],
    pcd_sign: false,
    pcd_voice: false,
    favorite: false,
    rating: null,
    user_rating: null,
    questions: questions.map((question, index) => ({ ...question, position: index + 1 })),
  };
}

const [first, second, third, fourth] = [
  examQuestion(1, 'Primeira'),
  examQuestion(2, 'Segunda'),
  examQuestion(3, 'Do banco A'),
  examQuestion(4, 'Do banco B'),
];

/** The exam-builder and questions services over one exam, recording what the wizard asked. */
function serve(questions: ExamDetailQuestion[]) {
  let exam = examWith(questions);
  const asked: string[] = [];
  const searches: unknown[] = [];
  answerFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/exam-builder/exams/details') return jsonResponse(200, exam);
    if (path === '/api/exam-builder/exam_wizard/questions_order') {
      const ids: string[] = JSON.parse(String(init.body)).question_ids;
      asked.push(`order ${ids.join(',')}`);
      exam = examWith(ids.map((id) => exam.questions.find((question) => question.id === id) as ExamDetailQuestion));
      return jsonResponse(200, exam);
    }
    if (path === '/api/exam-builder/exam_wizard/questions') {
      const id = String((init.body as FormData).get('question_id'));
      asked.push(`import ${id}`);
      exam = examWith([
        ...exam.questions,
        [third, fourth].find((question) => question?.id === id) as ExamDetailQuestion,
      ]);
      return jsonResponse(200, exam);
    }
    if (path === '/api/questions/questions/log') {
      asked.push(`log ${JSON.parse(String(init.body)).question_id}`);
      return jsonResponse(200, { uses: 1 });
    }
    if (path === '/api/questions/questions/filters') {
      return jsonResponse(200, {
        filters: [
          {
            description: 'Ano/Série',
            element_id: 'grade_id',
            items: [{ name: '3º ano', element_id: 20, container_id: 'grade_id', from: 'questions' }],
          },
          {
            description: 'Disciplina',
            element_id: 'subject',
            items: [{ name: 'Matemática', element_id: 'Matemática', container_id: 'subject', from: 'questions' }],
          },
        ],
      });
    }
    if (path === '/api/exam-builder/filters/issues') {
      return jsonResponse(200, {
        issues: [{ id: 7, subject: 'Gabarito errado', description: null, enable_obs_text: false }],
      });
    }
    if (path === '/api/exam-builder/reported/issue') {
      const report = JSON.parse(String(init.body));
      asked.push(`report ${report.type} ${report.type_id} ${report.issue_type_id}`);
      return jsonResponse(200, { message: 'Erro reportado com sucesso' });
    }
    if (path === '/api/questions/questions/search') {
      searches.push(JSON.parse(String(init.body)));
      return jsonResponse(200, {
        cdn: '',
        total: 3,
        page: 1,
        per_page: 20,
        results: [first, third, fourth].map((question) => bankQuestion(question as ExamDetailQuestion)),
      });
    }
    return undefined;
  });
  return { asked, searches };
}

function Wizard() {
  const exam = useExamDetail('exam-1');
  return exam.data ? <QuestionsStep exam={exam.data} /> : null;
}

function renderStep() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Wizard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const statements = () => screen.getAllByRole('region', { name: /^Questão \d$/ }).map((region) => region.textContent);

describe('the questions step', () => {
  it('moves a question with the keyboard, keeping focus on it and saying where it went', async () => {
    const user = userEvent.setup();
    const { asked } = serve([first as ExamDetailQuestion, second as ExamDetailQuestion]);
    renderStep();
    const down = await screen.findByRole('button', { name: 'Mover a questão 1 para baixo' });
    expect(screen.getByRole('button', { name: 'Mover a questão 1 para cima' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');

    await screen.findByText('Questão movida para a posição 2.');
    expect(asked).toEqual([`order ${uuid(2)},${uuid(1)}`]);
    expect(statements()[0]).toContain('Segunda');
    // At the bottom it cannot go further down: focus is on the way back up.
    expect(screen.getByRole('button', { name: 'Mover a questão 2 para cima' })).toHaveFocus();
  });

  it('imports the marked bank questions in the order marked, with the bank’s filters', async () => {
    const user = userEvent.setup();
    const { asked, searches } = serve([first as ExamDetailQuestion]);
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Importar do banco de questões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar questões do banco' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Disciplina' }), 'Matemática');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ subject: 'Matemática', page: 1 }));

    const already = within(dialog).getByRole('checkbox', { name: 'Primeira' });
    expect(already).toBeDisabled();
    expect(already).toHaveAccessibleDescription('Já está na avaliação');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Do banco B' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Do banco A' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 questões marcadas');
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 questões' }));

    await screen.findByText('2 questões importadas do banco.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked.filter((call) => call.startsWith('import'))).toEqual([`import ${uuid(4)}`, `import ${uuid(3)}`]);
    expect(asked.filter((call) => call.startsWith('log')).sort()).toEqual([`log ${uuid(3)}`, `log ${uuid(4)}`]);
    expect(statements().map((text) => text?.match(/Primeira|Do banco [AB]/)?.[0])).toEqual([
      'Primeira',
      'Do banco B',
      'Do banco A',
    ]);
  });

  it("reports a database question's error to the exam builder from the bank's results", async () => {
    const user = userEvent.setup();
    const { asked } = serve([first as ExamDetailQuestion]);
    renderStep();
    await user.click(await screen.findByRole('button', { name: 'Importar do banco de questões' }));
    const bank = await screen.findByRole('dialog', { name: 'Importar questões do banco' });
    await user.click(await within(bank).findByRole('button', { name: 'Reportar Erro', description: 'Do banco A' }));
    const report = await screen.findByRole('dialog', { name: 'Reportar Erro' });
    await user.click(await within(report).findByRole('radio', { name: 'Gabarito errado' }));
    await user.click(within(report).getByRole('button', { name: 'Enviar' }));
    await within(report).findByText('Já reportado');
    expect(asked).toContain(`report Question ${uuid(3)} 7`);
  });
});
