import {
  ACCOUNT_MESSAGES,
  SECRET_QUESTIONS,
  type SecretQuestionsResponse,
  type SetSecretQuestionsRequest,
  type UpdatePasswordRequest,
} from '@ava/contracts';
import { type AuthContext, refuseDelegatedSession } from '../../platform/auth/auth-context.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { type CurrentPasswordDeps, checkCurrentPassword } from './current-password.ts';
import { hashAnswer } from './secret-answers.ts';

export interface CredentialsServiceDeps extends CurrentPasswordDeps {
  accountsRepo: Pick<AccountsRepository, 'secretAnswersOf' | 'replaceSecretAnswers' | 'setPasswordHash'>;
  sessions: Pick<SessionStore, 'revokeAllOf'>;
}

/** The signed-in user's own password and secret questions; every change needs the current password. */
export function createCredentialsService(deps: CredentialsServiceDeps) {
  const { accountsRepo, sessions } = deps;

  async function saveAnswers(
    auth: AuthContext,
    input: SetSecretQuestionsRequest,
    address: string,
    replacing: boolean,
  ): Promise<{ message: string }> {
    refuseDelegatedSession(auth);
    await checkCurrentPassword(deps, auth, input.password, address);
    const existing = await accountsRepo.secretAnswersOf(auth.platformId, auth.userId);
    if (!replacing && existing.length > 0) throw badRequest(ACCOUNT_MESSAGES.secretQuestionsExist);
    if (replacing && existing.length === 0) throw badRequest(ACCOUNT_MESSAGES.secretQuestionsMissing);
    const answers = await Promise.all(
      input.answers.map(async (answer) => ({
        question_id: answer.question_id,
        answer_hash: await hashAnswer(answer.answer),
      })),
    );
    await accountsRepo.replaceSecretAnswers(auth.platformId, auth.userId, answers);
    return { message: ACCOUNT_MESSAGES.secretQuestionsSaved };
  }

  return {
    async secretQuestions(auth: AuthContext): Promise<SecretQuestionsResponse> {
      const chosen = await accountsRepo.secretAnswersOf(auth.platformId, auth.userId);
      return { questions: [...SECRET_QUESTIONS], chosen: chosen.map((answer) => answer.question_id) };
    },

    setSecretQuestions: (auth: AuthContext, input: SetSecretQuestionsRequest, address: string) =>
      saveAnswers(auth, input, address, false),

    updateSecretQuestions: (auth: AuthContext, input: SetSecretQuestionsRequest, address: string) =>
      saveAnswers(auth, input, address, true),

    /** The change-password modal: other sessions of the user end, the current one goes on. */
    async updatePassword(auth: AuthContext, token: string, input: UpdatePasswordRequest, address: string) {
      refuseDelegatedSession(auth);
      await checkCurrentPassword(deps, auth, input.current_password, address);
      await accountsRepo.setPasswordHash(auth.platformId, auth.userId, await hashPassword(input.password));
      await sessions.revokeAllOf(auth.userId, token);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
