import type { GuardianScheduleDetails, GuardianScheduleList } from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { scheduleKeys } from './schedule-keys.ts';

/** GET /schedules/guardian: no status or type means all of them. */
export const useGuardianSchedules = (filters: Record<string, string>) =>
  useQuery({
    queryKey: scheduleKeys.guardianList(filters),
    queryFn: ({ signal }) => request<GuardianScheduleList>('main', '/schedules/guardian', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /schedules/guardian/details: opening it marks it read. */
export const useGuardianItem = (scheduleId: string, studentId: string) =>
  useQuery({
    queryKey: scheduleKeys.guardianItem(scheduleId, studentId),
    queryFn: ({ signal }) =>
      request<GuardianScheduleDetails>('main', '/schedules/guardian/details', {
        query: { schedule_id: scheduleId, student_id: studentId },
        signal,
      }),
  });

const PATHS = {
  reply: '/schedules/guardian/reply',
  favorite: '/schedules/guardian/favorite',
  archive: '/schedules/guardian/archive',
  validate: '/schedules/authorizations/validate-code',
} as const;

/** The guardian's actions on one item; each answers the item, which replaces the cached one. */
export function useGuardianAction(action: keyof typeof PATHS) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { schedule_id: string; student_id: string } & Record<string, unknown>) =>
      request<GuardianScheduleDetails>('main', PATHS[action], { method: 'PATCH', body }),
    onSuccess: (item) => {
      client.setQueryData(scheduleKeys.guardianItem(item.schedule_id, item.student.id), item);
      void client.invalidateQueries({ queryKey: [...scheduleKeys.guardian, 'list'] });
    },
  });
}

/** PATCH /schedules/authorizations/generate-code: mails a code to the guardian. */
export const useAuthorizationCode = () =>
  useMutation({
    mutationFn: (body: { schedule_id: string; student_id: string }) =>
      request<{ sent_to: string; expires_at: string }>('main', '/schedules/authorizations/generate-code', {
        method: 'PATCH',
        body,
      }),
  });

/** GET /schedules/guardian/feed, and PATCH for a new address. */
export const useFeedUrl = () =>
  useQuery({
    queryKey: scheduleKeys.feed(),
    queryFn: ({ signal }) => request<{ url: string }>('main', '/schedules/guardian/feed', { signal }),
  });

export function useRenewFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<{ url: string }>('main', '/schedules/guardian/feed', { method: 'PATCH' }),
    onSuccess: (feed) => client.setQueryData(scheduleKeys.feed(), feed),
  });
}

/** GET /guardians/dependents (identity): the children the agenda can be filtered by. */
export const useDependentChoices = () =>
  useQuery({
    queryKey: [...scheduleKeys.guardian, 'dependents'],
    queryFn: ({ signal }) =>
      request<{ dependents: { id: string; name: string }[] }>('identity', '/guardians/dependents', { signal }),
  });
