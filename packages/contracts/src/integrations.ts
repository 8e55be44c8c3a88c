import { z } from 'zod';
import { ROLES } from './roles.ts';
import { httpUrlSchema } from './shortlinks.ts';

/**
 * External tools of a platform (document 3 section 7 names POST integrations/access and GET
 * integrations/menus only): each tool has a name, an icon, a launch address and the roles it
 * is offered to. Launching signs a short-lived token the tool verifies with the platform's secret.
 */
export const INTEGRATION_MESSAGES = {
  notFound: 'Integração não encontrada.',
  deleted: 'Integração excluída com sucesso.',
} as const;

export const INTEGRATION_TOKEN_TTL_SECONDS = 120;
export const INTEGRATION_TOKEN_ALGORITHM = 'HS256' as const;

export const integrationMenuSchema = z.object({ id: z.uuid(), name: z.string(), icon_url: z.string().nullable() });
export type IntegrationMenu = z.infer<typeof integrationMenuSchema>;
export const integrationMenusResponseSchema = z.object({ menus: z.array(integrationMenuSchema) });

export const integrationAccessSchema = z.object({ integration_id: z.uuid() }).strict();
export const integrationAccessResponseSchema = z.object({
  /** The launch address with the token in its `token` query parameter. */
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type IntegrationAccessResponse = z.infer<typeof integrationAccessResponseSchema>;

/** The claims of a launch token, for the tools that verify it. */
export interface IntegrationTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  role: string;
  platform: string;
  school: string | null;
  iat: number;
  exp: number;
  jti: string;
}

export const integrationInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    icon_url: httpUrlSchema.nullable().default(null),
    launch_url: httpUrlSchema,
    audience: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
    active: z.boolean().default(true),
  })
  .strict();
export type IntegrationInput = z.infer<typeof integrationInputSchema>;

export const integrationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon_url: z.string().nullable(),
  launch_url: z.string(),
  audience: z.array(z.enum(ROLES)),
  active: z.boolean(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationsResponseSchema = z.object({
  integrations: z.array(integrationSchema),
  /** Whether the platform has a signing secret yet; menus show only once it has one. */
  has_secret: z.boolean(),
});
export const integrationResponseSchema = z.object({ integration: integrationSchema });
export const integrationIdParamsSchema = z.object({ id: z.uuid() });
/** Shown once after a rotation: the value to configure in every tool of the platform. */
export const integrationSecretResponseSchema = z.object({
  secret: z.string(),
  algorithm: z.literal(INTEGRATION_TOKEN_ALGORITHM),
  issuer: z.string(),
});
