import { type ArcadeCreateResponse, formatScore, type ParkArcade } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameContainer, type GameFinish } from '../../../components/game/game-container.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useFinishArcade, useOpenArcade } from '../api/park-spends.ts';
import { PARK_NAMESPACE } from '../park-strings.ts';

interface Props {
  /** The game checkout paid for this play. */
  checkoutId: string;
  title: string;
  onLeave: () => void;
}

/**
 * One paid play: the arcade is opened (a fresh play token each time the player mounts, so a reload
 * costs nothing), the game runs in the challenges' frame, and its answers go to the server, which
 * scores them once; the result shows with the way back to the park.
 */
export function ArcadePlayer({ checkoutId, title, onLeave }: Props) {
  const { t } = useTranslation(PARK_NAMESPACE);
  const open = useOpenArcade();
  const finish = useFinishArcade();
  const [opened, setOpened] = useState<ArcadeCreateResponse | null>(null);
  const [finished, setFinished] = useState<GameFinish | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    open.mutate(checkoutId, { onSuccess: setOpened });
  }, [open, checkoutId]);

  function send(frame: GameFinish) {
    if (!opened) return;
    setFinished(frame);
    finish.mutate({ arcadeId: opened.arcade.id, answers: frame.answers, elapsedSeconds: frame.elapsed_seconds });
  }

  return (
    <section aria-labelledby="arcade-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={`${SECONDARY_BUTTON} inline-flex items-center gap-2`} onClick={onLeave}>
          <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />
          {t('leave')}
        </button>
        <h2 id="arcade-title" className="text-xl font-bold text-title">
          {t('playing', { title })}
        </h2>
      </div>
      {open.error ? (
        <p role="alert" className="text-red-700">
          {open.error.message}
        </p>
      ) : opened ? (
        <GameContainer
          url={opened.play.url}
          title={title}
          engine={opened.play.engine}
          contentId={null}
          inPark
          onFinish={send}
        />
      ) : (
        <Skeleton shape="card" rows={6} label={t('scoring')} />
      )}
      <Modal
        open={finished !== null}
        onOpenChange={(isOpen) => !isOpen && onLeave()}
        title={t('resultTitle')}
        footer={
          <>
            {finish.error && finished && (
              <button type="button" className={SECONDARY_BUTTON} onClick={() => send(finished)}>
                {t('sendAgain')}
              </button>
            )}
            <button type="button" className={PRIMARY_BUTTON} onClick={onLeave}>
              {t('leave')}
            </button>
          </>
        }
      >
        <ArcadeResult arcade={finish.data?.arcade} failed={finish.error !== null} />
      </Modal>
    </section>
  );
}

function ArcadeResult({ arcade, failed }: { arcade: ParkArcade | undefined; failed: boolean }) {
  const { t } = useTranslation(PARK_NAMESPACE);
  if (failed) return <p role="alert">{t('finishFailed')}</p>;
  if (!arcade || arcade.score === null) return <p role="status">{t('scoring')}</p>;
  return (
    <div role="status" className="flex flex-col gap-1 text-lg">
      <p>{t('result', { right: arcade.right_rounds ?? 0, total: arcade.total_rounds ?? 0 })}</p>
      <p className="font-bold text-primary">{t('score', { score: formatScore(arcade.score) })}</p>
    </div>
  );
}
