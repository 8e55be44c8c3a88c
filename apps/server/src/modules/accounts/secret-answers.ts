import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';

/** Answers compare without case, accents or extra spaces: 'São  Paulo' matches 'sao paulo'. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const hashAnswer = (answer: string) => hashPassword(normaliseAnswer(answer));
export const verifyAnswer = (answerHash: string, answer: string) => verifyPassword(answerHash, normaliseAnswer(answer));
