import { type ActivityDetail, HOMEWORK_MAX_GAMES, HOMEWORK_MESSAGES, type HomeworkGame } from '@ava/contracts';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useHomeworkGames } from '../../../lib/homework-games.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { QueryState } from '../components/query-state.tsx';
import { type ContentForm, contentFromActivity } from './content-form.ts';
import { gamesChanges, useUpdateHomeworkGames } from './homework-games-api.ts';
import { StepContent } from './step-content.tsx';

/** A challenge as the tarefa lists it. */
export type ChosenGame = Pick<HomeworkGame, 'oed_content_id' | 'title' | 'objective'>;

export interface GamesPickerProps {
  /** The challenges chosen so far: the picker offers to add the others. */
  chosen: readonly string[];
  /** HOMEWORK_MAX_GAMES are chosen: nothing more may be added. */
  full: boolean;
  onAdd: (game: ChosenGame) => void;
}

/** The challenge library's search, where the teacher finds the challenges (the app gives the challenges'). */
export type GamesPicker = ComponentType<GamesPickerProps>;

interface Props {
  activity: ActivityDetail;
  GamesPicker: GamesPicker;
  /** Saves the details and settings: a draft's second step, or a published tarefa's update. */
  saveDetails: (form: ContentForm) => Promise<ActivityDetail>;
  onBack: () => void;
  onSaved: (saved: ActivityDetail) => void;
}

const chosenOf = ({ oed_content_id, title, objective }: ChosenGame): ChosenGame => ({
  oed_content_id,
  title,
  objective,
});

/**
 * A tarefa's step two: the details, then its challenges in order, found in the library. Saving
 * sends the details, then the challenges added and removed (update_games); once students began,
 * the server keeps the challenges (409), and the list goes back to them with its message.
 */
export function HomeworkContentStep(props: Props) {
  const current = useHomeworkGames(props.activity.id);
  return <QueryState query={current}>{({ games }) => <HomeworkContent {...props} current={games} />}</QueryState>;
}

function HomeworkContent({
  activity,
  current,
  GamesPicker,
  saveDetails,
  onBack,
  onSaved,
}: Props & { current: HomeworkGame[] }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const [chosen, setChosen] = useState<ChosenGame[]>(() => current.map(chosenOf));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = useUpdateHomeworkGames();
  const ids = chosen.map((game) => game.oed_content_id);

  async function submit(form: ContentForm) {
    if (chosen.length === 0) return setError(serverText(HOMEWORK_MESSAGES.noGames));
    setError(null);
    setBusy(true);
    try {
      const saved = await saveDetails(form);
      const changes = gamesChanges(
        current.map((game) => game.oed_content_id),
        ids,
      );
      if (changes.add_games.length > 0 || changes.rm_games.length > 0) {
        await update.mutateAsync({ activity: activity.id, ...changes }).catch((failure: unknown) => {
          if (isHttpError(failure) && failure.status === 409) setChosen(current.map(chosenOf));
          setError(failure instanceof Error ? failure.message : String(failure));
          throw failure;
        });
      }
      onSaved(saved);
    } catch {
      // Told already: the toast of the failed call, and the games' own message above.
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepContent
      kind={activity.kind}
      initial={contentFromActivity(activity)}
      busy={busy}
      onBack={onBack}
      onSubmit={submit}
    >
      <section aria-labelledby={`${id}-chosen`} className="flex flex-col gap-2">
        <h3 id={`${id}-chosen`} className="font-semibold text-title">
          {t('creation.games.chosen', { count: chosen.length, max: HOMEWORK_MAX_GAMES })}
        </h3>
        {chosen.length === 0 ? (
          <p className="text-subtitle">{t('creation.games.none')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {chosen.map((game, index) => (
              <li
                key={game.oed_content_id}
                className="flex items-start gap-3 rounded-lg border border-gray-300 bg-white px-3 py-2"
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-light font-bold text-dark">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-title">{game.title}</span>
                  <span className="line-clamp-2 text-sm text-subtitle">{game.objective}</span>
                </span>
                <button
                  type="button"
                  className={ROW_ACTION}
                  aria-label={t('creation.games.removeTitle', { title: game.title })}
                  onClick={() => setChosen(chosen.filter((other) => other.oed_content_id !== game.oed_content_id))}
                >
                  {t('creation.games.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </section>
      <section aria-labelledby={`${id}-library`} className="flex flex-col gap-3">
        <h3 id={`${id}-library`} className="font-semibold text-title">
          {t('creation.games.library')}
        </h3>
        <GamesPicker
          chosen={ids}
          full={chosen.length >= HOMEWORK_MAX_GAMES}
          onAdd={(game) => {
            setError(null);
            setChosen((list) =>
              list.length >= HOMEWORK_MAX_GAMES || list.some((other) => other.oed_content_id === game.oed_content_id)
                ? list
                : [...list, chosenOf(game)],
            );
          }}
        />
      </section>
    </StepContent>
  );
}
