import { composedAvatarUrl, MESSAGES, type ProfileImgType, type ReadyAvatar, roleGroup } from '@ava/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { AccessRule, StorageService } from '../storage/storage.module.ts';
import { parseKey } from '../storage/storage.module.ts';
import type { StoreLooks } from '../store/store.module.ts';
import { activeImageUrl, type PresentUrl } from './profile.presenter.ts';
import type { ProfileValues, UserProfileRepository } from './user-profile.repository.ts';

export const AVATARS_NAMESPACE = 'avatars';

/**
 * Anyone of the platform may see a photo (storage checks the platform), but not list the folder,
 * which would name every user and their files; each user writes and lists only their own folder.
 */
export const avatarsAccessRule: AccessRule = async (user, key, mode) => {
  const own = parseKey(key).rest.split('/')[0] === user.userId;
  return own || (mode === 'read' && !key.endsWith('/'));
};

/**
 * The profile image: an uploaded photo (png or jpeg, checked by content in storage) or, for
 * students, a ready-made avatar or their own avatar dressed in the spa-do-avatar, with the active
 * type chosen. The account's avatar_url always holds the image shown (for the composed avatar, what
 * it wears: composedAvatarUrl), so the session user and other screens read it without joining.
 * A guardian's session opened as the student does not change it.
 */
export function createProfilePhotoService(deps: {
  userProfileRepo: UserProfileRepository;
  storage: Pick<StorageService, 'saveUpload' | 'remove'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  presentUrl: PresentUrl;
  looks: Pick<StoreLooks, 'wornPieces'>;
}) {
  const { userProfileRepo, storage, logger, presentUrl, looks } = deps;

  function refuseDelegated(auth: AuthContext) {
    if (auth.openedBy) throw forbidden(MESSAGES.delegatedProfileImage);
  }

  const composedOf = async (platformId: string, userId: string) =>
    composedAvatarUrl(await looks.wornPieces(platformId, userId));

  /** The replaced photo goes; failing to delete it must not fail the change the user made. */
  async function discard(auth: AuthContext, key: string | null | undefined) {
    if (!key) return;
    await storage.remove(auth, key).catch((error) => logger.warn({ err: error, key }, 'old profile photo left behind'));
  }

  async function save(auth: AuthContext, values: ProfileValues): Promise<{ url: string | null }> {
    const profile = await userProfileRepo.saveProfile(auth.platformId, auth.userId, values);
    const composed = profile.img_type === 'composed' ? await composedOf(auth.platformId, auth.userId) : null;
    const url = activeImageUrl(profile, composed);
    await userProfileRepo.updateAccount(auth.platformId, auth.userId, { avatar_url: url });
    return { url: presentUrl(url) };
  }

  return {
    /** The caller's image, or that of another user of the same platform. */
    async show(auth: AuthContext, userId = auth.userId): Promise<{ url: string | null }> {
      const url = await userProfileRepo.avatarUrlOf(auth.platformId, userId);
      return { url: presentUrl(url ?? null) };
    },

    async upload(auth: AuthContext, file: { fileName: string; bytes: Buffer }): Promise<{ url: string | null }> {
      refuseDelegated(auth);
      const previous = await userProfileRepo.findProfile(auth.platformId, auth.userId);
      const stored = await storage.saveUpload(auth, {
        namespace: AVATARS_NAMESPACE,
        path: auth.userId,
        fileName: file.fileName,
        bytes: file.bytes,
        allowed: ['image'],
      });
      const answer = await save(auth, { photo_key: stored.key, img_type: 'picture' });
      await discard(auth, previous?.photo_key);
      return answer;
    },

    async remove(auth: AuthContext): Promise<{ url: string | null }> {
      refuseDelegated(auth);
      const previous = await userProfileRepo.findProfile(auth.platformId, auth.userId);
      const kept = previous?.img_type === 'composed' ? 'composed' : previous?.avatar ? 'avatar' : 'picture';
      const answer = await save(auth, { photo_key: null, img_type: kept });
      await discard(auth, previous?.photo_key);
      return answer;
    },

    /** Students only: pick a ready-made avatar and which image type is active. */
    async chooseImageType(
      auth: AuthContext,
      choice: { profile_img_type: ProfileImgType; profile_avatar?: ReadyAvatar },
    ): Promise<{ url: string | null }> {
      if (roleGroup(auth.role) !== 'student') throw forbidden(MESSAGES.studentsOnly);
      refuseDelegated(auth);
      const previous = await userProfileRepo.findProfile(auth.platformId, auth.userId);
      const avatar = choice.profile_avatar ?? previous?.avatar ?? null;
      if (choice.profile_img_type === 'picture' && !previous?.photo_key) throw badRequest(MESSAGES.noPhotoToShow);
      if (choice.profile_img_type === 'avatar' && !avatar) throw badRequest();
      return save(auth, { avatar, img_type: choice.profile_img_type });
    },

    /** After the avatar was dressed: the account's image follows it while the composed avatar is active. */
    async outfitChanged(auth: AuthContext): Promise<void> {
      const profile = await userProfileRepo.findProfile(auth.platformId, auth.userId);
      if (profile?.img_type !== 'composed') return;
      const url = await composedOf(auth.platformId, auth.userId);
      await userProfileRepo.updateAccount(auth.platformId, auth.userId, { avatar_url: url });
    },
  };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
