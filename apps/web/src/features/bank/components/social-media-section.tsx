import { formatDate, formatNumber, SOCIAL_MEDIA_REWARD, withHttps } from '@ava/contracts';
import ExternalLink from 'lucide-react/icons/external-link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRewardAt, rewardDue, useSocialMediaReward } from '../api/social-media.ts';
import { BANK_NAMESPACE } from '../bank-strings.ts';

/** Names as the networks write them; any other key shows capitalised. */
const NETWORK_NAMES: Record<string, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};
const networkName = (key: string) => NETWORK_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

interface Props {
  userId: string;
  currency: string;
  /** The theme's social networks, by key ('instagram'). */
  links: Record<string, string>;
}

/**
 * The social networks' reward (theme configs.social_media_pokz): opening one of the platform's
 * networks asks for the week's pokz, unless this device recorded that the window has not passed.
 */
export function SocialMediaSection({ userId, currency, links }: Props) {
  const { t } = useTranslation(BANK_NAMESPACE);
  const reward = useSocialMediaReward(userId);
  const [next, setNext] = useState(() => nextRewardAt(userId));

  function visited(network: string) {
    if (!rewardDue(userId) || reward.isPending) return;
    reward.mutate(network, { onSuccess: (answer) => setNext(answer.next_reward_at) });
  }

  const waiting = next !== null && !rewardDue(userId);
  return (
    <section aria-labelledby="bank-social" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="bank-social" className="text-xl font-bold text-title">
        {t('social.title')}
      </h2>
      <p>{t('social.hint', { value: formatNumber(SOCIAL_MEDIA_REWARD), currency })}</p>
      {waiting && <p className="text-subtitle">{t('social.next', { currency, date: formatDate(next) })}</p>}
      <ul className="flex flex-wrap gap-2">
        {Object.entries(links).map(([network, url]) => (
          <li key={network}>
            <a
              href={withHttps(url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => visited(network)}
              aria-label={t('social.visit', { name: networkName(network) })}
              className="inline-flex items-center gap-1.5 rounded-full border border-primary px-4 py-2 font-semibold text-primary hover:bg-light"
            >
              {networkName(network)}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
