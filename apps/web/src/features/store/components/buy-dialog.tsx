import type { StoreProduct } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { notify } from '../../../lib/toast.ts';
import { useBuyProduct } from '../api/buy-product.ts';
import { STORE_NAMESPACE } from '../store-strings.ts';
import { ProductArt } from './product-art.tsx';

interface Props {
  product: StoreProduct;
  /** The wallet's balance, when known. */
  balance: number | undefined;
  currency: string;
  onClose: () => void;
}

const amount = (value: number) => value.toLocaleString('pt-BR');

/**
 * Asks before buying: the price and the balance after it. The purchase's key is made when the
 * dialog opens, so pressing 'Confirmar compra' again after a failure pays at most once.
 */
export function BuyDialog({ product, balance, currency, onClose }: Props) {
  const { t } = useTranslation(STORE_NAMESPACE);
  const [key] = useState(() => crypto.randomUUID());
  const buy = useBuyProduct();
  const short = balance !== undefined && balance < product.price;

  function confirm() {
    buy.mutate(
      { productId: product.id, price: product.price, key },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('bought', { name: product.name }) });
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('confirmTitle', { name: product.name })}
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className={PRIMARY_BUTTON} disabled={short || buy.isPending} onClick={confirm}>
            {t('confirm')}
          </button>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-light">
          <ProductArt item={product.item} />
        </div>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-title">{t('confirmPrice', { amount: amount(product.price), currency })}</p>
          {balance !== undefined && !short && (
            <p className="text-subtitle">{t('confirmAfter', { amount: amount(balance - product.price), currency })}</p>
          )}
        </div>
      </div>
      {(short || buy.isError) && (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {buy.error?.message ?? t('insufficient')}
        </p>
      )}
    </Modal>
  );
}
