import type { StoreProduct } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { STORE_NAMESPACE } from '../store-strings.ts';
import { ProductArt } from './product-art.tsx';

interface Props {
  product: StoreProduct;
  /** The platform's name for pokz ('Pokz' unless the theme says otherwise). */
  currency: string;
  onBuy: () => void;
}

/** One product on the shelf: its art, name, price and stock, and 'Comprar', or why it cannot be bought. */
export function ProductCard({ product, currency, onBuy }: Props) {
  const { t } = useTranslation(STORE_NAMESPACE);
  const ownedOnce = !product.repeatable && product.owned > 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="grid aspect-[4/3] place-items-center bg-light">
        <ProductArt item={product.item} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-bold text-title">{product.name}</h3>
        {product.description && <p className="text-sm text-subtitle">{product.description}</p>}
        {product.item.kind === 'park_credits' && (
          <p className="text-sm text-subtitle">{t('credits', { count: product.item.credits })}</p>
        )}
        <p className="mt-auto text-lg font-bold text-primary">
          {t('price', { amount: product.price.toLocaleString('pt-BR'), currency })}
        </p>
        {product.stock !== null && product.stock > 0 && !ownedOnce && (
          <p className="text-sm text-subtitle">{t('stockLeft', { count: product.stock })}</p>
        )}
        {product.repeatable && product.owned > 0 && (
          <p className="text-sm text-subtitle">{t('ownedCount', { count: product.owned })}</p>
        )}
        {ownedOnce ? (
          <p className="rounded-lg bg-light px-3 py-2 text-center font-semibold text-primary">{t('owned')}</p>
        ) : product.available ? (
          <button
            type="button"
            className={PRIMARY_BUTTON}
            aria-label={t('buyNamed', { name: product.name })}
            onClick={onBuy}
          >
            {t('buy')}
          </button>
        ) : (
          <p className="rounded-lg bg-gray-100 px-3 py-2 text-center font-semibold text-subtitle">{t('soldOut')}</p>
        )}
      </div>
    </li>
  );
}
