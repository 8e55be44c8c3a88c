import './avatar-spa-strings.ts';
import './store-strings.ts';
import { AVATAR_ITEM_OPTIONS, type AvatarItemOption, type InventoryItem, type WornItem } from '@ava/contracts';
import Check from 'lucide-react/icons/check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdventurerAvatar } from '../../components/art/adventurer-avatar.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useAvatarInventory, useAvatarOutfit, useDressAvatar } from './api/avatar-outfit.ts';
import { AVATAR_NAMESPACE } from './avatar-spa-strings.ts';
import { ProductArt } from './components/product-art.tsx';
import { STORE_NAMESPACE } from './store-strings.ts';

function optionOf(item: InventoryItem): AvatarItemOption | null {
  return item.product.item.kind === 'avatar' ? item.product.item.option : null;
}

/** One owned item: its art, its name, and 'Vestir' or 'Tirar'. */
function WardrobeItem({
  item,
  worn,
  busy,
  onWear,
  onTakeOff,
}: {
  item: InventoryItem;
  worn: boolean;
  busy: boolean;
  onWear: () => void;
  onTakeOff: () => void;
}) {
  const { t } = useTranslation(AVATAR_NAMESPACE);
  const { name } = item.product;
  return (
    <li className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex size-24 items-center justify-center">
        <ProductArt item={item.product.item} />
      </div>
      <p className="text-center text-sm font-semibold text-title">{name}</p>
      {worn ? (
        <>
          <p className="flex items-center gap-1 text-xs font-bold text-primary">
            <Check className="size-4" aria-hidden="true" />
            {t('spa.wearing')}
          </p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            aria-label={t('spa.takeOffNamed', { name })}
            onClick={onTakeOff}
          >
            {t('spa.takeOff')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={busy}
          aria-label={t('spa.wearNamed', { name })}
          onClick={onWear}
        >
          {t('spa.wear')}
        </button>
      )}
    </li>
  );
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

        <section aria-labelledby="avatar-wardrobe" className="flex flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="avatar-wardrobe" className="text-xl font-bold text-title">
              {t('spa.wardrobe')}
            </h2>
            <Link to="../loja" relative="path" className={`${SECONDARY_BUTTON} flex items-center gap-2`}>
              <ShoppingBag className="size-4" aria-hidden="true" />
              {t('spa.toStore')}
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
                <p className="text-subtitle">{t('spa.empty')}</p>
              ) : (
                AVATAR_ITEM_OPTIONS.map((option) => {
                  const owned = items.filter((item) => optionOf(item) === option);
                  if (owned.length === 0) return null;
                  return (
                    <section key={option} aria-labelledby={`avatar-option-${option}`} className="flex flex-col gap-2">
                      <h3 id={`avatar-option-${option}`} className="font-bold text-title">
                        {t(`spa.options.${option}`)}
                      </h3>
                      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
                        {owned.map((item) => (
                          <WardrobeItem
                            key={item.product.id}
                            item={item}
                            worn={worn.some((piece) => piece.product_id === item.product.id)}
                            busy={dress.isPending}
                            onWear={() => dress.mutate({ wear: item.product.id })}
                            onTakeOff={() => dress.mutate({ takeOff: option })}
                          />
                        ))}
                      </ul>
                    </section>
                  );
                })
              )
            }
          </QueryState>
        </section>
      </div>
      <p className="text-xs text-subtitle">{t('avatarCredit', { ns: STORE_NAMESPACE })}</p>
    </section>
  );
}
