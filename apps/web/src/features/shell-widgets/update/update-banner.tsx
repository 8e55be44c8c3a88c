import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/media-query.ts';
import { SHELL_WIDGETS_NAMESPACE } from '../shell-widgets-strings.ts';
import type { AppUpdates } from './app-updates.ts';
import { clearRequestCache } from './request-cache.ts';

/** Phones get the short call to action. */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * 'Uma nova atualização da plataforma está disponível.': shown while a new version waits;
 * accepting it clears the request cache and lets the new version take over, which reloads the page.
 */
export function UpdateBanner({ updates }: { updates: AppUpdates }) {
  const { t } = useTranslation(SHELL_WIDGETS_NAMESPACE);
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(updates.subscribe, updates.isWaiting);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [updating, setUpdating] = useState(false);
  if (!waiting) return null;

  async function update() {
    setUpdating(true);
    try {
      await clearRequestCache(queryClient);
    } catch (error) {
      console.error('[update]', error);
    }
    await updates.activate();
  }

  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[60] flex flex-wrap items-center justify-center gap-x-2 gap-y-1 bg-dark px-4 py-2 text-center text-sm text-white shadow-md"
    >
      <span>{t('update.message')}</span>
      <button
        type="button"
        onClick={update}
        disabled={updating}
        className="font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-70"
      >
        {t(mobile ? 'update.actionMobile' : 'update.actionDesktop')}
      </button>
    </div>
  );
}
