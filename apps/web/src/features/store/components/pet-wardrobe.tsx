import { type InventoryItem, PET_SLOT_OF, PET_SLOTS, type PetItem } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useDressPet, usePetInventory } from '../api/pet.ts';
import { PET_NAMESPACE } from '../pet-spa-strings.ts';
import { PetItemArt } from './pet-item-art.tsx';
import { Wardrobe, WardrobeItem, WardrobeShelf } from './wardrobe.tsx';

/** The pet items the student owns by slot, each to put on or take off; the way to the store's pet shelf. */
export function PetWardrobe({ worn }: { worn: PetItem[] }) {
  const { t } = useTranslation(PET_NAMESPACE);
  const inventory = usePetInventory();
  const dress = useDressPet();
  const words = {
    wearing: t('wardrobe.using'),
    wear: t('wardrobe.put'),
    takeOff: t('wardrobe.remove'),
    wearNamed: (name: string) => t('wardrobe.putNamed', { name }),
    takeOffNamed: (name: string) => t('wardrobe.removeNamed', { name }),
  };
  return (
    <Wardrobe
      title={t('wardrobe.title')}
      store={{ to: '../loja?categoria=pet', label: t('wardrobe.toStore') }}
      error={dress.isError ? dress.error.message : null}
    >
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
                <WardrobeShelf key={slot} title={t(`wardrobe.slots.${slot}`)}>
                  {owned.map(({ product }) => (
                    <WardrobeItem
                      key={product.id}
                      name={product.name}
                      art={
                        <div className="flex h-16 w-24 items-center justify-center">
                          {product.item.kind === 'pet' && <PetItemArt art={product.item.art} />}
                        </div>
                      }
                      worn={worn.some((piece) => piece.product_id === product.id)}
                      busy={dress.isPending}
                      words={words}
                      onWear={() => dress.mutate({ wear: product.id })}
                      onTakeOff={() => dress.mutate({ takeOff: slot })}
                    />
                  ))}
                </WardrobeShelf>
              );
            })
          )
        }
      </QueryState>
    </Wardrobe>
  );
}
