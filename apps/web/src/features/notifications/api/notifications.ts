import type { DeliveredNotification, Notification, NotificationSettings, NotificationsPage } from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  amount: () => [...notificationKeys.all, 'amount'] as const,
  list: (archived: boolean, page: number) => [...notificationKeys.all, 'list', archived, page] as const,
  delivered: (page: number) => [...notificationKeys.all, 'delivered', page] as const,
  classrooms: () => [...notificationKeys.all, 'classrooms'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** GET /notifications/amount; the live stream (live-unread.ts) keeps it current. */
export function useUnreadAmount() {
  return useQuery({
    queryKey: notificationKeys.amount(),
    queryFn: ({ signal }) => request<{ amount: number }>('main', '/notifications/amount', { signal }),
    select: (data) => data.amount,
  });
}

/** GET /notifications: the caller's own, received or archived, 20 a page. */
export function useNotifications(archived: boolean, page: number) {
  return useQuery({
    queryKey: notificationKeys.list(archived, page),
    queryFn: ({ signal }) =>
      request<NotificationsPage>('main', '/notifications', { query: { archived, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: the lists and the amount are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

/** GET /notifications/details: opening one marks it read. */
export function useOpenNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => request<Notification>('main', '/notifications/details', { query: { id } }),
    onSuccess: refresh,
  });
}

export function useArchiveNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ message: string }>('main', '/notifications/archive', {
        method: 'PATCH',
        body: { id },
        notifyError: true,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      request<{ message: string }>('main', '/notifications/delete', {
        method: 'DELETE',
        query: { id },
        notifyError: true,
      }),
    onSuccess: refresh,
  });
}

export interface Composed {
  title: string;
  body: string;
  listType: 1 | 2 | 3;
  classroomIds: string[];
  image: File | null;
}

/** POST /notifications (multipart). */
export function useSendNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Composed) => {
      const form = new FormData();
      form.set('title', input.title);
      form.set('body', input.body);
      form.set('listType', String(input.listType));
      if (input.listType !== 3) form.set('classroom_ids', input.classroomIds.join(','));
      if (input.image) form.set('image', input.image);
      return request<{ id: string; message: string }>('main', '/notifications', { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
}

export function useNotifiableClassrooms(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.classrooms(),
    queryFn: ({ signal }) =>
      request<{ classrooms: { id: string; name: string; school_name: string }[] }>(
        'main',
        '/notifications/classrooms',
        {
          signal,
        },
      ),
    select: (data) => data.classrooms,
    enabled,
  });
}

export function useDelivered(page: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.delivered(page),
    queryFn: ({ signal }) =>
      request<{ notifications: DeliveredNotification[]; total: number; per_page: number }>(
        'main',
        '/notifications/delivered',
        { query: { page }, signal },
      ),
    enabled,
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => request<NotificationSettings>('main', '/notifications/settings', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      request<NotificationSettings>('main', '/notifications/settings', { method: 'PATCH', body: settings }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings(), saved),
  });
}
