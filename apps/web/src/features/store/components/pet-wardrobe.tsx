import { type InventoryItem, PET_SLOT_OF, PET_SLOTS, type PetItem } from '@ava/contracts';
import Check from 'lucide-react/icons/check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useDressPet, usePetInventory } from '../api/pet.ts';
import { PET_NAMESPACE } from '../pet-spa-strings.ts';
import { PetItemArt } from './pet-item-art.tsx';

/** The pet items the student owns by slot, each to put on or take off; the way to the store's pet shelf. */
export function PetWardrobe({ worn }: { worn: PetItem[] }) {
  const { t } = useTranslation(PET_NAMESPACE);
  const id = useId();
  const inventory = usePetInventory();
  const dress = useDressPet();
  return (
    <section aria-labelledby={`${id}-wardrobe`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-wardrobe`} className="text-xl font-bold text-title">
          {t('wardrobe.title')}
        </h2>
        <Link to="../loja?categoria=pet" relative="path" className={`${SECONDARY_BUTTON} flex items-center gap-2`}>
          <ShoppingBag className="size-4" aria-hidden="true" />
          {t('wardrobe.toStore')}
        </Link>
      </div>
      {dress.isError && (
        <p role="alert" className="text-sm text-red-700">
          {dress.error.message}
        </p>
      )}
      <QueryState query={inventory} errorText={t('spa.loadError')}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-subtitle">{t('wardrobe.empty')}</p>
          ) : (
            PET_SLOTS.map((slot) => {
              const owned = items.filter(
                (item): item is InventoryItem =>
                  item.product.item.kind === 'pet' && PET_SLOT_OF[item.product.item.art] === slot,
              );
              if (owned.length === 0) return null;
              return (
                <section key={slot} aria-labelledby={`${id}-${slot}`} className="flex flex-col gap-2">
                  <h3 id={`${id}-${slot}`} className="font-bold text-title">
                    {t(`wardrobe.slots.${slot}`)}
                  </h3>
                  <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
                    {owned.map(({ product }) => {
                      const using = worn.some((piece) => piece.product_id === product.id);
                      const { name } = product;
                      return (
                        <li
                          key={product.id}
                          className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 shadow-sm"
                        >
                          <div className="flex h-16 w-24 items-center justify-center">
                            {product.item.kind === 'pet' && <PetItemArt art={product.item.art} />}
                          </div>
                          <p className="text-center text-sm font-semibold text-title">{name}</p>
                          {using ? (
                            <>
                              <p className="flex items-center gap-1 text-xs font-bold text-primary">
                                <Check className="size-4" aria-hidden="true" />
                                {t('wardrobe.using')}
                              </p>
                              <button
                                type="button"
                                className={SECONDARY_BUTTON}
                                disabled={dress.isPending}
                                aria-label={t('wardrobe.removeNamed', { name })}
                                onClick={() => dress.mutate({ takeOff: slot })}
                              >
                                {t('wardrobe.remove')}
                              </button>
                            </>
                          ) : (
                            <button
                              type="button"
                              className={PRIMARY_BUTTON}
                              disabled={dress.isPending}
                              aria-label={t('wardrobe.putNamed', { name })}
                              onClick={() => dress.mutate({ wear: product.id })}
                            >
                              {t('wardrobe.put')}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })
          )
        }
      </QueryState>
    </section>
  );
}
