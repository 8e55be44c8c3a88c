import { formatScore, type ParkGame } from '@ava/contracts';
import Gamepad from 'lucide-react/icons/gamepad-2';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { useBuyGame } from '../api/park-spends.ts';
import { PARK_NAMESPACE } from '../park-strings.ts';

interface Props {
  games: ParkGame[];
  credits: number;
  /** Checkouts paid and not finished, by game. */
  openCheckouts: Map<string, string>;
  onPlay: (checkoutId: string, game: ParkGame) => void;
}

/** The arcade: each game with its price and the student's record; 'Jogar' pays one play, or continues one paid. */
export function ArcadeGames({ games, credits, openCheckouts, onPlay }: Props) {
  const { t } = useTranslation(PARK_NAMESPACE);
  const buy = useBuyGame();
  const idempotency = useIdempotencyKey();

  function play(game: ParkGame) {
    const paid = openCheckouts.get(game.id);
    if (paid) return onPlay(paid, game);
    const request = { gameId: game.id, price: game.price };
    buy.mutate(
      { ...request, key: idempotency.keyFor(request) },
      {
        onSuccess: (answer) => {
          idempotency.done();
          onPlay(answer.checkout.id, game);
        },
      },
    );
  }

  if (games.length === 0) return <p className="text-subtitle">{t('noGames')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {buy.error && (
        <p role="alert" className="text-red-700">
          {buy.error.message}
        </p>
      )}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
        {games.map((game) => {
          const paid = openCheckouts.has(game.id);
          const price = t('credits', { count: game.price });
          return (
            <li key={game.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
              <div className="flex items-center gap-2">
                <Gamepad className="size-6 shrink-0 text-primary" aria-hidden="true" />
                <h3 className="font-bold text-title">{game.title}</h3>
              </div>
              {game.description && <p className="text-sm text-subtitle">{game.description}</p>}
              {game.best_score !== null && (
                <p className="text-sm font-semibold text-title">
                  {t('bestScore', { score: formatScore(game.best_score) })}
                </p>
              )}
              <button
                type="button"
                className={`${paid ? SECONDARY_BUTTON : PRIMARY_BUTTON} mt-auto`}
                aria-label={paid ? undefined : t('playNamed', { name: game.title, price })}
                disabled={buy.isPending || (!paid && credits < game.price)}
                onClick={() => play(game)}
              >
                {paid ? t('continue') : t('play', { price })}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
