import {
  adoptPetBodySchema,
  avatarOutfitResponseSchema,
  buyProductBodySchema,
  buyProductResponseSchema,
  findProductQuerySchema,
  findProductResponseSchema,
  homeLayoutResponseSchema,
  homePieceParamsSchema,
  IDEMPOTENCY_HEADER,
  idempotencyHeadersSchema,
  inventoryQuerySchema,
  inventoryResponseSchema,
  managedProductResponseSchema,
  managedProductsQuerySchema,
  managedProductsResponseSchema,
  newProductBodySchema,
  petCareBodySchema,
  petResponseSchema,
  petSlotParamsSchema,
  placePieceBodySchema,
  productChangesBodySchema,
  productDetailQuerySchema,
  productDetailResponseSchema,
  productParamsSchema,
  productsListQuerySchema,
  productsListResponseSchema,
  storeCategoriesResponseSchema,
  subCategoriesQuerySchema,
  subCategoriesResponseSchema,
  takeOffParamsSchema,
  wearItemBodySchema,
  wearPetItemBodySchema,
} from '@ava/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth.plugin.ts';
import type { StoreService } from './store.service.ts';
import type { StoreAvatarService } from './store-avatar.service.ts';
import type { StoreCatalogueService } from './store-catalogue.service.ts';
import type { StoreHomeService } from './store-home.service.ts';
import type { StorePetService } from './store-pet.service.ts';

/**
 * The store's paths on the main service (document 3 section 7, 'Store'), and ours: the inventory,
 * the avatar's and the pet's items, the pet's care, and the catalogue.
 */
export const storeRoutes: FastifyPluginAsyncZod<{
  store: StoreService;
  catalogue: StoreCatalogueService;
  avatar: StoreAvatarService;
  pet: StorePetService;
  home: StoreHomeService;
}> = async (app, { store, catalogue, avatar, pet, home }) => {
  app.get(
    '/store/categories',
    {
      config: { permission: 'view.store' },
      schema: { summary: "The platform's store categories", response: { 200: storeCategoriesResponseSchema } },
    },
    (request) => store.categories(requireAuth(request)),
  );

  app.get(
    '/store/sub_categories',
    {
      config: { permission: 'view.store' },
      schema: {
        summary: "A store category's sub-categories",
        querystring: subCategoriesQuerySchema,
        response: { 200: subCategoriesResponseSchema },
      },
    },
    (request) => store.subCategories(requireAuth(request), request.query),
  );

  app.get(
    '/store/products_list',
    {
      config: { permission: 'view.store' },
      schema: {
        summary: 'Products on sale by category, sub-category and highest price, a page at a time',
        querystring: productsListQuerySchema,
        response: { 200: productsListResponseSchema },
      },
    },
    (request) => store.productsList(requireAuth(request), request.query),
  );

  app.get(
    '/store/product_detail',
    {
      config: { permission: 'view.store' },
      schema: {
        summary: 'A product with its category and how many of it the caller owns',
        querystring: productDetailQuerySchema,
        response: { 200: productDetailResponseSchema },
      },
    },
    (request) => store.productDetail(requireAuth(request), request.query),
  );

  app.get(
    '/store/find_product',
    {
      config: { permission: 'view.store' },
      schema: {
        summary: 'Products on sale whose name or description holds the words typed, accents aside',
        querystring: findProductQuerySchema,
        response: { 200: findProductResponseSchema },
      },
    },
    (request) => store.findProduct(requireAuth(request), request.query),
  );

  app.post(
    '/store/buy_product',
    {
      config: { permission: 'create.storePurchases' },
      schema: {
        summary: 'Buys a product with pokz at the price shown (once per Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: buyProductBodySchema,
        response: { 200: buyProductResponseSchema },
      },
    },
    (request) => store.buy(requireAuth(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
  );

  app.get(
    '/store/inventory',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'What the caller bought in the store, of one kind or all (ours)',
        querystring: inventoryQuerySchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    (request) => store.inventory(requireAuth(request), request.query),
  );

  app.get(
    '/store/avatar',
    {
      config: { permission: 'view.storeInventory' },
      schema: { summary: "What the caller's avatar wears (ours)", response: { 200: avatarOutfitResponseSchema } },
    },
    (request) => avatar.outfit(requireAuth(request)),
  );

  app.post(
    '/store/avatar/wear',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Puts an owned avatar item on, in place of the one of its option (ours)',
        body: wearItemBodySchema,
        response: { 200: avatarOutfitResponseSchema },
      },
    },
    (request) => avatar.wear(requireAuth(request), request.body),
  );

  app.delete(
    '/store/avatar/wear/:option',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Takes off what the avatar wears of an option (ours)',
        params: takeOffParamsSchema,
        response: { 200: avatarOutfitResponseSchema },
      },
    },
    (request) => avatar.takeOff(requireAuth(request), request.params.option),
  );

  app.get(
    '/store/pet',
    {
      config: { permission: 'view.storeInventory' },
      schema: { summary: "The caller's pet, or null before adopting (ours)", response: { 200: petResponseSchema } },
    },
    (request) => pet.pet(requireAuth(request)),
  );

  app.post(
    '/store/pet',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Adopts the one pet of the caller: a species and a name (ours)',
        body: adoptPetBodySchema,
        response: { 200: petResponseSchema },
      },
    },
    (request) => pet.adopt(requireAuth(request), request.body),
  );

  app.post(
    '/store/pet/wear',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Puts an owned pet item in its slot, in place of the one there (ours)',
        body: wearPetItemBodySchema,
        response: { 200: petResponseSchema },
      },
    },
    (request) => pet.wear(requireAuth(request), request.body),
  );

  app.delete(
    '/store/pet/wear/:slot',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Takes off what the pet has in a slot (ours)',
        params: petSlotParamsSchema,
        response: { 200: petResponseSchema },
      },
    },
    (request) => pet.takeOff(requireAuth(request), request.params.slot),
  );

  app.post(
    '/store/pet/care',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Bathes, feeds or plays with the pet, once its need has dropped (ours)',
        body: petCareBodySchema,
        response: { 200: petResponseSchema },
      },
    },
    (request) => pet.care(requireAuth(request), request.body),
  );

  app.get(
    '/store/home',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: "The pieces of the caller's home and where they stand (ours)",
        response: { 200: homeLayoutResponseSchema },
      },
    },
    (request) => home.layout(requireAuth(request)),
  );

  app.put(
    '/store/home/pieces/:product_id',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Places an owned home piece in the room, or moves it (ours)',
        params: homePieceParamsSchema,
        body: placePieceBodySchema,
        response: { 200: homeLayoutResponseSchema },
      },
    },
    (request) => home.place(requireAuth(request), request.params.product_id, request.body),
  );

  app.delete(
    '/store/home/pieces/:product_id',
    {
      config: { permission: 'view.storeInventory' },
      schema: {
        summary: 'Takes a piece out of the room, back to the tray (ours)',
        params: homePieceParamsSchema,
        response: { 200: homeLayoutResponseSchema },
      },
    },
    (request) => home.remove(requireAuth(request), request.params.product_id),
  );

  app.get(
    '/store/products',
    {
      config: { permission: 'edit.storeProducts' },
      schema: {
        summary: "The platform's whole catalogue, retired products too, with what each sold (ours)",
        querystring: managedProductsQuerySchema,
        response: { 200: managedProductsResponseSchema },
      },
    },
    (request) => catalogue.products(requireAuth(request), request.query),
  );

  app.post(
    '/store/products',
    {
      config: { permission: 'edit.storeProducts' },
      schema: {
        summary: 'Adds a product to a category (ours)',
        body: newProductBodySchema,
        response: { 200: managedProductResponseSchema },
      },
    },
    (request) => catalogue.add(requireAuth(request), request.body),
  );

  app.patch(
    '/store/products/:product_id',
    {
      config: { permission: 'edit.storeProducts' },
      schema: {
        summary: "Changes a product's name, description, price or stock, or retires it (ours)",
        params: productParamsSchema,
        body: productChangesBodySchema,
        response: { 200: managedProductResponseSchema },
      },
    },
    (request) => catalogue.change(requireAuth(request), request.params.product_id, request.body),
  );
};
