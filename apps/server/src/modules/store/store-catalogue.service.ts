import {
  type ManagedProductResponse,
  type ManagedProductsQuery,
  type ManagedProductsResponse,
  type NewProductBody,
  type ProductChangesBody,
  STORE_MESSAGES,
  STORE_PAGE_SIZE,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { presentManagedProduct } from './store.presenter.ts';
import type { ProductChanges, StoreRepository } from './store.repository.ts';
import { categoryOf, pageOf, subCategoryOf } from './store-rules.ts';

/**
 * The administrators' side of the store (ours; the specification shows only the students'):
 * the whole catalogue with what each product sold, new products, and prices, stock, names and
 * retirement of existing ones. What a product gives and where it is shown never change: owners
 * keep what they bought, and another product is added instead.
 */
export function createStoreCatalogueService(deps: { repo: StoreRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function answer(platformId: string, productId: string): Promise<ManagedProductResponse> {
    const row = await repo.managedProduct(platformId, productId);
    if (!row) throw notFound(STORE_MESSAGES.productNotFound);
    return { product: presentManagedProduct(row) };
  }

  return {
    /** GET /store/products (ours) */
    async products(user: AuthContext, query: ManagedProductsQuery): Promise<ManagedProductsResponse> {
      if (query.category_id) await categoryOf(repo, user.platformId, query.category_id);
      const found = await repo.managed(user.platformId, query.category_id, pageOf(query.page));
      return { products: found.rows.map(presentManagedProduct), total: found.total, page_size: STORE_PAGE_SIZE };
    },

    /** POST /store/products (ours): the item must be of the kind the category sells. */
    async add(user: AuthContext, body: NewProductBody): Promise<ManagedProductResponse> {
      const category = await categoryOf(repo, user.platformId, body.category_id);
      if (body.sub_category_id) await subCategoryOf(repo, user.platformId, category.id, body.sub_category_id);
      if (body.item.kind !== category.kind) throw badRequest(STORE_MESSAGES.itemKind);
      const id = await repo.insertProduct(user.platformId, {
        category_id: category.id,
        sub_category_id: body.sub_category_id,
        name: body.name,
        description: body.description,
        price: body.price,
        stock: body.stock,
        item: body.item,
      });
      return answer(user.platformId, id);
    },

    /** PATCH /store/products/{product_id} (ours): a retired product leaves the shelves; put back, it returns. */
    async change(user: AuthContext, productId: string, body: ProductChangesBody): Promise<ManagedProductResponse> {
      const { retired, ...fields } = body;
      const changes: ProductChanges = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      );
      if (retired !== undefined) {
        const current = await repo.managedProduct(user.platformId, productId);
        if (!current) throw notFound(STORE_MESSAGES.productNotFound);
        changes.retired_at = retired ? (current.retired_at ?? clock.now()) : null;
      }
      if (!(await repo.updateProduct(user.platformId, productId, changes))) {
        throw notFound(STORE_MESSAGES.productNotFound);
      }
      return answer(user.platformId, productId);
    },
  };
}

export type StoreCatalogueService = ReturnType<typeof createStoreCatalogueService>;
