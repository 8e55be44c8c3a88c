import { formatDate, type Season, type SeasonReward } from '@ava/contracts';
import Gift from 'lucide-react/icons/gift';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useRewardClaim } from '../api/reward-claim.ts';
import { HALL_OF_FAME_NAMESPACE } from '../hall-of-fame-strings.ts';
import { usePeriodText } from './period-text.ts';

const STATUS_LOOK: Record<Season['status'], string> = {
  current: 'bg-primary text-on-primary',
  upcoming: 'bg-gray-200 text-title',
  ended: 'bg-gray-100 text-subtitle',
};

/** The seasons, the latest first: their rewards, and for each ended one what the student earned, to claim once. */
export function SeasonsList({ seasons, currency }: { seasons: Season[]; currency: string }) {
  const { t } = useTranslation(HALL_OF_FAME_NAMESPACE);
  const periodText = usePeriodText();
  const claim = useRewardClaim();
  if (seasons.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('seasons.empty')}</p>;

  const rewardText = (reward: SeasonReward) => {
    const scope = t(`seasons.scopes.${reward.scope}`);
    const place =
      reward.from_position === reward.to_position
        ? t('seasons.place', { from: reward.from_position, scope })
        : t('seasons.places', { from: reward.from_position, to: reward.to_position, scope });
    return reward.badge
      ? t('seasons.rewardBadge', { place, pokz: reward.pokz, currency, badge: reward.badge })
      : t('seasons.reward', { place, pokz: reward.pokz, currency });
  };

  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {seasons.map((season) => {
        const titleId = `season-${season.id}`;
        const earned = season.my_reward;
        return (
          <li
            key={season.id}
            aria-labelledby={titleId}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 id={titleId} className="text-lg font-bold text-title">
                  {season.name}
                </h3>
                <p className="text-sm text-subtitle">{periodText(season.period)}</p>
              </div>
              <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_LOOK[season.status]}`}>
                {t(`seasons.statuses.${season.status}`)}
              </span>
            </div>
            {season.rewards.length > 0 && (
              <div>
                <h4 className="text-sm font-semibold text-title">{t('seasons.rewards')}</h4>
                <ul className="list-disc pl-5 text-sm text-subtitle">
                  {season.rewards.map((reward) => (
                    <li key={`${reward.scope}-${reward.from_position}`}>{rewardText(reward)}</li>
                  ))}
                </ul>
              </div>
            )}
            {earned && (
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3 rounded-lg bg-light p-3">
                <p className="flex items-center gap-2 font-semibold text-dark">
                  <Gift className="size-5 shrink-0" aria-hidden="true" />
                  {earned.badges.length > 0
                    ? t('seasons.earnedBadges', { pokz: earned.pokz, currency, badges: earned.badges.join(', ') })
                    : t('seasons.earned', { pokz: earned.pokz, currency })}
                </p>
                {season.claimable ? (
                  <button
                    type="button"
                    className={PRIMARY_BUTTON}
                    aria-label={t('seasons.claimTitle', { name: season.name })}
                    disabled={claim.isPending}
                    onClick={() => claim.mutate({ season_id: season.id })}
                  >
                    {t('seasons.claim')}
                  </button>
                ) : (
                  season.claimed_at && (
                    <p className="text-sm text-subtitle">
                      {t('seasons.claimed', { date: formatDate(season.claimed_at) })}
                    </p>
                  )
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
