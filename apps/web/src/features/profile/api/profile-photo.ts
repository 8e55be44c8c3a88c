import type { ProfileImgType, ReadyAvatar } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { profileKeys } from './profile-keys.ts';

type AvatarAnswer = { url: string | null };

/** PUT /users/profiles/photo, DELETE /profile/remove_photo and POST /profile/profile_img_type; each reloads the user info. */
export function usePhotoMutations() {
  const client = useQueryClient();
  // The header shows the session user's image: it changes with the profile's.
  const reload = (answer: AvatarAnswer) => {
    updateSessionUser({ avatar_url: answer.url });
    return client.invalidateQueries({ queryKey: profileKeys.userInfo() });
  };

  const upload = useMutation({
    mutationFn: (image: Blob) => {
      const form = new FormData();
      form.append('file', image, image.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
      return request<AvatarAnswer>('main', '/users/profiles/photo', { method: 'PUT', body: form, notifyError: true });
    },
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: () => request<AvatarAnswer>('main', '/profile/remove_photo', { method: 'DELETE', notifyError: true }),
    onSuccess: reload,
  });
  const chooseType = useMutation({
    mutationFn: (choice: { profile_img_type: ProfileImgType; profile_avatar?: ReadyAvatar }) =>
      request<AvatarAnswer>('main', '/profile/profile_img_type', { method: 'POST', body: choice, notifyError: true }),
    onSuccess: reload,
  });
  return { upload, remove, chooseType };
}
