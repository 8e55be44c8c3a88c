/** The login schema needs zod (about 24 KB gzip), so the form loads it on its first interaction. */
export { loginRequestSchema } from '@ava/contracts';
