import { z } from 'zod';
import { MESSAGES } from './catalogue.ts';

/**
 * Accounts of document 3 (sign-up, e-mail confirmation, password recovery, secret
 * questions, password change) and the terms and confirmation flow of document 1 section 4.
 * The spec gives the texts of some failures; the others are written here once.
 */
export const ACCOUNT_MESSAGES = {
  signedUp: 'Cadastro realizado com sucesso! Enviamos um link de confirmação para o seu e-mail.',
  signUpClosed: 'O cadastro não está disponível nesta plataforma.',
  verificationSent: 'Se houver uma conta a confirmar com este e-mail, enviaremos um novo link de confirmação.',
  verificationInvalid: 'Link de confirmação inválido ou expirado.',
  resetLinkSent: 'Enviamos um link para redefinir a sua senha ao e-mail cadastrado.',
  passwordChanged: 'Senha alterada com sucesso.',
  currentPasswordWrong: 'A senha atual está incorreta.',
  passwordsDiffer: 'As senhas não coincidem.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
  invalidEmail: 'Digite um e-mail válido.',
  invalidUsername: 'Use de 3 a 40 letras minúsculas, números, ponto, hífen ou sublinhado.',
  invalidName: 'Digite o nome completo.',
  secretAnswersWrong: 'Não foi possível validar as respostas. Verifique e tente novamente.',
  secretQuestionsSaved: 'Perguntas secretas salvas com sucesso.',
  secretQuestionsExist: 'As perguntas secretas já foram cadastradas.',
  secretQuestionsMissing: 'Cadastre as perguntas secretas primeiro.',
  secretQuestionsDistinct: 'Escolha perguntas diferentes.',
  schoolNotFound: 'Escola não encontrada.',
  termsFirst: 'Aceite os termos de uso antes de confirmar o perfil.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const SECRET_QUESTIONS_REQUIRED = 2;
export const REPORT_ERROR_MAX_LENGTH = 2000;

const required = (schema: z.ZodString) => schema.min(1, MESSAGES.requiredField);

export const platformSlugSchema = z.string().trim().min(1).max(64);
export const personNameSchema = required(z.string().trim()).min(3, ACCOUNT_MESSAGES.invalidName).max(120);
export const usernameSchema = required(z.string().trim().toLowerCase()).regex(
  /^[a-z0-9._-]{3,40}$/,
  ACCOUNT_MESSAGES.invalidUsername,
);
export const emailSchema = required(z.string().trim().toLowerCase())
  .max(254)
  .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail));
export const newPasswordSchema = required(z.string())
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(256);

/** A new password typed twice; the second must match the first. */
const passwordPairSchema = z.object({ password: newPasswordSchema, password_confirmation: z.string().max(256) });
const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
const passwordsDiffer = { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['password_confirmation'] };

/** Partner (school) code of sign-up: letters and digits, compared upper-cased. */
export const signUpCodeSchema = z.string().trim().toUpperCase().max(32);

export const signUpB2cSchema = passwordPairSchema
  .extend({
    platform: platformSlugSchema,
    name: personNameSchema,
    username: usernameSchema,
    email: emailSchema,
    code: signUpCodeSchema.optional(),
  })
  .refine(passwordsMatch, passwordsDiffer);
export type SignUpB2cRequest = z.infer<typeof signUpB2cSchema>;

export const guardianSignUpSchema = passwordPairSchema
  .extend({
    platform: platformSlugSchema,
    name: personNameSchema,
    username: usernameSchema,
    email: emailSchema,
  })
  .refine(passwordsMatch, passwordsDiffer);
export type GuardianSignUpRequest = z.infer<typeof guardianSignUpSchema>;

export const signUpResponseSchema = z.object({ message: z.string(), user_id: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** GET /users/check_availability: every field optional, empty ones are not checked. */
export const availabilityQuerySchema = z.object({
  platform: platformSlugSchema,
  username: z.string().trim().toLowerCase().max(254).optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  code: signUpCodeSchema.optional(),
  role: z.enum(['b2c_student', 'guardian']).optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilityResponseSchema = z.object({
  username_exist: z.boolean(),
  email_exist: z.boolean(),
  invalid_code: z.boolean(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** The three messages of document 3 section 5, in that order. */
export function availabilityMessages(answer: AvailabilityResponse): string[] {
  const messages: string[] = [];
  if (answer.username_exist) messages.push(MESSAGES.usernameTaken);
  if (answer.email_exist) messages.push(MESSAGES.emailTaken);
  if (answer.invalid_code) messages.push(MESSAGES.invalidPartnerCode);
  return messages;
}

export const platformStatusQuerySchema = z.object({ platform: platformSlugSchema });
export const platformStatusSchema = z.object({
  platform: z.string(),
  name: z.string(),
  signup: z.boolean(),
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** POST /users/emails/verification: confirms with the mailed token, or sends a new link. */
export const emailVerificationSchema = z.union([
  z.object({ platform: platformSlugSchema, token: z.string().max(128) }).strict(),
  z.object({ platform: platformSlugSchema, email: emailSchema }).strict(),
]);
export type EmailVerificationRequest = z.infer<typeof emailVerificationSchema>;

/** POST /users/emails/reset_password: the username or e-mail typed by the user. */
export const resetLinkRequestSchema = z.object({
  platform: platformSlugSchema,
  login: required(z.string().trim().toLowerCase()).max(254),
});
export type ResetLinkRequest = z.infer<typeof resetLinkRequestSchema>;

/** POST /users/reset-password: the reset token goes in the Authorization header. */
export const resetPasswordSchema = passwordPairSchema
  .extend({ platform: platformSlugSchema })
  .refine(passwordsMatch, passwordsDiffer);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const updatePasswordSchema = passwordPairSchema
  .extend({ current_password: required(z.string()).max(256) })
  .refine(passwordsMatch, passwordsDiffer);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordSchema>;

/** The questions a user picks from; ids are stored with the answers, so never renumber. */
export const SECRET_QUESTIONS = [
  { id: 1, question: 'Qual é o nome do seu primeiro animal de estimação?' },
  { id: 2, question: 'Qual é o nome da sua primeira escola?' },
  { id: 3, question: 'Em que cidade a sua mãe nasceu?' },
  { id: 4, question: 'Qual é a sua comida favorita?' },
  { id: 5, question: 'Qual é o nome do seu melhor amigo de infância?' },
  { id: 6, question: 'Qual é o seu personagem de desenho favorito?' },
] as const;
export const SECRET_QUESTION_IDS = SECRET_QUESTIONS.map((question) => question.id);

const secretAnswerSchema = z.object({
  question_id: z
    .number()
    .int()
    .refine((id) => (SECRET_QUESTION_IDS as number[]).includes(id)),
  answer: required(z.string().trim()).max(120),
});
const secretAnswersSchema = z
  .array(secretAnswerSchema)
  .length(SECRET_QUESTIONS_REQUIRED)
  .refine((answers) => new Set(answers.map((a) => a.question_id)).size === answers.length, {
    message: ACCOUNT_MESSAGES.secretQuestionsDistinct,
  });
export type SecretAnswer = z.infer<typeof secretAnswerSchema>;

export const secretQuestionsResponseSchema = z.object({
  questions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  /** The questions the caller has answered, empty when none. */
  chosen: z.array(z.number().int()),
});
export type SecretQuestionsResponse = z.infer<typeof secretQuestionsResponseSchema>;

/** Setting or changing the answers needs the current password. */
export const setSecretQuestionsSchema = z.object({
  password: required(z.string()).max(256),
  answers: secretAnswersSchema,
});
export type SetSecretQuestionsRequest = z.infer<typeof setSecretQuestionsSchema>;

/** Recovery without e-mail: the right answers give a reset token for POST /users/reset-password. */
export const validateSecretAnswerSchema = z.object({
  platform: platformSlugSchema,
  username: required(z.string().trim().toLowerCase()).max(254),
  answers: secretAnswersSchema,
});
export type ValidateSecretAnswerRequest = z.infer<typeof validateSecretAnswerSchema>;
export const resetTokenResponseSchema = z.object({ token: z.string() });

/** Terms and confirmation (document 1 section 4): the school defaults to the user's first. */
export const schoolChoiceSchema = z.object({ school_id: z.uuid().optional() }).strict().nullish();
export const termsAcceptedSchema = z.object({
  school_id: z.string(),
  accepted_date: z.string(),
  level: z.number().int(),
});
export type TermsAccepted = z.infer<typeof termsAcceptedSchema>;
export const profileConfirmedSchema = z.object({ school_id: z.string(), confirmed_date: z.string() });
export type ProfileConfirmed = z.infer<typeof profileConfirmedSchema>;

export const reportErrorSchema = z.object({
  message: required(z.string({ error: MESSAGES.invalidComment }).trim()).max(REPORT_ERROR_MAX_LENGTH),
});
export type ReportErrorRequest = z.infer<typeof reportErrorSchema>;

/**
 * Time tracking (document 1 sections 4 and 7, document 3 section 7). The time log is posted
 * every TIME_LOG_INTERVAL_MS while the user is active, with the seconds elapsed since the
 * last one; compute_time carries the length of an active span when it ends. Identity fields
 * the client sends must be the session's own.
 */
export const TIME_LOG_MAX_SECONDS = 60;
export const timeLogSchema = z.strictObject({
  time: z.number().int().min(1).max(3_600),
  user_id: z.string().max(64).optional(),
  external_id: z.string().max(128).nullish(),
  school_id: z.string().max(64).nullish(),
  school_external_id: z.string().max(128).nullish(),
  name: z.string().max(120).optional(),
  platform: z.string().max(64).optional(),
});
export type TimeLog = z.infer<typeof timeLogSchema>;
export const computeTimeSchema = z.strictObject({ time: z.number().int().min(0).max(86_400) });
export type ComputeTime = z.infer<typeof computeTimeSchema>;
/** Seconds counted for the caller today (America/Sao_Paulo). */
export const trackedTimeSchema = z.object({ day: z.string(), time: z.number().int() });
export type TrackedTime = z.infer<typeof trackedTimeSchema>;
