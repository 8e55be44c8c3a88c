import type { ClassroomSummary, ClassroomsMessageInput, StudentsMessageInput } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { notify } from '../../../lib/toast.ts';
import { messageKeys } from './message-keys.ts';

/** GET /classrooms (identity): the classrooms the educator may send to (coordinators: of their schools). */
export const useMessageClassrooms = () =>
  useQuery({
    queryKey: messageKeys.classrooms(),
    queryFn: ({ signal }) => request<{ classrooms: ClassroomSummary[] }>('identity', '/classrooms', { signal }),
    select: (answer) => answer.classrooms,
  });

export type BulkMessage =
  | ({ kind: 'classrooms' } & ClassroomsMessageInput)
  | ({ kind: 'students' } & StudentsMessageInput);

/** POST /messages/classrooms/create or /messages/students/create: one message to many. */
export function useBulkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: BulkMessage) =>
      request<{ sent: number; message: string }>('main', `/messages/${kind}/create`, {
        method: 'POST',
        body,
        notifyError: true,
      }),
    onSuccess: (answer) => {
      notify({ status: 'success', message: answer.message });
      return client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
