import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { type ExamClock, formatClock } from '../exam-clock.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';

interface Props {
  clock: ExamClock;
  answered: number;
  total: number;
  pending: number;
  canFinish: boolean;
  onFinish: () => void;
}

/** Above the questions: the remaining time, how many are answered or pending, and 'Finalizar prova'. */
export function ExamStatusBar({ clock, answered, total, pending, canFinish, onFinish }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const left = clock.left ?? 0;
  const waitingServer = left === 0 && !clock.over;
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-4 rounded-xl bg-white p-3 shadow-sm">
      <div
        role="timer"
        aria-label={t('player.timeLeft')}
        className={`text-2xl font-bold tabular-nums ${left < 60 ? 'text-red-700' : 'text-title'}`}
      >
        {formatClock(left)}
      </div>
      <div className="flex flex-1 flex-col text-sm text-subtitle">
        <span>{t('player.answered', { answered, total })}</span>
        {pending > 0 && (
          <span role="status" className="font-semibold text-amber-900">
            {t('player.pendingCount', { count: pending })}
          </span>
        )}
        {waitingServer && <span>{t('player.syncing')}</span>}
      </div>
      <button type="button" onClick={onFinish} disabled={!canFinish} className={PRIMARY_BUTTON}>
        {t('player.finish')}
      </button>
    </div>
  );
}
