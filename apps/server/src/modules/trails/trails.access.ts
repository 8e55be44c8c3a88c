import { can, EXAM_STATUS, TRAIL_WIZARD_MESSAGES } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { AccessRule } from '../storage/storage.module.ts';
import { parseKey, UUID } from '../storage/storage.module.ts';
import type { TrailRef, TrailRow, TrailWizardRepository } from './trail-wizard.repository.ts';

/** The storage namespace of the wizard's files: `<platform>/trails/<trailId>/<file>`. */
export const TRAIL_FILES_NAMESPACE = 'trails';

export const trailNotFound = () => notFound(TRAIL_WIZARD_MESSAGES.trailNotFound);

/** Educators of the platform build, find and apply trails (README 'Who may act'). */
export function requireEducator(user: AuthContext): void {
  if (!can(user.role, 'create.activities')) throw forbidden();
}

/** A trail the caller may see: their own in any status, another educator's once published. */
export function mayRead(user: AuthContext, trail: TrailRow): boolean {
  return trail.author_id === user.userId || trail.status === EXAM_STATUS.active;
}

export function createTrailAccess(repo: Pick<TrailWizardRepository, 'find'>) {
  /** 404 for a trail of another platform, an unknown one or another's unpublished one. */
  async function readable(user: AuthContext, ref: TrailRef): Promise<TrailRow> {
    requireEducator(user);
    const trail = await repo.find(user.platformId, ref);
    if (!trail || !mayRead(user, trail)) throw trailNotFound();
    return trail;
  }

  /** Only the author edits a trail: 403 for another educator's visible trail. */
  async function authored(user: AuthContext, ref: TrailRef): Promise<TrailRow> {
    const trail = await readable(user, ref);
    if (trail.author_id !== user.userId) throw forbidden(TRAIL_WIZARD_MESSAGES.onlyAuthor);
    return trail;
  }

  /** The author writes the trail's folder; educators who may see the trail read it. */
  const filesRule: AccessRule = async (user, key, mode) => {
    const [trailId] = parseKey(key).rest.split('/');
    if (!trailId || !UUID.test(trailId) || !can(user.role, 'create.activities')) return false;
    const trail = await repo.find(user.platformId, { trailId });
    if (!trail) return false;
    return mode === 'write' ? trail.author_id === user.userId : mayRead(user, trail);
  };

  return { readable, authored, filesRule };
}

export type TrailAccess = ReturnType<typeof createTrailAccess>;
