import { TRAIL_ITEM_TYPE_LABELS, type TrailPlayerItem } from '@ava/contracts';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { TRAIL_PLAYER_NAMESPACE } from '../trail-player-strings.ts';

interface Props {
  items: TrailPlayerItem[];
  done: ReadonlySet<string>;
  /** Forum steps with someone else's comments newer than the student's last visit of the step. */
  unread: ReadonlySet<string>;
  current: string | null;
  onOpen: (id: string) => void;
}

/** The trail's steps in order, each with its done mark and new comments; the current one stands out. */
export function StepList({ items, done, unread, current, onOpen }: Props) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-col gap-1">
        {items.map((item, index) => {
          const isDone = done.has(item.id);
          const isCurrent = item.id === current;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onOpen(item.id)}
                aria-current={isCurrent ? 'step' : undefined}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm aria-[current=step]:bg-primary aria-[current=step]:text-on-primary hover:bg-light"
              >
                {isDone ? (
                  <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" />
                ) : (
                  <Circle aria-hidden className="size-4 shrink-0" />
                )}
                <span className="min-w-0 flex-1 break-words">
                  {index + 1}. {item.title}
                  <span className="sr-only">
                    {' '}
                    ({TRAIL_ITEM_TYPE_LABELS[item.type]}
                    {isDone ? `, ${t('steps.done')}` : ''}
                    {isCurrent ? `, ${t('steps.current')}` : ''})
                  </span>
                </span>
                {unread.has(item.id) && (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t('steps.unread')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
