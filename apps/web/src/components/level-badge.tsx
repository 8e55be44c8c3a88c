import { useTranslation } from 'react-i18next';
import { readableTextOn } from '../lib/contrast.ts';

interface Props {
  level: number;
  color: string;
  /** The level's own picture, when the platform gave it one. */
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIDE = { sm: 'size-10 text-base', md: 'size-16 text-2xl', lg: 'size-24 text-4xl' } as const;

/** A level's badge: its picture, or its number on a disc of its colour; named 'Nível N' for screen readers. */
export function LevelBadge({ level, color, imageUrl, size = 'md', className = '' }: Props) {
  const { t } = useTranslation();
  const label = t('levels.level', { level });
  if (imageUrl) return <img src={imageUrl} alt={label} className={`${SIDE[size]} shrink-0 ${className}`} />;
  return (
    <span
      role="img"
      aria-label={label}
      className={`grid ${SIDE[size]} shrink-0 place-items-center rounded-full font-bold shadow-inner ${className}`}
      style={{ backgroundColor: color, color: readableTextOn(color) ?? undefined }}
    >
      <span aria-hidden="true">{level}</span>
    </span>
  );
}
