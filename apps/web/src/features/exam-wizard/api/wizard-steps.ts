import type { ExamClassifierInput, ExamDetail, ExamStatus, QuestionInput } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { questionKeys } from '../../../lib/question-search.ts';
import { examBuilderKeys } from './exam-builder-keys.ts';

export interface IntroValues {
  description: string;
  guidance: string;
  layout_id: string;
  image: File | null;
}

/** The media files of a question by field: question_img, question_snd, alternative_img_N, alternative_snd_N. */
export type QuestionFiles = Record<string, File>;

const call = (
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string> },
) => request<ExamDetail>('exam-builder', path, { method, ...options });

function form(fields: Record<string, string | File | null | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) data.append(name, value);
  return data;
}

/** Each wizard step (document 3 section 4) as one call; every step answers the exam in full. */
export const wizardSteps = {
  /** POST /exam_wizard/intro (new, or a new image) or PATCH /exam_wizard/intro. */
  intro: (externalId: string | undefined, values: IntroValues) =>
    externalId && !values.image
      ? call('PATCH', '/exam_wizard/intro', {
          body: {
            external_id: externalId,
            description: values.description,
            guidance: values.guidance,
            layout_id: values.layout_id,
          },
        })
      : call('POST', '/exam_wizard/intro', {
          body: form({ ...values, external_id: externalId }),
        }),
  classifiers: (externalId: string, classifier: ExamClassifierInput) =>
    call('PATCH', '/exam_wizard/classifiers', { query: { external_id: externalId }, body: classifier }),
  question: (externalId: string, questionId: string | undefined, question: QuestionInput, files: QuestionFiles) =>
    call('PATCH', '/exam_wizard/questions', {
      body: form({ external_id: externalId, question_id: questionId, question: JSON.stringify(question), ...files }),
    }),
  /** A bank question put at the end of the exam: the same path with `question_id` alone. */
  importQuestion: (externalId: string, questionId: string) =>
    call('PATCH', '/exam_wizard/questions', { body: form({ external_id: externalId, question_id: questionId }) }),
  /** PATCH /exam_wizard/questions_order (ours): every question of the exam, in the new order. */
  orderQuestions: (externalId: string, questionIds: string[]) =>
    call('PATCH', '/exam_wizard/questions_order', { body: { external_id: externalId, question_ids: questionIds } }),
  removeQuestion: (externalId: string, questionId: string) =>
    call('DELETE', '/exam_wizard/question', { query: { external_id: externalId, question_id: questionId } }),
  printed: (externalId: string, questionIds: string[]) =>
    call('PATCH', '/exam_wizard/printed_questions', { body: { external_id: externalId, question_ids: questionIds } }),
  status: (externalId: string, status: ExamStatus) =>
    call('PATCH', '/exam_wizard/status', { query: { external_id: externalId, status: String(status) } }),
};

/** Runs a step; the answer becomes the cached exam and the lists are refetched. */
export function useWizardStep<A extends unknown[]>(step: (...args: A) => Promise<ExamDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => step(...args),
    onSuccess: (exam) => {
      client.setQueryData(examBuilderKeys.detail(exam.external_id), exam);
      void client.invalidateQueries({ queryKey: [...examBuilderKeys.all, 'search'] });
    },
  });
}

/**
 * Puts bank questions at the end of the exam one after another, in the order chosen, each answer
 * becoming the cached exam (so a failure halfway shows what did go in), then counts each use in
 * the bank (POST /questions/log); a use not counted does not undo an import.
 */
export function useImportQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ externalId, questionIds }: { externalId: string; questionIds: string[] }) => {
      const logged: Promise<unknown>[] = [];
      for (const questionId of questionIds) {
        const exam = await wizardSteps.importQuestion(externalId, questionId);
        client.setQueryData(examBuilderKeys.detail(exam.external_id), exam);
        logged.push(request('questions', '/questions/log', { method: 'POST', body: { question_id: questionId } }));
      }
      await Promise.allSettled(logged);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [...examBuilderKeys.all, 'search'] });
      void client.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}
