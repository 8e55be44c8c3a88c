import type { ParkGame } from '@ava/contracts';
import FerrisWheel from 'lucide-react/icons/ferris-wheel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useParkCheckin } from './api/park-checkin.ts';
import { useParkStatement } from './api/park-statement.ts';
import { ArcadeGames } from './components/arcade-games.tsx';
import { ArcadePlayer } from './components/arcade-player.tsx';
import { CreditsStatement } from './components/credits-statement.tsx';
import { TicketPanel } from './components/ticket-panel.tsx';
import { PARK_NAMESPACE } from './park-strings.ts';

/**
 * /:business/painel/parque (map sub-area desafios: parque): the student's park credits (packs
 * bought in the store) and their statement; today's ticket, bought and checked in; then the
 * arcade, whose games are paid with credits and played in the challenges' frame.
 */
export default function ParkScreen() {
  const { t } = useTranslation(PARK_NAMESPACE);
  const [page, setPage] = useState(1);
  const statement = useParkStatement(page);
  const [entering, setEntering] = useState(false);
  const checkedIn = statement.data?.ticket?.checked_in_at != null;
  const inside = useParkCheckin(entering || checkedIn);
  const [playing, setPlaying] = useState<{ checkoutId: string; game: ParkGame } | null>(null);

  if (playing) {
    return <ArcadePlayer checkoutId={playing.checkoutId} title={playing.game.title} onLeave={() => setPlaying(null)} />;
  }

  return (
    <section aria-labelledby="park-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex-1">
          <h1 id="park-title" className="type-title flex items-center gap-2 text-title">
            <FerrisWheel className="size-8 shrink-0 text-primary" aria-hidden="true" />
            {t('title')}
          </h1>
          <p className="text-subtitle">{t('intro')}</p>
        </div>
        {statement.data && (
          <div className="flex flex-wrap items-center gap-2">
            <p className="rounded-full bg-white px-4 py-2 font-bold text-primary shadow-sm" data-testid="park-credits">
              {t('yourCredits', { amount: t('credits', { count: statement.data.credits }) })}
            </p>
            <Link to="../loja" relative="path" className={SECONDARY_BUTTON}>
              {t('toStore')}
            </Link>
          </div>
        )}
      </div>
      <QueryState query={statement} errorText={t('loadError')} retryText={t('retry')}>
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="flex min-w-0 flex-col gap-4">
              {inside.data ? (
                <>
                  <p className="font-semibold text-title">{t('checkedIn')}</p>
                  <h2 className="text-xl font-bold text-title">{t('gamesTitle')}</h2>
                  <ArcadeGames
                    games={inside.data.games}
                    credits={data.credits}
                    openCheckouts={new Map(inside.data.open_checkouts.map((paid) => [paid.game_id, paid.id]))}
                    onPlay={(checkoutId, game) => setPlaying({ checkoutId, game })}
                  />
                </>
              ) : (
                <TicketPanel statement={data} onEnter={() => setEntering(true)} />
              )}
              {inside.error && (
                <p role="alert" className="text-red-700">
                  {inside.error.message}
                </p>
              )}
            </div>
            <CreditsStatement statement={data} page={page} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
