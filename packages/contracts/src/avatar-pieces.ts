/** The composed avatar's pieces, without a schema: every screen's header draws the avatar at startup. */

/**
 * The style's options the store sells. Nothing about who the child is (skin colour, eyes, mouth)
 * is for sale: those are chosen freely in the avatar dialog.
 */
export const AVATAR_ITEM_OPTIONS = ['hair', 'hairColor', 'glasses', 'earrings'] as const;
export type AvatarItemOption = (typeof AVATAR_ITEM_OPTIONS)[number];

/**
 * The student's composed avatar as a profile image url: not a file but what it wears, so every
 * screen draws it (DiceBear 'adventurer', in the web app) from the one avatar_url it already reads.
 */
const COMPOSED_AVATAR_PREFIX = 'avatar:adventurer';
export interface ComposedAvatarPiece {
  option: AvatarItemOption;
  value: string;
}
export function composedAvatarUrl(pieces: readonly ComposedAvatarPiece[]): string {
  const query = new URLSearchParams(
    AVATAR_ITEM_OPTIONS.flatMap((option) => {
      const piece = pieces.find((worn) => worn.option === option);
      return piece ? [[option, piece.value]] : [];
    }),
  ).toString();
  return query ? `${COMPOSED_AVATAR_PREFIX}?${query}` : COMPOSED_AVATAR_PREFIX;
}
/** The pieces a composed avatar url wears, or null for any other url. */
export function composedAvatarPieces(url: string | null | undefined): ComposedAvatarPiece[] | null {
  if (!url || (url !== COMPOSED_AVATAR_PREFIX && !url.startsWith(`${COMPOSED_AVATAR_PREFIX}?`))) return null;
  const query = new URLSearchParams(url.slice(COMPOSED_AVATAR_PREFIX.length + 1));
  return AVATAR_ITEM_OPTIONS.flatMap((option) => {
    const value = query.get(option);
    return value && /^[a-z0-9]{2,20}$/i.test(value) ? [{ option, value }] : [];
  });
}
