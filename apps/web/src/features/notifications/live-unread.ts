import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/http/request.ts';
import { serviceUrl } from '../../lib/http/service-url.ts';
import { notificationKeys } from './api/notifications.ts';

/** Waits before a new ticket after the stream failed: 2 s, doubling up to a minute. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/**
 * Keeps the unread amount current from GET /notifications/stream (server-sent events). EventSource
 * sends no Authorization header, so each connection is opened with a single-use ticket asked for
 * with the session; when the stream drops, a new ticket opens the next one.
 */
export function useLiveUnread(userId: string) {
  const client = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user signed in opens their own stream.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_RETRY_MS;
    let stopped = false;
    const list = [...notificationKeys.all, 'list'];

    function retry() {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(connect, wait);
      wait = Math.min(wait * 2, LAST_RETRY_MS);
    }

    async function connect() {
      try {
        const { ticket } = await request<{ ticket: string }>('main', '/notifications/stream/ticket', {
          method: 'POST',
        });
        if (stopped) return;
        source = new EventSource(serviceUrl('main', '/notifications/stream', { ticket }));
        source.addEventListener('unread', (event) => {
          wait = FIRST_RETRY_MS;
          const { amount } = JSON.parse((event as MessageEvent<string>).data) as { amount: number };
          const before = client.getQueryData<{ amount: number }>(notificationKeys.amount())?.amount;
          client.setQueryData(notificationKeys.amount(), { amount });
          if (before !== undefined && before !== amount) void client.invalidateQueries({ queryKey: list });
        });
        // The ticket is used up: a reconnection of the browser's own would be refused.
        source.onerror = retry;
      } catch {
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [client, userId]);
}
