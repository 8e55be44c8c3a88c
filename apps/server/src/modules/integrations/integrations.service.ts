import { randomBytes } from 'node:crypto';
import { INTEGRATION_MESSAGES, INTEGRATION_TOKEN_ALGORITHM, type IntegrationInput } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { SchoolMemberships } from '../tenancy/tenancy.module.ts';
import { presentIntegration, presentMenu } from './integrations.presenter.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import { signLaunchToken } from './launch-token.ts';

const integrationNotFound = () => notFound(INTEGRATION_MESSAGES.notFound);

/**
 * External tools of the caller's platform. Users see and launch only the active tools whose
 * audience holds their role, and only once the platform has a secret to sign with; the
 * administrators (edit.integrations) configure them.
 */
export function createIntegrationsService(deps: {
  integrationsRepo: IntegrationsRepository;
  memberships: Pick<SchoolMemberships, 'schoolsOf'>;
  clock: Clock;
  issuer: string;
}) {
  const { integrationsRepo, memberships, clock, issuer } = deps;

  return {
    async menus(auth: AuthContext) {
      if (!(await integrationsRepo.secretOf(auth.platformId))) return { menus: [] };
      const rows = await integrationsRepo.listFor(auth.platformId, auth.role);
      return { menus: rows.map(presentMenu) };
    },

    async access(auth: AuthContext, integrationId: string) {
      const integration = await integrationsRepo.find(auth.platformId, integrationId);
      if (!integration?.active || !integration.audience.includes(auth.role)) throw integrationNotFound();
      const secret = await integrationsRepo.secretOf(auth.platformId);
      if (!secret) throw integrationNotFound();
      const [school] = await memberships.schoolsOf(auth.platformId, auth.userId);
      const { token, expiresAt } = await signLaunchToken(
        {
          issuer,
          integrationId: integration.id,
          userId: auth.userId,
          role: auth.role,
          platform: auth.platformSlug,
          school: school?.school_id ?? null,
        },
        secret,
        clock.now(),
      );
      const url = new URL(integration.launch_url);
      url.searchParams.set('token', token);
      return { url: url.toString(), token, expires_at: expiresAt.toISOString() };
    },

    async list(auth: AuthContext) {
      const [rows, secret] = await Promise.all([
        integrationsRepo.list(auth.platformId),
        integrationsRepo.secretOf(auth.platformId),
      ]);
      return { integrations: rows.map(presentIntegration), has_secret: secret !== null };
    },

    async create(auth: AuthContext, input: IntegrationInput) {
      return { integration: presentIntegration(await integrationsRepo.create(auth.platformId, input)) };
    },

    async update(auth: AuthContext, id: string, input: IntegrationInput) {
      const row = await integrationsRepo.update(auth.platformId, id, input);
      if (!row) throw integrationNotFound();
      return { integration: presentIntegration(row) };
    },

    async remove(auth: AuthContext, id: string) {
      if (!(await integrationsRepo.remove(auth.platformId, id))) throw integrationNotFound();
      return { message: INTEGRATION_MESSAGES.deleted };
    },

    /** A new secret, shown this once; tokens signed with the old one stop verifying at once. */
    async rotateSecret(auth: AuthContext) {
      const secret = randomBytes(32).toString('base64url');
      await integrationsRepo.setSecret(auth.platformId, secret);
      return { secret, algorithm: INTEGRATION_TOKEN_ALGORITHM, issuer };
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
