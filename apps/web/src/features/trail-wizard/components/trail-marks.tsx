import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { useTrailMarks } from '../api/trail-marks.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';

interface Marked {
  id: string;
  title: string;
  favorite: boolean;
  rating: number | null;
  user_rating: number | null;
}

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Favourite and rating of one trail: each educator's own marks; the average is everyone's. */
export function TrailMarks({ trail }: { trail: Marked }) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const { favorite, rating } = useTrailMarks();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        className={`${LINK_BUTTON} flex items-center gap-1`}
        aria-pressed={trail.favorite}
        aria-label={`${trail.favorite ? t('unfavorite') : t('favorite')}: ${trail.title}`}
        disabled={favorite.isPending}
        onClick={() => favorite.mutate({ trailId: trail.id, favorite: !trail.favorite })}
      >
        <Star className={`size-4 shrink-0 ${trail.favorite ? 'fill-current' : ''}`} aria-hidden="true" />
        {trail.favorite ? t('unfavorite') : t('favorite')}
      </button>
      <span>{trail.rating === null ? t('noRating') : t('rating', { rating: numberFormat.format(trail.rating) })}</span>
      <RatingWidget
        value={trail.user_rating}
        layout="card"
        onRate={(value) => rating.mutateAsync({ trailId: trail.id, rating: value })}
      />
    </div>
  );
}
