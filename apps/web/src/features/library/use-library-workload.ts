import type { LibraryCardType } from '@ava/contracts';
import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { recordLibraryWorkload } from './api/library-api.ts';

const MINUTE_MS = 60_000;

/**
 * A student's time in a library item counts as workload: the minutes begun are sent on leaving,
 * once a day per type (the day is kept on the device, document 3 section 9).
 */
export function useLibraryWorkload(type: LibraryCardType): void {
  const session = useSession();
  const userId = session?.group === 'student' ? session.user.user_id : null;
  useEffect(() => {
    if (!userId) return;
    const opened = Date.now();
    return () => {
      const minutes = Math.max(1, Math.ceil((Date.now() - opened) / MINUTE_MS));
      recordLibraryWorkload(userId, type, minutes).catch((error) => console.error('[library] workload', error));
    };
  }, [userId, type]);
}
