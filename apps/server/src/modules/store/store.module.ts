import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactOn } from '../../platform/db/transaction.ts';
import { type AppModule, mount } from '../../platform/http/app-module.ts';
import type { Ledger } from '../ledger/ledger.module.ts';
import { createStoreRepository } from './store.repository.ts';
import { storeRoutes } from './store.routes.ts';
import { createStoreService } from './store.service.ts';
import { createStoreAvatarService, type OutfitChanged } from './store-avatar.service.ts';
import { createStoreCatalogueService } from './store-catalogue.service.ts';
import { createStoreHomeRepository } from './store-home.repository.ts';
import { createStoreHomeService } from './store-home.service.ts';
import { createStorePetRepository } from './store-pet.repository.ts';
import { createStorePetService } from './store-pet.service.ts';

export { createStoreLooks, type StoreBackground, type StoreLooks } from './store-looks.ts';

/** The store (document 3 section 7): shelves, purchases paid through the ledger, inventories, the avatar, pet and home, the catalogue. */
export function createStoreModule(deps: {
  db: Database;
  clock: Clock;
  ledger: Pick<Ledger, 'openSpend'>;
  /** Told after the avatar is dressed: the profile image follows it when the composed avatar is active. */
  outfitChanged?: OutfitChanged;
}): AppModule {
  const repo = createStoreRepository(deps.db);
  const store = createStoreService({ repo, ledger: deps.ledger, transact: transactOn(deps.db), clock: deps.clock });
  const catalogue = createStoreCatalogueService({ repo, clock: deps.clock });
  const avatar = createStoreAvatarService({ repo, clock: deps.clock, outfitChanged: deps.outfitChanged });
  const pet = createStorePetService({ repo, pets: createStorePetRepository(deps.db), clock: deps.clock });
  const home = createStoreHomeService({ repo, home: createStoreHomeRepository(deps.db), clock: deps.clock });
  return { routes: { main: [mount(storeRoutes, { store, catalogue, avatar, pet, home })] } };
}
