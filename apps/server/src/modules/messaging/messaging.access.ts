import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { AccessMode, AccessRule } from '../storage/storage.module.ts';
import { UUID } from '../storage/storage.module.ts';

/** The storage namespace of message images: `<platform>/messages/<conversationId>/<file>`. */
export const MESSAGE_FILES_NAMESPACE = 'messages';

/**
 * Only the two people of a conversation read its images; one of them uploads into it while they
 * may still write to the other. Nobody lists or deletes them (a message showing one would lose it).
 */
export function createMessageFilesAccess(deps: {
  mayUseConversationFiles(auth: AuthContext, conversationId: string, writing: boolean): Promise<boolean>;
}): AccessRule {
  return async (user: AuthContext, key: string, mode: AccessMode) => {
    const [conversationId = '', file = ''] = key.split('/').slice(2);
    if (!UUID.test(conversationId)) return false;
    if (mode === 'write') return file === '' && deps.mayUseConversationFiles(user, conversationId, true);
    return file !== '' && deps.mayUseConversationFiles(user, conversationId, false);
  };
}
