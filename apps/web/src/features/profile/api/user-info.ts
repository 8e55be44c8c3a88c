import type { ProfileUpdate, UserInfo } from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /profile/user_info */
export const userInfoOptions = () =>
  queryOptions({
    queryKey: profileKeys.userInfo(),
    queryFn: ({ signal }) => request<UserInfo>('main', '/profile/user_info', { signal }),
  });

export const useUserInfo = () => useQuery(userInfoOptions());

/** PUT /users/profiles: the answer is the new user info. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      request<UserInfo>('main', '/users/profiles', { method: 'PUT', body: changes, notifyError: true }),
    onSuccess: (info) => client.setQueryData(profileKeys.userInfo(), info),
  });
}
