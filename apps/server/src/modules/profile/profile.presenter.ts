import {
  levelColor,
  type ProfileImgType,
  RACES,
  type ReadyAvatar,
  readyAvatarUrl,
  type UserInfo,
} from '@ava/contracts';
import { urlOfKey } from '../storage/storage.module.ts';
import type { AccountRow, UserProfileRow } from './user-profile.repository.ts';

type ImageFields = Pick<UserProfileRow, 'photo_key' | 'avatar' | 'img_type'> | null;

const photoUrl = (profile: ImageFields) => (profile?.photo_key ? urlOfKey(profile.photo_key) : null);
const avatarUrl = (profile: ImageFields) => (profile?.avatar ? readyAvatarUrl(profile.avatar as ReadyAvatar) : null);

/**
 * The image shown for the user: the active type's, or another one when the active is missing.
 * `composed` is the student's composed avatar (composedAvatarUrl), null for others.
 */
export function activeImageUrl(profile: ImageFields, composed: string | null): string | null {
  const photo = photoUrl(profile);
  const avatar = avatarUrl(profile);
  if (profile?.img_type === 'composed') return composed ?? avatar ?? photo;
  return profile?.img_type === 'avatar' ? (avatar ?? photo) : (photo ?? avatar);
}

const race = (value: string | null | undefined) =>
  (RACES as readonly string[]).includes(value ?? '') ? (value as UserInfo['race']) : null;

/** Turns a stored file url into one the browser can load (a signed url); other urls pass unchanged. */
export type PresentUrl = (url: string | null) => string | null;

export function presentUserInfo(
  { user, profile }: AccountRow,
  schoolName: string | null,
  present: PresentUrl,
  composed: string | null,
): UserInfo {
  return {
    user_id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    level: user.level,
    level_color: levelColor(user.level),
    birthday: profile?.birthday ?? null,
    race: race(profile?.race),
    phone: profile?.phone ?? null,
    school_name: schoolName,
    preferred_language: user.preferred_language,
    flexible_menu: profile?.flexible_menu ?? false,
    profile_photo: present(photoUrl(profile)),
    profile_avatar: avatarUrl(profile),
    profile_img_type: (profile?.img_type ?? 'picture') as ProfileImgType,
    profile_composed: composed,
    avatar_url: present(activeImageUrl(profile, composed)),
  };
}
