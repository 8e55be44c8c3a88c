import { z } from 'zod';
import { AVATAR_ITEM_OPTIONS } from './avatar-pieces.ts';
import { formatNumber } from './format.ts';
import { LEDGER_MESSAGES } from './ledger-rules.ts';

/**
 * The store (document 3 section 7, 'Store'; document 1 section 2, map sub-area diversao: loja):
 * each platform's categories and sub-categories of products, bought with pokz through the ledger,
 * and the inventory of what each student owns. Paths on the main service; those marked 'ours'
 * are not in the specification (the inventory and the administrators' catalogue).
 */

/** What a product gives its owner; a category sells one kind. */
export const STORE_ITEM_KINDS = ['avatar', 'pet', 'home', 'background', 'park_credits'] as const;
export type StoreItemKind = (typeof STORE_ITEM_KINDS)[number];

/** Park credits are spent in the park, so a pack is bought again and again; everything else is owned once. */
export const isRepeatable = (kind: StoreItemKind) => kind === 'park_credits';

/** The DiceBear style the student avatar is drawn with (@dicebear/collection). */
export const AVATAR_STYLES = ['adventurer'] as const;

/** Art keys of the pet's items, each an SVG drawn for it (the pet's screens). */
export const PET_ART = [
  'coleira-azul',
  'coleira-vermelha',
  'laco-rosa',
  'chapeu-de-festa',
  'bandana',
  'bola',
  'osso',
  'caminha',
] as const;
/** Art keys of the home's furniture, each an SVG drawn for it (minha-casa). */
export const HOME_ART = [
  'sofa',
  'poltrona',
  'cama',
  'mesa',
  'cadeira',
  'estante',
  'tapete',
  'abajur',
  'vaso-de-planta',
  'quadro',
  'escrivaninha',
] as const;
/** The profile backgrounds sold in the store (SVG drawn in the web app's art). */
export const BACKGROUND_ART = ['estrelas', 'ondas', 'montanhas'] as const;
export type BackgroundArt = (typeof BACKGROUND_ART)[number];

export const STORE_PAGE_SIZE = 24;
/** Answers of find_product. */
export const STORE_FIND_LIMIT = 20;
export const STORE_PRICE_LIMIT = 100_000;
export const STORE_STOCK_LIMIT = 100_000;
export const STORE_CREDITS_LIMIT = 10_000;
export const STORE_NAME_LENGTH = 80;
export const STORE_DESCRIPTION_LENGTH = 300;
export const STORE_SEARCH_LENGTH = { min: 2, max: 60 } as const;

export const STORE_MESSAGES = {
  insufficientBalance: LEDGER_MESSAGES.insufficientBalance,
  productNotFound: 'Produto não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  subCategoryNotFound: 'Subcategoria não encontrada.',
  soldOut: 'Produto esgotado.',
  retired: 'Este produto não está mais à venda.',
  alreadyOwned: 'Você já tem este item.',
  priceChanged: 'O preço deste produto mudou. Confira o novo preço antes de comprar.',
  price: `Informe um preço inteiro de 1 a ${formatNumber(STORE_PRICE_LIMIT)} pokz.`,
  stock: `Informe um estoque inteiro de 0 a ${formatNumber(STORE_STOCK_LIMIT)}, ou deixe em branco para ilimitado.`,
  name: `Informe o nome do produto, com até ${STORE_NAME_LENGTH} caracteres.`,
  description: `A descrição pode ter até ${STORE_DESCRIPTION_LENGTH} caracteres.`,
  search: `Digite de ${STORE_SEARCH_LENGTH.min} a ${STORE_SEARCH_LENGTH.max} letras para buscar.`,
  item: 'Escolha o item que o produto dá.',
  itemKind: 'O item não é do tipo que esta categoria vende.',
  credits: `Informe de 1 a ${formatNumber(STORE_CREDITS_LIMIT)} créditos.`,
  nothingToChange: 'Informe o que mudar no produto.',
  notOwned: 'Você ainda não tem este item. Compre-o na loja.',
  notAvatarItem: 'Este item não é do avatar.',
  delegatedDressing: 'Ao entrar como responsável, não é possível trocar o avatar do dependente.',
} as const;

// ---------------------------------------------------------------------------------------
// Items

const artKey = <T extends readonly [string, ...string[]]>(keys: T) => z.enum(keys, { error: STORE_MESSAGES.item });

/** What a product gives: a DiceBear option of the avatar, an SVG of the pet or home, a background, park credits. */
export const storeItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('avatar'),
      style: z.enum(AVATAR_STYLES, { error: STORE_MESSAGES.item }),
      option: z.enum(AVATAR_ITEM_OPTIONS, { error: STORE_MESSAGES.item }),
      /** A variant of the option ('long01', 'variant02') or a colour without '#' ('e5d7a3'). */
      value: z.string().regex(/^[a-z0-9]{2,20}$/i, STORE_MESSAGES.item),
    }),
    z.strictObject({ kind: z.literal('pet'), art: artKey(PET_ART) }),
    z.strictObject({ kind: z.literal('home'), art: artKey(HOME_ART) }),
    z.strictObject({ kind: z.literal('background'), art: artKey(BACKGROUND_ART) }),
    z.strictObject({
      kind: z.literal('park_credits'),
      credits: z
        .number({ error: STORE_MESSAGES.credits })
        .int(STORE_MESSAGES.credits)
        .min(1, STORE_MESSAGES.credits)
        .max(STORE_CREDITS_LIMIT, STORE_MESSAGES.credits),
    }),
  ],
  { error: STORE_MESSAGES.item },
);
export type StoreItem = z.infer<typeof storeItemSchema>;

// ---------------------------------------------------------------------------------------
// Requests

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const productId = z.uuid({ error: STORE_MESSAGES.productNotFound });
const categoryId = z.uuid({ error: STORE_MESSAGES.categoryNotFound });
const subCategoryId = z.uuid({ error: STORE_MESSAGES.subCategoryNotFound });
const page = optionalQuery(z.coerce.number().int().min(1).max(100_000));
const price = z
  .number({ error: STORE_MESSAGES.price })
  .int(STORE_MESSAGES.price)
  .min(1, STORE_MESSAGES.price)
  .max(STORE_PRICE_LIMIT, STORE_MESSAGES.price);
/** Null is unlimited. */
const stock = z
  .number({ error: STORE_MESSAGES.stock })
  .int(STORE_MESSAGES.stock)
  .min(0, STORE_MESSAGES.stock)
  .max(STORE_STOCK_LIMIT, STORE_MESSAGES.stock)
  .nullable();
const name = z
  .string({ error: STORE_MESSAGES.name })
  .trim()
  .min(1, STORE_MESSAGES.name)
  .max(STORE_NAME_LENGTH, STORE_MESSAGES.name);
const description = z
  .string({ error: STORE_MESSAGES.description })
  .trim()
  .max(STORE_DESCRIPTION_LENGTH, STORE_MESSAGES.description);

/** GET /store/sub_categories */
export const subCategoriesQuerySchema = z.object({ category_id: categoryId });
export type SubCategoriesQuery = z.infer<typeof subCategoriesQuerySchema>;

/** GET /store/products_list: the products on sale, a page at a time, in the catalogue's order. */
export const productsListQuerySchema = z.object({
  category_id: optionalQuery(categoryId),
  sub_category_id: optionalQuery(subCategoryId),
  /** Only what costs at most this ('what I can buy' sends the balance). */
  max_price: optionalQuery(z.coerce.number().int().min(0).max(STORE_PRICE_LIMIT)),
  page,
});
export type ProductsListQuery = z.infer<typeof productsListQuerySchema>;

/** GET /store/product_detail */
export const productDetailQuerySchema = z.object({ product_id: productId });
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

/** GET /store/find_product: products on sale whose name or description has the words, accents aside. */
export const findProductQuerySchema = z.object({
  q: z
    .string({ error: STORE_MESSAGES.search })
    .trim()
    .min(STORE_SEARCH_LENGTH.min, STORE_MESSAGES.search)
    .max(STORE_SEARCH_LENGTH.max, STORE_MESSAGES.search),
});
export type FindProductQuery = z.infer<typeof findProductQuerySchema>;

/**
 * POST /store/buy_product, once per Idempotency-Key (the ledger's header). `price` is the one the
 * student was shown: if it changed meanwhile the purchase is refused rather than charging another.
 */
export const buyProductBodySchema = z.strictObject({ product_id: productId, price });
export type BuyProductBody = z.infer<typeof buyProductBodySchema>;

/** GET /store/inventory (ours): what the caller owns, of one kind or all. */
export const inventoryQuerySchema = z.object({ kind: optionalQuery(z.enum(STORE_ITEM_KINDS)) });
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

/** POST /store/avatar/wear (ours): puts an owned avatar item on, in place of the one of its option. */
export const wearItemBodySchema = z.strictObject({ product_id: productId });
export type WearItemBody = z.infer<typeof wearItemBodySchema>;
/** DELETE /store/avatar/wear/{option} (ours): takes off what the avatar wears of an option. */
export const takeOffParamsSchema = z.object({ option: z.enum(AVATAR_ITEM_OPTIONS, { error: STORE_MESSAGES.item }) });

/** GET /store/products (ours, administrators): the whole catalogue, retired products too. */
export const managedProductsQuerySchema = z.object({ category_id: optionalQuery(categoryId), page });
export type ManagedProductsQuery = z.infer<typeof managedProductsQuerySchema>;

/** POST /store/products (ours): the item must be of the kind its category sells. */
export const newProductBodySchema = z.strictObject({
  category_id: categoryId,
  sub_category_id: subCategoryId.nullable(),
  name,
  description: description.default(''),
  price,
  stock,
  item: storeItemSchema,
});
export type NewProductBody = z.infer<typeof newProductBodySchema>;

/**
 * PATCH /store/products/{product_id} (ours): name, description, price, stock, or retiring it (and
 * putting it back on sale). What it gives and where it is shown stay: sell another product instead.
 */
export const productChangesBodySchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    price: price.optional(),
    stock: stock.optional(),
    retired: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), STORE_MESSAGES.nothingToChange);
export type ProductChangesBody = z.infer<typeof productChangesBodySchema>;

export const productParamsSchema = z.object({ product_id: productId });

// ---------------------------------------------------------------------------------------
// Responses

export const storeCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(STORE_ITEM_KINDS),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;
export const storeCategoriesResponseSchema = z.object({ categories: z.array(storeCategorySchema) });
export type StoreCategoriesResponse = z.infer<typeof storeCategoriesResponseSchema>;

export const storeSubCategorySchema = z.object({
  id: z.uuid(),
  category_id: z.uuid(),
  slug: z.string(),
  name: z.string(),
});
export type StoreSubCategory = z.infer<typeof storeSubCategorySchema>;
export const subCategoriesResponseSchema = z.object({ sub_categories: z.array(storeSubCategorySchema) });
export type SubCategoriesResponse = z.infer<typeof subCategoriesResponseSchema>;

const productFields = {
  id: z.uuid(),
  category_id: z.uuid(),
  sub_category_id: z.uuid().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  /** Left in stock; null is unlimited. */
  stock: z.number().int().nullable(),
  item: storeItemSchema,
  /** Bought again and again (park credits) rather than owned once. */
  repeatable: z.boolean(),
  retired: z.boolean(),
  /** On sale now: not retired, and not sold out. */
  available: z.boolean(),
};

/** A product as a student sees it, with how many the caller owns (0 or 1, or the packs bought). */
export const storeProductSchema = z.object({ ...productFields, owned: z.number().int() });
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const productsListResponseSchema = z.object({
  products: z.array(storeProductSchema),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type ProductsListResponse = z.infer<typeof productsListResponseSchema>;

export const productDetailResponseSchema = z.object({
  product: storeProductSchema,
  category: storeCategorySchema,
  sub_category: storeSubCategorySchema.nullable(),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const findProductResponseSchema = z.object({ products: z.array(storeProductSchema) });
export type FindProductResponse = z.infer<typeof findProductResponseSchema>;

export const purchaseSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  price: z.number().int(),
  date: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** The purchase, the product as it stands after it (owned, stock), and the wallet's balance. */
export const buyProductResponseSchema = z.object({
  purchase: purchaseSchema,
  product: storeProductSchema,
  pokzBalance: z.number().int(),
});
export type BuyProductResponse = z.infer<typeof buyProductResponseSchema>;

/** One product owned: how many (packs of credits are counted), since when. Retired products stay owned. */
export const inventoryItemSchema = z.object({
  product: storeProductSchema,
  quantity: z.number().int(),
  acquired_at: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryResponseSchema = z.object({ items: z.array(inventoryItemSchema) });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** What the student's avatar wears: one owned product per option (ours). */
export const wornItemSchema = z.object({
  option: z.enum(AVATAR_ITEM_OPTIONS),
  value: z.string(),
  product_id: z.string(),
  name: z.string(),
});
export type WornItem = z.infer<typeof wornItemSchema>;
export const avatarOutfitResponseSchema = z.object({ worn: z.array(wornItemSchema) });
export type AvatarOutfitResponse = z.infer<typeof avatarOutfitResponseSchema>;

/** A product as administrators see it: how many were sold. */
export const managedProductSchema = z.object({ ...productFields, sold: z.number().int(), created_at: z.string() });
export type ManagedProduct = z.infer<typeof managedProductSchema>;
export const managedProductsResponseSchema = z.object({
  products: z.array(managedProductSchema),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type ManagedProductsResponse = z.infer<typeof managedProductsResponseSchema>;
export const managedProductResponseSchema = z.object({ product: managedProductSchema });
export type ManagedProductResponse = z.infer<typeof managedProductResponseSchema>;
