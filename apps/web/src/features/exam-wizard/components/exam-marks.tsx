import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { RatingWidget } from '../../../components/rating/rating-widget.tsx';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { useExamMarks } from '../api/exam-marks.ts';
import { EXAM_WIZARD_NAMESPACE } from '../exam-wizard-strings.ts';

interface Marked {
  id: string;
  favorite: boolean;
  rating: number | null;
  user_rating: number | null;
}

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Favourite and rating of one exam: each educator's own marks; the average is everyone's. */
export function ExamMarks({ exam }: { exam: Marked }) {
  const { t } = useTranslation(EXAM_WIZARD_NAMESPACE);
  const { favorite, rating } = useExamMarks();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        className={`${LINK_BUTTON} flex items-center gap-1`}
        aria-pressed={exam.favorite}
        disabled={favorite.isPending}
        onClick={() => favorite.mutate({ examId: exam.id, favorite: !exam.favorite })}
      >
        <Star className={`size-4 shrink-0 ${exam.favorite ? 'fill-current' : ''}`} aria-hidden="true" />
        {exam.favorite ? t('unfavorite') : t('favorite')}
      </button>
      <span>{exam.rating === null ? t('noRating') : t('rating', { rating: numberFormat.format(exam.rating) })}</span>
      <RatingWidget
        value={exam.user_rating}
        layout="card"
        onRate={(value) => rating.mutateAsync({ examId: exam.id, rating: value })}
      />
    </div>
  );
}
