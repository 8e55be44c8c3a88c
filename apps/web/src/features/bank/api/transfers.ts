import type {
  ClassroomTransfersResponse,
  TransferBody,
  TransferInfoResponse,
  TransferPasswordBody,
  TransferResponse,
} from '@ava/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { bankKeys } from './bank-keys.ts';
import { useBankMovement } from './bank-movement.ts';

/** GET /transactions/pokz/transfer_info (identity, ours): the classmates, the password set or not, the day's limit. */
export const useTransferInfo = () =>
  useQuery({
    queryKey: bankKeys.transferInfo(),
    queryFn: ({ signal }) => request<TransferInfoResponse>('identity', '/transactions/pokz/transfer_info', { signal }),
  });

/** POST /transactions/pokz/transfer, with the action's Idempotency-Key. */
export const useTransfer = () =>
  useBankMovement(({ body, key }: { body: TransferBody; key: string }) =>
    request<TransferResponse>('identity', '/transactions/pokz/transfer', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
  );

/** PUT /transactions/pokz/transfer_password (identity, ours): sets or changes it with the account's password. */
export function useSetTransferPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferPasswordBody) =>
      request('identity', '/transactions/pokz/transfer_password', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: bankKeys.transferInfo() }),
  });
}

/** GET /transactions/pokz/classroom_transfers (identity, ours): a classroom's transfers, ten a page, for its educators. */
export const useClassroomTransfers = (classroomId: string, page: number) =>
  useQuery({
    queryKey: bankKeys.classroomTransfers(classroomId, page),
    queryFn: ({ signal }) =>
      request<ClassroomTransfersResponse>('identity', '/transactions/pokz/classroom_transfers', {
        query: { classroom_id: classroomId, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
