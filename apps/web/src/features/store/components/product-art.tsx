import type { StoreItem } from '@ava/contracts';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import PawPrint from 'lucide-react/icons/paw-print';
import Sofa from 'lucide-react/icons/sofa';
import Ticket from 'lucide-react/icons/ticket';
import { useMemo } from 'react';
import { ProfileBackgroundArt } from '../../../components/art/profile-background-art.tsx';

type AvatarItem = Extract<StoreItem, { kind: 'avatar' }>;

/** The same plain face for every preview, wearing only the item on sale. */
const PLAIN_FACE = {
  seed: 'loja',
  hair: ['short01'],
  glassesProbability: 0,
  earringsProbability: 0,
  featuresProbability: 0,
};

/** The DiceBear options that put one item on the plain face (a colour shows on long hair). */
function wearing(item: AvatarItem) {
  switch (item.option) {
    case 'hair':
      return { hair: [item.value] };
    case 'hairColor':
      return { hair: ['long06'], hairColor: [item.value] };
    case 'glasses':
      return { glasses: [item.value], glassesProbability: 100 };
    case 'earrings':
      return { earrings: [item.value], earringsProbability: 100 };
  }
}

function AvatarPreview({ item }: { item: AvatarItem }) {
  const source = useMemo(
    // DiceBear types each option's variants as literals; an item's value is a string the catalogue chose from them.
    () => createAvatar(adventurer, { ...PLAIN_FACE, ...wearing(item) } as never).toDataUri(),
    [item],
  );
  return <img src={source} alt="" className="size-full object-contain" />;
}

const ICON = 'size-12 text-primary';

/**
 * What a product gives, drawn: the avatar wearing it (DiceBear), the profile background, or the
 * kind's icon (the pet's and home's own art is drawn on their screens). Decorative: the card names it.
 */
export function ProductArt({ item }: { item: StoreItem }) {
  switch (item.kind) {
    case 'avatar':
      return <AvatarPreview item={item} />;
    case 'background':
      return <ProfileBackgroundArt art={item.art} className="size-full" />;
    case 'pet':
      return <PawPrint className={ICON} aria-hidden="true" />;
    case 'home':
      return <Sofa className={ICON} aria-hidden="true" />;
    case 'park_credits':
      return <Ticket className={ICON} aria-hidden="true" />;
  }
}
