import type {
  ArcadeCreateResponse,
  ArcadeFinishResponse,
  GameCheckoutResponse,
  RoundAnswer,
  TicketCheckoutResponse,
} from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';
import { parkKeys } from './park-keys.ts';

/**
 * A spend carries the price the student was shown and the action's Idempotency-Key
 * (`lib/idempotency.ts`), so a retry after a failure pays at most once. Refused or not, the park is read again afterwards.
 */
interface Spend {
  price: number;
  key: string;
}

function useParkMutation<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: parkKeys.all }),
  });
}

/** POST /park/tickets/checkout: today's ticket. */
export const useBuyTicket = () =>
  useParkMutation((spend: Spend) =>
    request<TicketCheckoutResponse>('main', '/park/tickets/checkout', {
      method: 'POST',
      headers: idempotencyHeaders(spend.key),
      body: { price: spend.price },
    }),
  );

/** POST /park/tickets/games/checkout: one play of a game. */
export const useBuyGame = () =>
  useParkMutation((spend: Spend & { gameId: string }) =>
    request<GameCheckoutResponse>('main', '/park/tickets/games/checkout', {
      method: 'POST',
      headers: idempotencyHeaders(spend.key),
      body: { game_id: spend.gameId, price: spend.price },
    }),
  );

/** POST /park/arcades/create: the paid play, with a play token for the frame. */
export const useOpenArcade = () =>
  useMutation({
    mutationFn: (checkoutId: string) =>
      request<ArcadeCreateResponse>('main', '/park/arcades/create', {
        method: 'POST',
        body: { checkout_id: checkoutId },
      }),
  });

/** PATCH /park/arcades/finish-game: the server scores the frame's answers, once. */
export const useFinishArcade = () =>
  useParkMutation((finish: { arcadeId: string; answers: RoundAnswer[]; elapsedSeconds: number }) =>
    request<ArcadeFinishResponse>('main', '/park/arcades/finish-game', {
      method: 'PATCH',
      body: { arcade_id: finish.arcadeId, answers: finish.answers, elapsed_seconds: finish.elapsedSeconds },
    }),
  );
