import type { ManagedProduct } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON, ROW_ACTION, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { notify } from '../../lib/toast.ts';
import { useCatalogueMutations, useStoreCatalogue } from './api/store-catalogue.ts';
import { useStoreCategories } from './api/store-categories.ts';
import { ProductArt } from './components/product-art.tsx';
import { ProductForm } from './components/product-form.tsx';
import { STORE_NAMESPACE } from './store-strings.ts';

const cell = 'px-3 py-2 align-top';

/**
 * /:business/professor/produtos-da-loja, for the store keepers (school_admin, back_office): the
 * platform's whole catalogue by category, retired products too, with what each sold; a new
 * product, and the price, stock, name and sale of each.
 */
export default function StoreAdminScreen() {
  const { t } = useTranslation(STORE_NAMESPACE);
  const categories = useStoreCategories();
  const [categoryId, setCategoryId] = useState<string | undefined>(undefined);
  const catalogue = useStoreCatalogue(categoryId);
  const { add, change } = useCatalogueMutations();
  const [editing, setEditing] = useState<ManagedProduct | 'new' | null>(null);
  const categoryName = (id: string) => categories.data?.categories.find((category) => category.id === id)?.name;

  function toggleSale(product: ManagedProduct) {
    change.mutate(
      { id: product.id, changes: { retired: !product.retired } },
      {
        onSuccess: () =>
          notify({
            status: 'success',
            message: t(product.retired ? 'admin.restoredDone' : 'admin.retiredDone', { name: product.name }),
          }),
      },
    );
  }
  const saved = () => {
    notify({ status: 'success', message: t('admin.saved') });
    setEditing(null);
  };

  return (
    <section aria-labelledby="store-admin-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex-1">
          <h1 id="store-admin-title" className="type-title text-title">
            {t('admin.title')}
          </h1>
          <p className="text-subtitle">{t('admin.intro')}</p>
        </div>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={!categories.data?.categories.length}
          onClick={() => setEditing('new')}
        >
          {t('admin.add')}
        </button>
      </div>

      <nav aria-label={t('admin.filter')} className="flex flex-wrap gap-2">
        {[{ id: undefined, name: t('admin.allCategories') }, ...(categories.data?.categories ?? [])].map((category) => (
          <button
            key={category.id ?? 'all'}
            type="button"
            aria-pressed={category.id === categoryId}
            className={category.id === categoryId ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            onClick={() => setCategoryId(category.id)}
          >
            {category.name}
          </button>
        ))}
      </nav>

      <QueryState query={catalogue} errorText={t('loadError')}>
        {(pages) => {
          const products = pages.pages.flatMap((page) => page.products);
          if (products.length === 0) return <p className="text-subtitle">{t('admin.empty')}</p>;
          return (
            <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
              <table className="w-full text-left text-sm">
                <thead className="bg-light text-title">
                  <tr>
                    <th className={cell}>{t('admin.product')}</th>
                    <th className={cell}>{t('admin.category')}</th>
                    <th className={cell}>{t('admin.priceLabel')}</th>
                    <th className={cell}>{t('admin.stock')}</th>
                    <th className={cell}>{t('admin.sold')}</th>
                    <th className={cell}>{t('admin.status')}</th>
                    <th className={cell}>{t('admin.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((product) => (
                    <tr key={product.id} className="border-t border-gray-100">
                      <td className={cell}>
                        <div className="flex items-center gap-3">
                          <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-light">
                            <ProductArt item={product.item} />
                          </div>
                          <div>
                            <p className="font-semibold text-title">{product.name}</p>
                            <p className="text-subtitle">{product.description}</p>
                          </div>
                        </div>
                      </td>
                      <td className={cell}>{categoryName(product.category_id)}</td>
                      <td className={cell}>{product.price.toLocaleString('pt-BR')}</td>
                      <td className={cell}>{product.stock ?? t('admin.unlimitedStock')}</td>
                      <td className={cell}>{product.sold}</td>
                      <td className={cell}>
                        {product.retired ? t('admin.retired') : product.available ? t('admin.onSale') : t('soldOut')}
                      </td>
                      <td className={cell}>
                        <div className="flex flex-wrap gap-1">
                          <button
                            type="button"
                            className={ROW_ACTION}
                            aria-label={`${t('admin.edit')} ${product.name}`}
                            onClick={() => setEditing(product)}
                          >
                            {t('admin.edit')}
                          </button>
                          <button
                            type="button"
                            className={ROW_ACTION}
                            aria-label={`${t(product.retired ? 'admin.restore' : 'admin.retire')} ${product.name}`}
                            disabled={change.isPending}
                            onClick={() => toggleSale(product)}
                          >
                            {t(product.retired ? 'admin.restore' : 'admin.retire')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {catalogue.hasNextPage && (
                <div className="flex justify-center p-3">
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    disabled={catalogue.isFetchingNextPage}
                    onClick={() => catalogue.fetchNextPage()}
                  >
                    {t('more')}
                  </button>
                </div>
              )}
            </div>
          );
        }}
      </QueryState>

      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? t('admin.addTitle') : t('admin.editTitle', { name: editing.name })}
          size="lg"
        >
          {editing === 'new' ? (
            <ProductForm
              mode="new"
              categories={categories.data?.categories ?? []}
              busy={add.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(body) =>
                add.mutate(body, {
                  onSuccess: saved,
                  onError: (error) => notify({ status: 'error', message: error.message }),
                })
              }
            />
          ) : (
            <ProductForm
              mode="edit"
              product={editing}
              busy={change.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(changes) => change.mutate({ id: editing.id, changes }, { onSuccess: saved })}
            />
          )}
        </Modal>
      )}
    </section>
  );
}
