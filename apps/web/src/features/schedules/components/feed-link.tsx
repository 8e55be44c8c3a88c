import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, LINK_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useFeedUrl, useRenewFeed } from '../api/guardian-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';

/** The guardian's secret iCalendar address, to subscribe to from a phone's calendar. */
export function FeedLink() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const feed = useFeedUrl();
  const renew = useRenewFeed();
  const [copied, setCopied] = useState(false);
  const url = feed.data?.url ?? '';
  return (
    <details className="rounded-lg border border-gray-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold">{t('guardian.feed.title')}</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p className="text-sm">{t('guardian.feed.hint')}</p>
        <label className="flex flex-col gap-1">
          <span className="sr-only">{t('guardian.feed.title')}</span>
          <input className={INPUT} readOnly value={url} onFocus={(e) => e.target.select()} data-testid="feed-url" />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={!url}
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {t('guardian.feed.copy')}
          </button>
          <button type="button" className={LINK_BUTTON} disabled={renew.isPending} onClick={() => renew.mutate()}>
            {t('guardian.feed.renew')}
          </button>
          <span className="text-sm text-gray-600">{t('guardian.feed.renewHint')}</span>
        </div>
        {copied && <p role="status">{t('guardian.feed.copied')}</p>}
      </div>
    </details>
  );
}
