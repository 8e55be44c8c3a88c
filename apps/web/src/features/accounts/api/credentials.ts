import type { SecretQuestionsResponse, SetSecretQuestionsRequest, UpdatePasswordRequest } from '@ava/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

export function updatePassword(input: UpdatePasswordRequest): Promise<{ message: string }> {
  return request<{ message: string }>('identity', '/users/update_password', { method: 'POST', body: input });
}

export const secretQuestionsQuery = () =>
  queryOptions({
    queryKey: ['user', 'secret-questions'],
    queryFn: ({ signal }) => request<SecretQuestionsResponse>('identity', '/secret_questions', { signal }),
  });

export function useSecretQuestions(enabled: boolean) {
  return useQuery({ ...secretQuestionsQuery(), enabled });
}

/** The first answers go to /users/secret_questions, a replacement to /users/update_secret_questions. */
export function saveSecretQuestions(input: SetSecretQuestionsRequest, replacing: boolean) {
  const path = replacing ? '/users/update_secret_questions' : '/users/secret_questions';
  return request<{ message: string }>('identity', path, { method: 'POST', body: input });
}
