import type { StoreProduct } from '@ava/contracts';
import Coins from 'lucide-react/icons/coins';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { INPUT, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useScoreBalance } from '../../lib/pokz-balance.ts';
import { useFindProduct } from './api/find-product.ts';
import { useStoreCategories, useSubCategories } from './api/store-categories.ts';
import { useStoreProducts } from './api/store-products.ts';
import { BuyDialog } from './components/buy-dialog.tsx';
import { ProductCard } from './components/product-card.tsx';
import { STORE_NAMESPACE } from './store-strings.ts';

/** Until the balance arrives, prices read in the default name. */
const DEFAULT_CURRENCY = 'Pokz';

function ProductGrid({
  products,
  currency,
  onBuy,
}: {
  products: StoreProduct[];
  currency: string;
  onBuy: (product: StoreProduct) => void;
}) {
  const { t } = useTranslation(STORE_NAMESPACE);
  if (products.length === 0) return <p className="text-subtitle">{t('empty')}</p>;
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} currency={currency} onBuy={() => onBuy(product)} />
      ))}
    </ul>
  );
}

/** Buttons of which one is chosen (categories, sub-categories). */
function Choices<T extends string | null>({
  label,
  options,
  chosen,
  onChoose,
}: {
  label: string;
  options: { value: T; label: string }[];
  chosen: T;
  onChoose: (value: T) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value ?? ''}
          type="button"
          aria-pressed={option.value === chosen}
          className={option.value === chosen ? PRIMARY_BUTTON : SECONDARY_BUTTON}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </nav>
  );
}

/**
 * /:business/painel/loja (map sub-area diversao: loja): the platform's store. Categories and their
 * sub-categories as tabs, a search, the balance, and each product with its price and 'Comprar'
 * (asked to confirm), 'Você já tem' for what the student owns, 'Esgotado' when none is left.
 */
export default function StoreScreen() {
  const { t } = useTranslation(STORE_NAMESPACE);
  const balance = useScoreBalance();
  const categories = useStoreCategories();
  const [picked, setPicked] = useState<string | null>(null);
  // Another screen may open the store on a kind's category ('?categoria=avatar' from the avatar's spa, 'pet' from the pet's spa, 'home' from minha-casa, 'background' from the profile).
  const [params] = useSearchParams();
  const asked = categories.data?.categories.find((category) => category.kind === params.get('categoria'));
  const categoryId = picked ?? asked?.id ?? categories.data?.categories[0]?.id ?? null;
  const [subCategoryId, setSubCategoryId] = useState<string | null>(null);
  const subCategories = useSubCategories(categoryId);
  const [affordable, setAffordable] = useState(false);
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [buying, setBuying] = useState<StoreProduct | null>(null);
  const shelf = useStoreProducts({
    category_id: categoryId ?? undefined,
    sub_category_id: subCategoryId ?? undefined,
    max_price: affordable ? balance.data?.balance : undefined,
  });
  const found = useFindProduct(searched);
  const currency = balance.data?.currency ?? DEFAULT_CURRENCY;

  function search(event: FormEvent) {
    event.preventDefault();
    const text = typed.trim();
    setSearched(text.length > 0 ? text : null);
  }

  return (
    <section aria-labelledby="store-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex-1">
          <h1 id="store-title" className="type-title text-title">
            {t('title')}
          </h1>
          <p className="text-subtitle">{t('intro')}</p>
        </div>
        {balance.data && (
          <p className="flex items-center gap-2 rounded-full bg-white px-4 py-2 font-bold text-primary shadow-sm">
            <Coins className="size-5 shrink-0" aria-hidden="true" />
            {t('balance', { amount: balance.data.balance.toLocaleString('pt-BR'), currency })}
          </p>
        )}
      </div>

      <search>
        <form onSubmit={search} className="flex max-w-xl gap-2">
          <label htmlFor="store-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="store-search"
            type="search"
            className={INPUT}
            placeholder={t('searchLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}>
            <Search className="size-4 shrink-0" aria-hidden="true" />
            {t('search')}
          </button>
        </form>
      </search>

      {searched !== null ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold text-title">{t('results', { text: searched })}</h2>
            <button
              type="button"
              className={LINK_BUTTON}
              onClick={() => {
                setSearched(null);
                setTyped('');
              }}
            >
              {t('clearSearch')}
            </button>
          </div>
          <QueryState query={found} errorText={t('loadError')}>
            {(data) => <ProductGrid products={data.products} currency={currency} onBuy={setBuying} />}
          </QueryState>
        </div>
      ) : (
        <QueryState query={categories} errorText={t('loadError')}>
          {(data) =>
            data.categories.length === 0 ? (
              <p className="text-subtitle">{t('empty')}</p>
            ) : (
              <div className="flex flex-col gap-4">
                <Choices
                  label={t('categories')}
                  options={data.categories.map((category) => ({ value: category.id, label: category.name }))}
                  chosen={categoryId}
                  onChoose={(value) => {
                    setPicked(value);
                    setSubCategoryId(null);
                  }}
                />
                {(subCategories.data?.sub_categories.length ?? 0) > 0 && (
                  <Choices<string | null>
                    label={t('subCategories')}
                    options={[
                      { value: null, label: t('all') },
                      ...(subCategories.data?.sub_categories ?? []).map((sub) => ({ value: sub.id, label: sub.name })),
                    ]}
                    chosen={subCategoryId}
                    onChoose={setSubCategoryId}
                  />
                )}
                {balance.data && (
                  <label className="flex items-center gap-2 font-semibold text-title">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={affordable}
                      onChange={(event) => setAffordable(event.target.checked)}
                    />
                    {t('affordable')}
                  </label>
                )}
                <QueryState query={shelf} errorText={t('loadError')}>
                  {(pages) => (
                    <>
                      <ProductGrid
                        products={pages.pages.flatMap((page) => page.products)}
                        currency={currency}
                        onBuy={setBuying}
                      />
                      {shelf.hasNextPage && (
                        <button
                          type="button"
                          className={`${SECONDARY_BUTTON} self-center`}
                          disabled={shelf.isFetchingNextPage}
                          onClick={() => shelf.fetchNextPage()}
                        >
                          {t('more')}
                        </button>
                      )}
                    </>
                  )}
                </QueryState>
              </div>
            )
          }
        </QueryState>
      )}

      <p className="text-xs text-subtitle">{t('avatarCredit')}</p>

      {buying && (
        <BuyDialog
          product={buying}
          balance={balance.data?.balance}
          currency={currency}
          onClose={() => setBuying(null)}
        />
      )}
    </section>
  );
}
