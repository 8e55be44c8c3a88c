import type { ExamTimeLeft } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session.ts';
import { AnswerQueue, type AnswerQueueSnapshot, type PendingAnswer } from './answer-queue.ts';
import type { ExamSource } from './exam-source.ts';

const NOTHING: AnswerQueueSnapshot = { chosen: {}, pending: new Set() };
const noSubscription = () => () => {};

/**
 * Milliseconds of the exam gone by, by the server's clock: the duration less the time left,
 * counted down locally since the server's last answer (frozen while paused). It only grows,
 * on any device, so it numbers the choices.
 */
export function examElapsedMs(durationMinutes: number, clock: ExamTimeLeft | undefined, receivedAt: number): number {
  if (!clock) return 0;
  const since = clock.paused ? 0 : Math.max(0, Date.now() - receivedAt);
  return Math.max(0, durationMinutes * 60_000 - clock.time_left * 1000 + since);
}

/**
 * The signed-in student's answer queue of one attempt, alive while the exam is on screen. Each
 * acknowledgement carries the server's time left, which re-syncs the clock.
 */
export function useAnswerQueue(
  source: ExamSource,
  attempt: { startedAt: string; durationMinutes: number } | undefined,
  onRefused: (answer: PendingAnswer, message: string) => void,
) {
  const user = useSession()?.user.user_id;
  const client = useQueryClient();
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const [queue, setQueue] = useState<AnswerQueue | null>(null);

  const startedAt = attempt?.startedAt;
  const durationMinutes = attempt?.durationMinutes ?? 0;
  useEffect(() => {
    if (!user || !startedAt) return;
    const created = new AnswerQueue({
      user,
      activity: source.key,
      attempt: startedAt,
      seqFloor: () => {
        const state = client.getQueryState<ExamTimeLeft>(source.timeLeftKey);
        return examElapsedMs(durationMinutes, state?.data, state?.dataUpdatedAt ?? 0);
      },
      send: async (answer) => {
        const saved = await source.save(answer);
        client.setQueryData<ExamTimeLeft>(source.timeLeftKey, (clock) =>
          clock ? { ...clock, time_left: saved.time_left } : clock,
        );
      },
      onRefused: (answer, message) => refused.current(answer, message),
    });
    setQueue(created);
    void created.flush();
    return () => {
      created.dispose();
      setQueue(null);
    };
  }, [user, source, startedAt, durationMinutes, client]);

  const snapshot = useSyncExternalStore(queue?.subscribe ?? noSubscription, () => queue?.getSnapshot() ?? NOTHING);
  return { queue, snapshot };
}
