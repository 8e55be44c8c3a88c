import { randomUUID } from 'node:crypto';
import {
  type BuyProductBody,
  type BuyProductResponse,
  type FindProductQuery,
  type FindProductResponse,
  type InventoryQuery,
  type InventoryResponse,
  isRepeatable,
  type ProductDetailQuery,
  type ProductDetailResponse,
  type ProductsListQuery,
  type ProductsListResponse,
  STORE_FIND_LIMIT,
  STORE_MESSAGES,
  STORE_PAGE_SIZE,
  type StoreCategoriesResponse,
  type SubCategoriesQuery,
  type SubCategoriesResponse,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Transact } from '../../platform/db/transaction.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { type Ledger, refuseDelegatedMove } from '../ledger/ledger.module.ts';
import { presentCategory, presentProduct, presentSubCategory } from './store.presenter.ts';
import type { StoreRepository } from './store.repository.ts';
import { categoryOf, pageOf, subCategoryOf } from './store-rules.ts';

/**
 * What students do in the store: browse the platform's shelves, buy with pokz, and see what they
 * own. A purchase is one transaction: the ledger's posting (wallet to sales, once per key), one
 * taken from a limited stock, and the purchase row.
 */
export function createStoreService(deps: {
  repo: StoreRepository;
  ledger: Pick<Ledger, 'openSpend'>;
  transact: Transact;
  clock: Clock;
}) {
  const { repo, ledger, transact, clock } = deps;

  return {
    /** GET /store/categories */
    async categories(user: AuthContext): Promise<StoreCategoriesResponse> {
      return { categories: (await repo.categories(user.platformId)).map(presentCategory) };
    },

    /** GET /store/sub_categories */
    async subCategories(user: AuthContext, query: SubCategoriesQuery): Promise<SubCategoriesResponse> {
      const category = await categoryOf(repo, user.platformId, query.category_id);
      const rows = await repo.subCategories(user.platformId, category.id);
      return { sub_categories: rows.map((row) => presentSubCategory(row, category.id)) };
    },

    /** GET /store/products_list: what is on sale, with how many of each the caller owns. */
    async productsList(user: AuthContext, query: ProductsListQuery): Promise<ProductsListResponse> {
      if (query.category_id) await categoryOf(repo, user.platformId, query.category_id);
      if (query.sub_category_id) {
        await subCategoryOf(repo, user.platformId, query.category_id, query.sub_category_id);
      }
      const found = await repo.onSale(
        user.platformId,
        user.userId,
        { categoryId: query.category_id, subCategoryId: query.sub_category_id, maxPrice: query.max_price },
        pageOf(query.page),
      );
      return { products: found.rows.map(presentProduct), total: found.total, page_size: STORE_PAGE_SIZE };
    },

    /** GET /store/product_detail: a product in any state (a retired one is still owned). */
    async productDetail(user: AuthContext, query: ProductDetailQuery): Promise<ProductDetailResponse> {
      const product = await repo.product(user.platformId, user.userId, query.product_id);
      if (!product) throw notFound(STORE_MESSAGES.productNotFound);
      const [category, sub] = await Promise.all([
        repo.findCategory(user.platformId, product.category_id),
        product.sub_category_id ? repo.findCategory(user.platformId, product.sub_category_id) : null,
      ]);
      if (!category) throw notFound(STORE_MESSAGES.categoryNotFound);
      return {
        product: presentProduct(product),
        category: presentCategory(category),
        sub_category: sub ? presentSubCategory(sub, category.id) : null,
      };
    },

    /** GET /store/find_product */
    async findProduct(user: AuthContext, query: FindProductQuery): Promise<FindProductResponse> {
      const rows = await repo.search(user.platformId, user.userId, query.q, STORE_FIND_LIMIT);
      return { products: rows.map(presentProduct) };
    },

    /**
     * POST /store/buy_product, once per Idempotency-Key. The wallet is locked first (the ledger's
     * order), so one student's purchases take turns; a limited stock is taken from in the same
     * transaction; the price must be the one the student was shown.
     */
    async buy(user: AuthContext, body: BuyProductBody, key: string): Promise<BuyProductResponse> {
      refuseDelegatedMove(user);
      const { platformId, userId } = user;
      return transact(async (tx) => {
        const spend = await ledger.openSpend(tx, {
          platformId,
          userId,
          idempotencyKey: `purchase:${userId}:${key}`,
          request: body,
        });
        if (spend.replayed) return spend.answer as BuyProductResponse;
        const product = await repo.product(platformId, userId, body.product_id, tx);
        if (!product) throw notFound(STORE_MESSAGES.productNotFound);
        if (product.retired_at) throw conflict(STORE_MESSAGES.retired);
        const repeatable = isRepeatable(product.item.kind);
        if (!repeatable && product.owned > 0) throw conflict(STORE_MESSAGES.alreadyOwned);
        if (product.price !== body.price) throw conflict(STORE_MESSAGES.priceChanged);
        if (product.stock === 0) throw conflict(STORE_MESSAGES.soldOut);
        // Before taking from the stock, so a student who cannot pay never holds the product's row.
        if (spend.balance < product.price) throw conflict(STORE_MESSAGES.insufficientBalance);
        const left = product.stock === null ? null : await repo.takeOne(platformId, product.id, tx);
        if (product.stock !== null && left === null) throw conflict(STORE_MESSAGES.soldOut);
        const now = clock.now();
        const answer: BuyProductResponse = {
          purchase: { id: randomUUID(), product_id: product.id, price: product.price, date: now.toISOString() },
          product: presentProduct({ ...product, stock: left, owned: product.owned + 1 }),
          pokzBalance: spend.balance - product.price,
        };
        const posting = await spend.pay({
          amount: product.price,
          event: `Compra: ${product.name}`,
          eventType: 'purchase',
          answer,
        });
        await repo.insertPurchase(
          platformId,
          {
            id: answer.purchase.id,
            user_id: userId,
            product_id: product.id,
            posting_id: posting.id,
            price: product.price,
            repeatable,
            created_at: now,
          },
          tx,
        );
        return answer;
      });
    },

    /** GET /store/inventory (ours): what the caller owns. */
    async inventory(user: AuthContext, query: InventoryQuery): Promise<InventoryResponse> {
      const rows = await repo.inventory(user.platformId, user.userId, query.kind);
      return {
        items: rows.map((row) => ({
          product: presentProduct(row.product),
          quantity: row.quantity,
          acquired_at: row.acquired_at.toISOString(),
        })),
      };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
