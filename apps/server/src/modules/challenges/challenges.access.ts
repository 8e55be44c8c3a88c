import { can, GAME_FACTORY_MESSAGES, roleGroup } from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { AccessRule } from '../storage/storage.module.ts';
import { parseKey, UUID } from '../storage/storage.module.ts';
import type { ChallengesRepository, ContentRow } from './challenges.repository.ts';

/** The storage namespace of the factory's files: `<platform>/challenges/<contentId>/<file>`. */
export const CHALLENGE_FILES_NAMESPACE = 'challenges';

/** The folder of a content's files, deleted with its draft. */
export const contentFolder = (content: Pick<ContentRow, 'platform_id' | 'id'>) =>
  `${content.platform_id}/${CHALLENGE_FILES_NAMESPACE}/${content.id}`;

export const challengeNotFound = () => notFound(GAME_FACTORY_MESSAGES.notFound);

/** Students, educators and administrators use the catalogue; guardians follow their dependents elsewhere. */
export function requireCatalogueReader(user: AuthContext): void {
  if (roleGroup(user.role) === 'guardian') throw forbidden();
}

/** Educators write challenges in the factory. */
export function requireAuthor(user: AuthContext): void {
  if (!can(user.role, 'create.activities')) throw forbidden();
}

export const isAdministrator = (user: AuthContext) => roleGroup(user.role) === 'admin';

/** Coordinators and administrators look after every content of their platform. */
export const managesPlatform = (user: AuthContext) => user.role === 'school_coordinator' || isAdministrator(user);

/**
 * A content the caller may see: a published one of their platform or shared by another; their
 * own in any status; an archived or blocked one of their platform when they manage it. Never a
 * deleted one, never someone else's draft.
 */
export function mayRead(user: AuthContext, content: ContentRow): boolean {
  if (content.status === 'deleted') return false;
  if (content.platform_id !== user.platformId) return content.shared && content.status === 'active';
  if (content.status === 'active' || content.author_id === user.userId) return true;
  return content.status !== 'draft' && managesPlatform(user);
}

/** Students play published contents only; the others play, in sandbox, what they may see. */
export function mayPlay(user: AuthContext, content: ContentRow): boolean {
  if (roleGroup(user.role) === 'student') return content.status === 'active' && mayRead(user, content);
  return mayRead(user, content);
}

/** The factory's storage rule: the author writes a content's folder; whoever may see the content reads it. */
export function createChallengeFilesRule(repo: Pick<ChallengesRepository, 'findOwn'>): AccessRule {
  return async (user, key, mode) => {
    const [contentId] = parseKey(key).rest.split('/');
    if (!contentId || !UUID.test(contentId)) return false;
    const content = await repo.findOwn(user.platformId, contentId);
    if (!content) return false;
    if (mode === 'write') return content.author_id === user.userId && content.status !== 'deleted';
    return mayRead(user, content);
  };
}
