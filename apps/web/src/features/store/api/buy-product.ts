import type { BuyProductResponse, ScoreBalanceResponse } from '@ava/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/request.ts';
import { ownedKeys } from '../../../lib/owned-items.ts';
import { bankKeys } from '../../../lib/pokz-balance.ts';
import { storeKeys } from './store-keys.ts';

export interface Purchase {
  productId: string;
  /** The price the student was shown: the server refuses the purchase if it changed. */
  price: number;
  /** One per purchase the student confirms, sent again by a retry, so it is paid once. */
  key: string;
}

/** POST /store/buy_product. The balance it answers shows at once; the shelves are read again. */
export function useBuyProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (purchase: Purchase) =>
      request<BuyProductResponse>('main', '/store/buy_product', {
        method: 'POST',
        headers: { 'Idempotency-Key': purchase.key },
        body: { product_id: purchase.productId, price: purchase.price },
      }),
    onSuccess: (answer) => {
      client.setQueryData<ScoreBalanceResponse>(bankKeys.balance(), (balance) =>
        balance ? { ...balance, balance: answer.pokzBalance } : balance,
      );
      void client.invalidateQueries({ queryKey: bankKeys.balance() });
    },
    // Refused ones too: a product sold out or repriced meanwhile shows as it now is.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeKeys.shelves() }),
        client.invalidateQueries({ queryKey: ownedKeys.inventory() }),
        client.invalidateQueries({ queryKey: ownedKeys.backgrounds() }),
      ]),
  });
}
