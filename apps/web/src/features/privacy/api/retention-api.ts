import type { RetentionSettings, RetentionUpdate } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';

const retentionKey = ['privacy', 'retention'] as const;

/** GET /privacy/retention (main): the platform's periods, the daily run's last work, the latest erasures. */
export const useRetention = () =>
  useQuery({
    queryKey: retentionKey,
    queryFn: ({ signal }) => request<RetentionSettings>('main', '/privacy/retention', { signal }),
  });

/** PUT /privacy/retention (main): answers the settings as saved. */
export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionUpdate) =>
      request<RetentionSettings>('main', '/privacy/retention', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(retentionKey, saved),
  });
}
