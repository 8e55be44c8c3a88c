import { z } from 'zod';
import {
  ACCESS_CODE_KINDS,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_MAX_HOURS,
  GOOGLE_ISSUERS,
  GOOGLE_JWKS_URI,
  normaliseAccessCode,
  SIGN_IN_PROVIDERS,
} from './sign-in-rules.ts';

/**
 * Every sign-in form other than the password form of /auth/login (document 3 sections 2
 * and 7): Google, single sign-on, hand-over, access and QR codes, backoffice, partner and
 * external signed tokens, the sign-in at one school, and the institution switch.
 */

const platform = z.string().trim().min(1).max(64);
/** Signed tokens (JWTs) and session tokens; long enough for any real one, short enough to refuse junk. */
const token = z.string().trim().min(1).max(8192);

export const googleSignInRequestSchema = z.object({ credential: token, platform });
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>;

/**
 * POST /auth/sso answers three steps on one path: without anything else it starts the
 * OpenID Connect sign-in (answer: where to send the browser); with `callback` (the query
 * string the identity provider sent back to /login/auth/sso) it completes it; with a
 * bearer hand-over token (and optionally the `username` it must belong to) it hands a
 * session over.
 */
export const ssoSignInRequestSchema = z.object({
  platform,
  username: z.string().trim().min(1).max(254).optional(),
  callback: z.string().min(1).max(4096).optional(),
});
export type SsoSignInRequest = z.infer<typeof ssoSignInRequestSchema>;
export const ssoStartResponseSchema = z.object({ authorization_url: z.string() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

export const tokenSignInRequestSchema = z.object({ token, platform });
export type TokenSignInRequest = z.infer<typeof tokenSignInRequestSchema>;

export const backofficeSignInRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  token,
  platform,
});
export type BackofficeSignInRequest = z.infer<typeof backofficeSignInRequestSchema>;

export const accessCodeSchema = z
  .string()
  .max(32)
  .transform(normaliseAccessCode)
  .pipe(z.string().length(ACCESS_CODE_LENGTH));

export const accessCodeSignInRequestSchema = z.object({ access_code: accessCodeSchema, platform });
export type AccessCodeSignInRequest = z.input<typeof accessCodeSignInRequestSchema>;

/** Strict: every field has a default, so an unknown field is the only sign of a wrong body. */
export const accessCodeCreateRequestSchema = z.strictObject({
  kind: z.enum(ACCESS_CODE_KINDS).default('students'),
  valid_hours: z.number().int().min(1).max(ACCESS_CODE_MAX_HOURS).default(12),
});
export type AccessCodeCreateRequest = z.input<typeof accessCodeCreateRequestSchema>;

export const accessCodeSchemaOut = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string(),
  code: z.string(),
});
export const accessCodeCreateResponseSchema = z.object({
  classroom_id: z.string(),
  classroom_name: z.string(),
  kind: z.enum(ACCESS_CODE_KINDS),
  expires_at: z.string(),
  codes: z.array(accessCodeSchemaOut),
});
export type AccessCodeCreateResponse = z.infer<typeof accessCodeCreateResponseSchema>;

/** POST /users/teacher_sign_in and /users/student_sign_in: the session at one of the user's schools. */
export const schoolSignInQuerySchema = z.object({
  school: z.string().uuid(),
  is_backoffice_login: z.enum(['true', 'false']).optional(),
});

export const switchInstitutionRequestSchema = z.object({ school_id: z.string().uuid() });
export type SwitchInstitutionRequest = z.infer<typeof switchInstitutionRequestSchema>;

export const institutionSchema = z.object({
  school_id: z.string(),
  school_name: z.string(),
  school_external_id: z.string().nullable(),
  /** The school the user's sessions open in. */
  current: z.boolean(),
  classrooms: z.array(z.object({ id: z.string(), name: z.string(), grade_id: z.number().int() })),
});
export type Institution = z.infer<typeof institutionSchema>;
export const institutionsResponseSchema = z.object({ institutions: z.array(institutionSchema) });
export type InstitutionsResponse = z.infer<typeof institutionsResponseSchema>;

/** Which sign-in forms a platform offers besides the password form (public, no secrets). */
export const signInOptionsQuerySchema = z.object({ platform });
export const signInOptionsResponseSchema = z.object({
  google_client_id: z.string().nullable(),
  sso: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptionsResponseSchema>;

/* Per-platform provider settings, written by the platform's administrators. */

/** Which claim of the verified token names the user, and which user field it is compared with. */
const userMatch = (claim: string, match: 'email' | 'username' | 'external_id') => ({
  claim: z.string().min(1).max(64).default(claim),
  match: z.enum(['email', 'username', 'external_id']).default(match),
});
const httpsOrLocalUrl = z
  .string()
  .url()
  .max(2048)
  .refine((value) => /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(value), {
    message: 'use https',
  });

export const googleSettingsSchema = z.object({
  client_id: z.string().min(1).max(256),
  jwks_uri: httpsOrLocalUrl.default(GOOGLE_JWKS_URI),
  issuers: z.array(z.string().min(1).max(256)).min(1).max(4).default(GOOGLE_ISSUERS),
  ...userMatch('email', 'email'),
});
export const ssoSettingsSchema = z.object({
  issuer: httpsOrLocalUrl,
  client_id: z.string().min(1).max(256),
  client_secret: z.string().min(1).max(512).optional(),
  scope: z.string().min(1).max(256).default('openid email profile'),
  ...userMatch('email', 'email'),
});
export const tokenSettingsSchema = z
  .object({
    /** HS256 shared secret, at least 256 bits. */
    secret: z.string().min(32).max(512).optional(),
    jwks_uri: httpsOrLocalUrl.optional(),
    issuer: z.string().min(1).max(256).optional(),
    /** Defaults to the platform's slug, so a token made for one platform is refused by another. */
    audience: z.string().min(1).max(256).optional(),
    ...userMatch('sub', 'username'),
  })
  .refine((value) => (value.secret === undefined) !== (value.jwks_uri === undefined), {
    message: 'secret ou jwks_uri',
    path: ['secret'],
  });

export const SIGN_IN_SETTINGS_SCHEMAS = {
  google: googleSettingsSchema,
  sso: ssoSettingsSchema,
  external: tokenSettingsSchema,
  bradesco: tokenSettingsSchema,
  salvador: tokenSettingsSchema,
} as const;
export type GoogleSettings = z.infer<typeof googleSettingsSchema>;
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
export type TokenSettings = z.infer<typeof tokenSettingsSchema>;

export const signInProviderParamsSchema = z.object({ kind: z.enum(SIGN_IN_PROVIDERS) });
/** PUT /sign_in/providers/{kind}: `settings: null` switches the provider off. */
export const signInProviderUpdateSchema = z.object({ settings: z.record(z.string(), z.unknown()).nullable() });
export const signInProvidersResponseSchema = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });
