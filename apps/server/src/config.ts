import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Addresses separated by commas or spaces, each kept as its origin (a script's full url may be given). */
const origins = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

/** Environment variables of the server; the README documents each of them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  GAMES_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().default('Plataforma AVA <nao-responda@localhost>'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  STORAGE_URL_SECRET: z.string().min(32).optional(),
  POSTAL_CODE_URL: z.string().url().default('https://viacep.com.br/ws'),
  LOCATIONS_URL: z.string().url().default('https://servicodados.ibge.gov.br/api/v1/localidades'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_PRICE_UNO: z.string().optional(),
  STRIPE_PRICE_DUO: z.string().optional(),
  STRIPE_PRICE_FAMILY: z.string().optional(),
  WIDGET_ORIGINS: origins.default([]),
  SERVICE_ORIGINS: origins.default([]),
  /** Web push (VAPID): both keys, or neither (then a pair is generated into DATA_DIR at first start). */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:nao-responda@localhost'),
  /** An OpenAI-compatible server for the assistant (OpenAI, Ollama, vLLM...); unset: the embedded engine only. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Longest wait for the model's first byte and between two pieces of its answer. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** The embedded engine's words leave this far apart, so an answer is read as it is written. */
  AI_EMBEDDED_PACE_MS: z.coerce.number().int().min(0).default(25),
});

export type Config = ReturnType<typeof parseConfig>;

/** Relative paths are taken from the directory npm was started in, so `./data` means the clone's root. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means unset, as shells and container files often leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.parse(given);
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...parsed,
    DATA_DIR: path.resolve(base, parsed.DATA_DIR),
    WEB_DIST: parsed.WEB_DIST ? path.resolve(base, parsed.WEB_DIST) : undefined,
    GAMES_DIST: parsed.GAMES_DIST ? path.resolve(base, parsed.GAMES_DIST) : undefined,
  };
}
