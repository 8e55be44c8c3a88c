import { levelProgressPercent } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { LEVELS_NAMESPACE } from '../levels-strings.ts';

interface Props {
  /** The next level: its number, colour and requisitions. */
  level: { level: number; color: string; requisitions: { done: boolean }[] };
}

/** How far the student is on the way to a level: its done requisitions over all, as a bar. */
export function LevelProgress({ level }: Props) {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  const percent = levelProgressPercent(level.requisitions);
  const text = t('progress', { percent, level: level.level });
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t('toNext', { level: level.level })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: level.color }} />
      </div>
      <p className="text-sm text-subtitle">{text}</p>
    </div>
  );
}
