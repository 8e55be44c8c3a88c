import { type AvatarItemOption, composedAvatarPieces } from '@ava/contracts';
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { useMemo } from 'react';

/** An avatar item put on: a DiceBear 'adventurer' option and its variant or colour. */
export interface AvatarPiece {
  option: AvatarItemOption;
  value: string;
}

/**
 * The same plain face for everyone (skin and eyes are not sold), short hair and nothing else
 * until items are put on.
 */
const PLAIN_FACE = {
  seed: 'loja',
  hair: ['short01'],
  glassesProbability: 0,
  earringsProbability: 0,
  featuresProbability: 0,
};

/** The DiceBear options that put the pieces on the plain face. */
function wearing(pieces: readonly AvatarPiece[]) {
  return Object.fromEntries(
    pieces.flatMap((piece) => {
      const variant: [string, unknown] = [piece.option, [piece.value]];
      if (piece.option === 'glasses' || piece.option === 'earrings')
        return [variant, [`${piece.option}Probability`, 100]];
      return [variant];
    }),
  );
}

/** The 'adventurer' avatar wearing the pieces, as an SVG data url. */
export function adventurerDataUri(pieces: readonly AvatarPiece[]): string {
  // DiceBear types each option's variants as literals; an item's value is a string the catalogue chose from them.
  return createAvatar(adventurer, { ...PLAIN_FACE, ...wearing(pieces) } as never).toDataUri();
}

const drawnProfileImages = new Map<string, string>();

/** A student's composed avatar (composedAvatarUrl) drawn as a data url, once per outfit; null for any other url. */
export function composedAvatarSource(url: string): string | null {
  const pieces = composedAvatarPieces(url);
  if (!pieces) return null;
  let drawn = drawnProfileImages.get(url);
  if (!drawn) {
    drawn = adventurerDataUri(pieces);
    drawnProfileImages.set(url, drawn);
  }
  return drawn;
}

/** The 'adventurer' avatar wearing the pieces, drawn here as SVG (DiceBear). */
export function AdventurerAvatar({
  pieces,
  alt = '',
  className = 'size-full object-contain',
}: {
  pieces: readonly AvatarPiece[];
  alt?: string;
  className?: string;
}) {
  const source = useMemo(() => adventurerDataUri(pieces), [pieces]);
  return <img src={source} alt={alt} className={className} />;
}
