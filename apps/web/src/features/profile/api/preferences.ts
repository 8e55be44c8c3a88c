import type { Background, Banner, ProfileSettings } from '@ava/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { profileKeys } from './profile-keys.ts';

type Categories = { categories: { id: number; name: string; selected: boolean }[] };
type Shortcuts = { shortcuts: string[] };
type Chosen = { background: Background | null };

/** GET /users/profiles/settings: the profile's display settings, read by the screens that follow them. */
export const settingsOptions = () =>
  queryOptions({
    queryKey: profileKeys.settings(),
    queryFn: ({ signal }) => request<ProfileSettings>('main', '/users/profiles/settings', { signal }),
  });

/** GET and PUT /users/profiles/settings */
export function useSettings() {
  const client = useQueryClient();
  const query = useQuery(settingsOptions());
  const save = useMutation({
    mutationFn: (changes: Partial<ProfileSettings>) =>
      request<ProfileSettings>('main', '/users/profiles/settings', { method: 'PUT', body: changes, notifyError: true }),
    onSuccess: (settings) => client.setQueryData(profileKeys.settings(), settings),
  });
  return { query, save };
}

/** PATCH /profile/update_preferred_language and /profile/update_flexible_menu */
export function usePreferenceMutations() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: profileKeys.userInfo() });
  return {
    language: useMutation({
      mutationFn: (language: string) =>
        request('main', '/profile/update_preferred_language', {
          method: 'PATCH',
          body: { preferred_language: language },
          notifyError: true,
        }),
      onSuccess: (_answer: unknown, language: string) => {
        updateSessionUser({ preferred_language: language });
        return reload();
      },
    }),
    flexibleMenu: useMutation({
      mutationFn: (flexible: boolean) =>
        request('main', '/profile/update_flexible_menu', {
          method: 'PATCH',
          body: { flexible_menu: flexible },
          notifyError: true,
        }),
      onSuccess: reload,
    }),
  };
}

/** GET /profile/categories_info and POST /profile/categories */
export function useCategories() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: profileKeys.categories(),
    queryFn: ({ signal }) => request<Categories>('main', '/profile/categories_info', { signal }),
  });
  const save = useMutation({
    mutationFn: (ids: number[]) =>
      request<Categories>('main', '/profile/categories', {
        method: 'POST',
        body: { category_ids: ids },
        notifyError: true,
      }),
    onSuccess: (answer) => client.setQueryData(profileKeys.categories(), answer),
  });
  return { query, save };
}

/** GET /users/shortcuts: the menu entries the user chose, by slug. */
export const shortcutsOptions = () =>
  queryOptions({
    queryKey: profileKeys.shortcuts(),
    queryFn: ({ signal }) => request<Shortcuts>('main', '/users/shortcuts', { signal }),
  });

/** GET and PUT /users/shortcuts */
export function useShortcuts() {
  const client = useQueryClient();
  const query = useQuery(shortcutsOptions());
  const save = useMutation({
    mutationFn: (shortcuts: string[]) =>
      request<Shortcuts>('main', '/users/shortcuts', { method: 'PUT', body: { shortcuts }, notifyError: true }),
    onSuccess: (answer) => client.setQueryData(profileKeys.shortcuts(), answer),
  });
  return { query, save };
}

/** GET /students/backgrounds/chosen: the profile's choice and the dashboard that shows it share it. */
export const chosenBackgroundOptions = () =>
  queryOptions({
    queryKey: profileKeys.chosenBackground(),
    queryFn: ({ signal }) => request<Chosen>('main', '/students/backgrounds/chosen', { signal }),
  });

/** GET /students/backgrounds, GET and PUT /students/backgrounds/chosen */
export function useBackgrounds() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: profileKeys.backgrounds(),
    queryFn: ({ signal }) => request<{ backgrounds: Background[] }>('main', '/students/backgrounds', { signal }),
  });
  const chosen = useQuery(chosenBackgroundOptions());
  const choose = useMutation({
    mutationFn: (id: string | null) =>
      request<Chosen>('main', '/students/backgrounds/chosen', {
        method: 'PUT',
        body: { background_id: id },
        notifyError: true,
      }),
    onSuccess: (answer) => client.setQueryData(profileKeys.chosenBackground(), answer),
  });
  return { list, chosen, choose };
}

/** GET /students/dashboard-banners */
export const bannersOptions = () =>
  queryOptions({
    queryKey: profileKeys.banners(),
    queryFn: ({ signal }) => request<{ banners: Banner[] }>('main', '/students/dashboard-banners', { signal }),
  });

export const useBanners = () => useQuery(bannersOptions());
