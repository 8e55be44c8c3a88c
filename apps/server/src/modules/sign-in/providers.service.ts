import { type Role, SIGN_IN_SETTINGS_SCHEMAS, type SignInOptions, type SignInProvider } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { providerSettings, type SignInDeps } from './sign-in.context.ts';

/** Who configures the platform's sign-in providers (their secrets included). */
const PROVIDER_ADMINS: readonly Role[] = ['school_admin', 'back_office', 'super_admin'];

export function createProvidersService(deps: Pick<SignInDeps, 'platformDirectory' | 'signInRepo'>) {
  const { platformDirectory, signInRepo } = deps;

  function requireAdmin(auth: AuthContext): void {
    if (!PROVIDER_ADMINS.includes(auth.role)) throw forbidden();
  }

  return {
    /** GET /sign_in/options: what the login page offers; public, so no secret goes out. */
    async options(slug: string): Promise<SignInOptions> {
      const platform = await platformDirectory.findBySlug(slug);
      if (!platform) throw notFound();
      const [google, sso] = await Promise.all([
        providerSettings(deps, platform.id, 'google'),
        providerSettings(deps, platform.id, 'sso'),
      ]);
      return { google_client_id: google?.client_id ?? null, sso: sso !== null };
    },

    async list(auth: AuthContext): Promise<{ providers: SignInProvider[] }> {
      requireAdmin(auth);
      return { providers: await signInRepo.providerKinds(auth.platformId) };
    },

    async update(
      auth: AuthContext,
      kind: SignInProvider,
      settings: Record<string, unknown> | null,
    ): Promise<{ providers: SignInProvider[] }> {
      requireAdmin(auth);
      if (settings === null) await signInRepo.removeProvider(auth.platformId, kind);
      else {
        const parsed = SIGN_IN_SETTINGS_SCHEMAS[kind].safeParse(settings);
        if (!parsed.success) {
          throw badRequest(undefined, {
            fields: parsed.error.issues.map((issue) => ({
              field: ['body', 'settings', ...issue.path.map(String)].join('.'),
              message: issue.message,
            })),
          });
        }
        await signInRepo.saveProvider(auth.platformId, kind, parsed.data);
      }
      return { providers: await signInRepo.providerKinds(auth.platformId) };
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
