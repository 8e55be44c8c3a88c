import type { ExamDetail } from '@ava/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerFetch, jsonResponse } from '../../../test/fetch.ts';
import '../exam-wizard-strings.ts';
import { ClassifiersStep } from './classifiers-step.tsx';

const exam: ExamDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  external_id: 'exam-1',
  description: 'Prova de Matemática',
  guidance: '',
  image_url: null,
  layout_id: 'default',
  status: 1,
  printed: false,
  author: { id: '22222222-2222-4222-8222-222222222222', name: 'Paula Mendes' },
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
  questions: [],
};

describe('exam classifiers', () => {
  it('gives the tags their own hint and example, not the keywords’', () => {
    answerFetch((url) => (url.pathname.endsWith('/grades') ? jsonResponse(200, { grades: [] }) : undefined));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ClassifiersStep exam={exam} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const keywords = screen.getByLabelText('Palavras-chave');
    expect(keywords).toHaveAccessibleDescription(
      'As Palavras-Chave devem ser sempre separadas por vírgula (tecle ENTER para adicionar)',
    );
    const tags = screen.getByLabelText('Tags');
    expect(tags).toHaveAccessibleDescription('Separe as tags por vírgula (tecle ENTER para adicionar)');
    expect(tags).toHaveAttribute('placeholder', 'Ex.: revisão, 1º bimestre');
  });
});
