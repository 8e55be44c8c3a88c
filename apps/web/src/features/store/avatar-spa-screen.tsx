import './avatar-spa-strings.ts';
import './store-strings.ts';
import { AVATAR_ITEM_OPTIONS, type AvatarItemOption, type InventoryItem, type WornItem } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { AdventurerAvatar } from '../../components/art/adventurer-avatar.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useAvatarInventory, useAvatarOutfit, useDressAvatar } from './api/avatar-outfit.ts';
import { AVATAR_NAMESPACE } from './avatar-spa-strings.ts';
import { ProductArt } from './components/product-art.tsx';
import { Wardrobe, WardrobeItem, WardrobeShelf } from './components/wardrobe.tsx';
import { STORE_NAMESPACE } from './store-strings.ts';

function optionOf(item: InventoryItem): AvatarItemOption | null {
  return item.product.item.kind === 'avatar' ? item.product.item.option : null;
}

/**
 * /:business/painel/spa-do-avatar (map sub-area diversao: spa-do-avatar): the student's avatar
 * drawn big with what it wears, and the avatar items they own, by option, to put on or take off.
 */
export default function AvatarSpaScreen() {
  const { t } = useTranslation(AVATAR_NAMESPACE);
  const inventory = useAvatarInventory();
  const outfit = useAvatarOutfit();
  const dress = useDressAvatar();
  const worn: WornItem[] = outfit.data?.worn ?? [];
  const words = {
    wearing: t('spa.wearing'),
    wear: t('spa.wear'),
    takeOff: t('spa.takeOff'),
    wearNamed: (name: string) => t('spa.wearNamed', { name }),
    takeOffNamed: (name: string) => t('spa.takeOffNamed', { name }),
  };

  return (
    <section aria-labelledby="avatar-spa-title" className="flex flex-col gap-6">
      <div>
        <h1 id="avatar-spa-title" className="type-title text-title">
          {t('spa.title')}
        </h1>
        <p className="text-subtitle">{t('spa.intro')}</p>
      </div>

      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <figure className="flex shrink-0 flex-col items-center gap-2 rounded-2xl bg-white p-4 shadow-sm">
          <AdventurerAvatar pieces={worn} alt={t('spa.avatar')} className="size-56 object-contain" />
          <figcaption className="text-sm font-semibold text-title">{t('spa.avatar')}</figcaption>
        </figure>

        <Wardrobe
          title={t('spa.wardrobe')}
          store={{ to: '../loja?categoria=avatar', label: t('spa.toStore') }}
          error={dress.isError ? dress.error.message : null}
        >
          <QueryState query={inventory} errorText={t('spa.loadError')}>
            {({ items }) =>
              items.length === 0 ? (
                <p className="text-subtitle">{t('spa.empty')}</p>
              ) : (
                AVATAR_ITEM_OPTIONS.map((option) => {
                  const owned = items.filter((item) => optionOf(item) === option);
                  if (owned.length === 0) return null;
                  return (
                    <WardrobeShelf key={option} title={t(`spa.options.${option}`)}>
                      {owned.map(({ product }) => (
                        <WardrobeItem
                          key={product.id}
                          name={product.name}
                          art={
                            <div className="flex size-24 items-center justify-center">
                              <ProductArt item={product.item} />
                            </div>
                          }
                          worn={worn.some((piece) => piece.product_id === product.id)}
                          busy={dress.isPending}
                          words={words}
                          onWear={() => dress.mutate({ wear: product.id })}
                          onTakeOff={() => dress.mutate({ takeOff: option })}
                        />
                      ))}
                    </WardrobeShelf>
                  );
                })
              )
            }
          </QueryState>
        </Wardrobe>
      </div>
      <p className="text-xs text-subtitle">{t('avatarCredit', { ns: STORE_NAMESPACE })}</p>
    </section>
  );
}
