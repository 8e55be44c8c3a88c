import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useLibraryFavorite } from '../api/library-api.ts';
import { LIBRARY_NAMESPACE } from '../library-strings.ts';

/** Adds an item to the caller's favourites or takes it out (PUT /info/favorite). */
export function FavoriteButton({ id, favorite }: { id: string; favorite: boolean }) {
  const { t } = useTranslation(LIBRARY_NAMESPACE);
  const toggle = useLibraryFavorite();
  const shown = toggle.isPending && toggle.variables ? toggle.variables.favorite : favorite;
  return (
    <button
      type="button"
      aria-pressed={shown}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id, favorite: !shown })}
      className={`${ROW_ACTION} gap-1`}
    >
      <Heart className={`size-4 ${shown ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
      {t('favorite.add')}
    </button>
  );
}
