import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  guardianSignUpSchema,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
  signUpB2cSchema,
  updatePasswordSchema,
} from './accounts.ts';
import { dependentCreateSchema, dependentUpdateSchema } from './guardians.ts';
import { resetStudentPasswordSchema } from './school-directory.ts';

const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
const long = 'a'.repeat(PASSWORD_MIN_LENGTH);
const person = { platform: 'demo', name: 'Nina Teste', username: 'nina', email: 'nina@exemplo.com.br' };
const studentId = '0b8f1a52-3c1e-4c1a-9f2a-6a1d1c7e9b10';

/** Every body that sets a new password, built around the password given. */
const bodies = {
  'sign-up (b2c)': [signUpB2cSchema, (p: string) => ({ ...person, password: p, password_confirmation: p })],
  'sign-up (guardian)': [guardianSignUpSchema, (p: string) => ({ ...person, password: p, password_confirmation: p })],
  'reset by link or answers': [
    resetPasswordSchema,
    (p: string) => ({ platform: 'demo', password: p, password_confirmation: p }),
  ],
  'password change': [
    updatePasswordSchema,
    (p: string) => ({ current_password: 'senha123', password: p, password_confirmation: p }),
  ],
  'dependent added by a guardian': [
    dependentCreateSchema,
    (p: string) => ({ name: 'Lia Souza', username: 'lia', password: p }),
  ],
  'dependent edited by a guardian': [dependentUpdateSchema, (p: string) => ({ student_id: studentId, password: p })],
  "teacher's reset of a student": [resetStudentPasswordSchema, (p: string) => ({ student_id: studentId, password: p })],
} as const;

describe('the one password rule', () => {
  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters, with its Portuguese message`, () => {
    expect(newPasswordSchema.safeParse(long).success).toBe(true);
    expect(newPasswordSchema.safeParse(short).error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.passwordTooShort);
  });

  it.each(Object.entries(bodies))('holds for the %s', (_, [schema, body]) => {
    expect(schema.safeParse(body(long)).success).toBe(true);
    const issues = schema.safeParse(body(short)).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', ACCOUNT_MESSAGES.passwordTooShort],
    ]);
  });
});
