import type { StoreItem } from '@ava/contracts';
import Ticket from 'lucide-react/icons/ticket';
import { useMemo } from 'react';
import { AdventurerAvatar } from '../../../components/art/adventurer-avatar.tsx';
import { FurnitureArt } from '../../../components/art/furniture-art.tsx';
import { ProfileBackgroundArt } from '../../../components/art/profile-background-art.tsx';
import { PetItemArt } from './pet-item-art.tsx';

type AvatarItem = Extract<StoreItem, { kind: 'avatar' }>;

/** The plain face wearing only the item on sale; a colour shows on long hair. */
function AvatarPreview({ item }: { item: AvatarItem }) {
  const pieces = useMemo(
    () =>
      item.option === 'hairColor'
        ? [{ option: 'hair' as const, value: 'long06' }, item]
        : [{ option: item.option, value: item.value }],
    [item],
  );
  return <AdventurerAvatar pieces={pieces} />;
}

const ICON = 'size-12 text-primary';

/**
 * What a product gives, drawn: the avatar wearing it (DiceBear), the pet's item, the piece of
 * furniture, the profile background, or the kind's icon. Decorative: the card names it.
 */
export function ProductArt({ item }: { item: StoreItem }) {
  switch (item.kind) {
    case 'avatar':
      return <AvatarPreview item={item} />;
    case 'background':
      return <ProfileBackgroundArt art={item.art} className="size-full" />;
    case 'pet':
      return <PetItemArt art={item.art} className="h-16 w-24" />;
    case 'home':
      return <FurnitureArt art={item.art} className="size-full" />;
    case 'park_credits':
      return <Ticket className={ICON} aria-hidden="true" />;
  }
}
