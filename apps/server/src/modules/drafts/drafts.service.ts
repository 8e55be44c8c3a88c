import {
  can,
  DRAFT_KIND_PERMISSIONS,
  DRAFT_MESSAGES,
  type DraftKind,
  type DraftRegister,
  type DraftResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { presentDraft } from './drafts.presenter.ts';
import type { DraftsRepository } from './drafts.repository.ts';

export interface DraftsServiceDeps {
  draftsRepo: Pick<DraftsRepository, 'enabled' | 'save' | 'find' | 'remove'>;
  clock: Clock;
}

/** Drafts of forms in progress: each caller reads and writes only their own, on platforms that keep drafts. */
export function createDraftsService(deps: DraftsServiceDeps) {
  const { draftsRepo, clock } = deps;

  /** The caller as the owner of a draft of that kind, once the platform and the role allow it. */
  async function ownerOf(auth: AuthContext, kind: DraftKind) {
    if (!(await draftsRepo.enabled(auth.platformId))) throw forbidden(DRAFT_MESSAGES.disabled);
    if (!can(auth.role, DRAFT_KIND_PERMISSIONS[kind])) throw forbidden();
    return { platformId: auth.platformId, userId: auth.userId, kind };
  }

  return {
    /** POST draft/register: keeps the form as it is now, replacing the caller's previous draft of that kind. */
    async register(auth: AuthContext, input: DraftRegister): Promise<DraftResponse> {
      const owner = await ownerOf(auth, input.kind);
      return { draft: presentDraft(await draftsRepo.save(owner, input.payload, clock.now())) };
    },

    /** GET draft/get */
    async get(auth: AuthContext, kind: DraftKind): Promise<DraftResponse> {
      const row = await draftsRepo.find(await ownerOf(auth, kind));
      return { draft: row ? presentDraft(row) : null };
    },

    /** DELETE draft/delete: nothing to delete is not an error (the draft may be gone in another tab). */
    async remove(auth: AuthContext, kind: DraftKind): Promise<{ deleted: boolean }> {
      return { deleted: await draftsRepo.remove(await ownerOf(auth, kind)) };
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
