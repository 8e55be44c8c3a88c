import { formatScore, type HomeworkGame, type HomeworkShow, SCORING_RULES } from '@ava/contracts';
import CircleCheck from 'lucide-react/icons/circle-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import PartyPopper from 'lucide-react/icons/party-popper';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialCard } from '../../../components/material-card/material-card.tsx';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePlatform } from '../../../lib/platform.ts';
import { notify } from '../../../lib/toast.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { StudentGame } from '../components/student-game.tsx';
import { useFinishHomework, useHomeworkShow } from './api/homework-play.ts';
import type { KeptPlay } from './kept-plays.ts';
import { useHomeworkPlays } from './use-homework-plays.ts';

interface Props {
  activityId: string;
  /** Past its deadline: the challenges are shown, not played. */
  expired: boolean;
}

/**
 * The student's tarefa, below the activity's title, teacher, deadline and details: its challenges
 * with what was done and the score of each, 'Jogar' for the others (scored under rule K, then
 * counted for the tarefa), 'Entregar tarefa' once some are played, and 'Tarefa concluída!' with
 * the tarefa's score when it is over.
 */
export function HomeworkStudentScreen({ activityId, expired }: Props) {
  const show = useHomeworkShow(activityId);
  const plays = useHomeworkPlays(activityId);
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  return (
    <QueryState query={show} errorText={t('homework.loadError')} retryText={t('result.retry')}>
      {(data) => <Homework activityId={activityId} expired={expired} data={data} {...plays} />}
    </QueryState>
  );
}

interface HomeworkProps extends Props {
  data: HomeworkShow;
  kept: KeptPlay[];
  count: (play: KeptPlay) => Promise<void>;
  resend: () => Promise<void>;
}

function Homework({ activityId, expired, data, kept, count, resend }: HomeworkProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const currency = usePlatform().theme.currency.student;
  const finish = useFinishHomework(activityId);
  const [playing, setPlaying] = useState<HomeworkGame | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { activity, games } = data;
  const finished = activity.state === 'finished';
  const open = !finished && !expired;
  const played = games.filter((game) => game.done).length;
  const waiting = new Set(kept.map((play) => play.oed_content_id));

  function deliver() {
    finish.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify({ status: 'success', message: t('homework.delivered') });
      },
    });
  }

  function status(game: HomeworkGame) {
    if (game.done) {
      return (
        <p className="inline-flex items-center gap-1 font-semibold text-green-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('homework.done', { score: formatScore(game.score) })}
        </p>
      );
    }
    if (waiting.has(game.oed_content_id)) {
      return (
        <p className="inline-flex items-center gap-1 font-semibold text-amber-900">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          {t('homework.waiting')}
        </p>
      );
    }
    if (!open) return <p className="text-subtitle">{t('homework.notPlayed')}</p>;
    return (
      <button
        type="button"
        className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}
        aria-label={t('playTitle', { title: game.title })}
        onClick={() => setPlaying(game)}
      >
        <Play className="size-4 shrink-0" aria-hidden="true" />
        {t('play')}
      </button>
    );
  }

  return (
    <section aria-labelledby="homework-games" className="flex flex-col gap-4">
      {finished && (
        <div
          role="status"
          className="flex flex-col items-center gap-2 rounded-xl border-2 border-primary bg-white p-5 text-center"
        >
          <PartyPopper className="size-10 text-primary" aria-hidden="true" />
          <p className="text-xl font-bold text-title">{t('homework.finished')}</p>
          <p className="text-lg text-title">{t('homework.score', { score: formatScore(activity.score) })}</p>
          {activity.pokz > 0 && (
            <p className="rounded-full bg-light px-4 py-1 font-bold text-dark">
              {t('result.pokz', { pokz: activity.pokz, currency })}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="homework-games" className="text-lg font-bold text-title">
            {t('homework.games')}
          </h2>
          <p className="text-sm text-subtitle">{t('homework.played', { played, count: games.length })}</p>
        </div>
        {open && played > 0 && played < games.length && (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={kept.length > 0}
            onClick={() => setConfirming(true)}
          >
            {t('homework.deliver')}
          </button>
        )}
      </div>
      {kept.length > 0 && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 text-amber-900">
          <p className="min-w-0 flex-1">{t('homework.kept', { count: kept.length })}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void resend()}>
            {t('homework.sendNow')}
          </button>
        </div>
      )}
      {!finished && expired && <p className="rounded-xl bg-white p-3 text-subtitle">{t('homework.closed')}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game.oed_content_id} className="grid">
            <MaterialCard
              type="challenges"
              title={game.title}
              subtitle={game.objective}
              subject={game.classification.subject}
              cover={
                open && !game.done && !waiting.has(game.oed_content_id)
                  ? { label: t('playTitle', { title: game.title }), onOpen: () => setPlaying(game) }
                  : undefined
              }
              actions={status(game)}
            />
          </li>
        ))}
      </ul>
      <Modal
        open={playing !== null}
        onOpenChange={(next) => !next && setPlaying(null)}
        title={playing?.title ?? ''}
        size="wide"
      >
        {playing && (
          <StudentGame
            key={playing.oed_content_id}
            game={{ oed_content_id: playing.oed_content_id, title: playing.title, user_rating: null }}
            scoring={{
              rule: SCORING_RULES.homework,
              activity: activityId,
              onScored: (_result, play) => void count({ oed_content_id: playing.oed_content_id, token: play.token }),
              onResultClosed: () => setPlaying(null),
            }}
          />
        )}
      </Modal>
      <StatusModal
        open={confirming}
        onOpenChange={setConfirming}
        status="warning"
        title={t('homework.confirmDeliver.title')}
        message={t('homework.confirmDeliver.message', { played, count: games.length })}
        cancelLabel={t('homework.confirmDeliver.cancel')}
        confirmLabel={t('homework.confirmDeliver.confirm')}
        busy={finish.isPending}
        onConfirm={deliver}
      />
    </section>
  );
}
