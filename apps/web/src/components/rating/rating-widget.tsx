import { formatNumber, GAME_RATING_MAX, shownRating } from '@ava/contracts';
import Star from 'lucide-react/icons/star';
import StarHalf from 'lucide-react/icons/star-half';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast.ts';
import { RATING_NAMESPACE } from './rating-strings.ts';

/** Where the widget stands: beside a title, stacked under a result, in a card's footer, a dialog, the factory's list. */
export type RatingLayout = 'row' | 'column' | 'card' | 'modal' | 'factory';

/** Document 3 section 9: the rating toasts last 3 s, not the 5 s of the others. */
const RATING_TOAST_MS = 3_000;

const LAYOUTS: Record<RatingLayout, { root: string; question: string; star: string }> = {
  row: { root: 'flex flex-wrap items-center gap-3', question: 'font-semibold text-title', star: 'size-6' },
  column: { root: 'flex flex-col items-center gap-2', question: 'font-semibold text-title', star: 'size-8' },
  card: { root: 'flex flex-col gap-1', question: 'text-xs font-semibold text-subtitle', star: 'size-5' },
  modal: {
    root: 'flex flex-col items-center gap-2 py-2',
    question: 'text-lg font-semibold text-title',
    star: 'size-9',
  },
  factory: { root: 'flex items-center gap-2', question: 'text-sm text-subtitle', star: 'size-4' },
};

const STARS = Array.from({ length: GAME_RATING_MAX }, (_, index) => index + 1);

function StarShape({ fill, className }: { fill: 'full' | 'half' | 'empty'; className: string }) {
  if (fill === 'half') {
    return (
      <span className={`relative inline-block ${className}`}>
        <Star className={`absolute inset-0 text-amber-400 ${className}`} aria-hidden="true" />
        <StarHalf className={`absolute inset-0 fill-amber-400 text-amber-400 ${className}`} aria-hidden="true" />
      </span>
    );
  }
  return (
    <Star
      className={`${className} text-amber-400 ${fill === 'full' ? 'fill-amber-400' : 'fill-transparent'}`}
      aria-hidden="true"
    />
  );
}

interface Props {
  /** The user's rating; -1 or none shows as 4.5 (document 3 section 5). */
  value: number | null | undefined;
  /** Sends the pick by the content's type. */
  onRate: (rating: number) => Promise<unknown>;
  layout?: RatingLayout;
}

/**
 * 'O que achou deste conteúdo?' with five gold stars. A pick shows at once and is sent; a
 * failure puts the stars back as they were. Each ends with its toast of 3 s.
 */
export function RatingWidget({ value, onRate, layout = 'row' }: Props) {
  const { t } = useTranslation(RATING_NAMESPACE);
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = picked ?? shownRating(value);
  const look = LAYOUTS[layout];

  async function rate(rating: number) {
    const before = picked;
    setPicked(rating);
    setBusy(true);
    try {
      await onRate(rating);
      notify({ status: 'success', message: t('sent'), duration: RATING_TOAST_MS });
    } catch (error) {
      console.error('[rating]', error);
      setPicked(before);
      notify({ status: 'error', message: t('failure'), duration: RATING_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    // The floated legend is an item of the fieldset's flex layout, as a paragraph would be.
    <fieldset className={look.root}>
      <legend className={`float-left ${look.question}`}>{t('question')}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={id}
              value={star}
              checked={shown === star}
              disabled={busy}
              onChange={() => rate(star)}
              className="sr-only"
            />
            <StarShape fill={shown >= star ? 'full' : shown >= star - 0.5 ? 'half' : 'empty'} className={look.star} />
            <span className="sr-only">{t('stars', { count: star })}</span>
          </label>
        ))}
        <span className="ml-1 text-sm font-semibold text-subtitle" aria-hidden="true">
          {formatNumber(shown, 1)}
        </span>
        <span className="sr-only">{t('shown', { rating: formatNumber(shown, 1) })}</span>
      </div>
    </fieldset>
  );
}
