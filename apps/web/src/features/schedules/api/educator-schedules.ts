import type {
  ScheduleClassrooms,
  ScheduleContent,
  ScheduleCreate,
  ScheduleDetails,
  ScheduleEdit,
  ScheduleIntro,
  ScheduleList,
  ScheduleSummary,
} from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { scheduleKeys } from './schedule-keys.ts';

/** GET /schedules: no status or type means all of them. */
export const useSchedules = (filters: Record<string, string>) =>
  useQuery({
    queryKey: scheduleKeys.list(filters),
    queryFn: ({ signal }) => request<ScheduleList>('main', '/schedules', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /schedules/details */
export const useScheduleDetails = (id: string) =>
  useQuery({
    queryKey: scheduleKeys.details(id),
    queryFn: ({ signal }) =>
      request<ScheduleDetails>('main', '/schedules/details', { query: { schedule_id: id }, signal }),
  });

/** GET /schedules/details/edit */
export const useScheduleEdit = (id: string | undefined) =>
  useQuery({
    queryKey: scheduleKeys.edit(id ?? ''),
    queryFn: ({ signal }) =>
      request<ScheduleEdit>('main', '/schedules/details/edit', { query: { schedule_id: id }, signal }),
    enabled: Boolean(id),
  });

/** GET /schedules/classrooms */
export const useScheduleClassrooms = () =>
  useQuery({
    queryKey: scheduleKeys.classrooms(),
    queryFn: ({ signal }) => request<ScheduleClassrooms>('main', '/schedules/classrooms', { signal }),
  });

type IntroBody = Omit<ScheduleIntro, 'all_day' | 'location'> & { all_day: boolean; location: string };
type ContentBody = Omit<ScheduleContent, 'questions'> & {
  questions: { text: string; multiple: boolean; options: string[] }[];
};

/** The editor's steps, each one call answering the item as the editor shows it. */
export const scheduleSteps = {
  create: (body: ScheduleCreate) => request<ScheduleEdit>('main', '/schedules/create', { method: 'POST', body }),
  intro: (body: IntroBody) => request<ScheduleEdit>('main', '/schedules/intro/update', { method: 'PATCH', body }),
  content: (body: ContentBody) => request<ScheduleEdit>('main', '/schedules/content/update', { method: 'PATCH', body }),
  message: (body: { schedule_id: string; message: string }) =>
    request<ScheduleEdit>('main', '/schedules/messages/create', { method: 'PATCH', body }),
};

/** Runs a step; its answer becomes the cached item and the lists are refetched. */
export function useScheduleStep<Body>(step: (body: Body) => Promise<ScheduleEdit>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (item) => {
      client.setQueryData(scheduleKeys.edit(item.id), item);
      void client.invalidateQueries({ queryKey: [...scheduleKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: scheduleKeys.details(item.id) });
    },
  });
}

export type StatusChange = 'draft' | 'publish' | 'finish' | 'archive' | 'delete';

/** PATCH /schedules/status/{draft,publish,finish,archive} and DELETE /schedules/status/delete */
export function useScheduleStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StatusChange }): Promise<unknown> =>
      change === 'delete'
        ? request<{ ok: true }>('main', '/schedules/status/delete', { method: 'DELETE', query: { schedule_id: id } })
        : request<ScheduleSummary>('main', `/schedules/status/${change}`, {
            method: 'PATCH',
            body: { schedule_id: id },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
