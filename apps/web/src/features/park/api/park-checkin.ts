import type { CheckinResponse } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { parkKeys } from './park-keys.ts';

/** GET /park/tickets/checkin: enters with today's ticket (once; again, the same) when the student asks. */
export const useParkCheckin = (enabled: boolean) =>
  useQuery({
    queryKey: parkKeys.checkin(),
    queryFn: ({ signal }) => request<CheckinResponse>('main', '/park/tickets/checkin', { signal }),
    enabled,
    retry: false,
  });
