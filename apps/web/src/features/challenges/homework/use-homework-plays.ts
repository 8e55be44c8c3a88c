import type { HomeworkProgress, HomeworkShow } from '@ava/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityKeys } from '../../../lib/activity-keys.ts';
import { isRefusal } from '../../../lib/http/http-error.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { homeworkKeys } from './api/homework-keys.ts';
import { countKeptPlays, countPlay } from './api/homework-play.ts';
import { forgetPlays, type KeptPlay, keepPlay, keptPlays } from './kept-plays.ts';

/** The tarefa as a count left it: its challenges, and handed in when the last one came. */
function withProgress(show: HomeworkShow, progress: HomeworkProgress): HomeworkShow {
  const state = progress.finished ? 'finished' : progress.games_played > 0 ? 'in_progress' : show.activity.state;
  return {
    activity: { ...show.activity, state, score: progress.score, pokz: progress.pokz },
    games: progress.games,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Counting the student's plays for a tarefa. Each play is kept on the device before it is sent
 * (create/game/result) and forgotten once counted; a play the network or the server failed to
 * count stays kept, and the kept ones go together (create/result) when the screen opens again,
 * when the browser comes back online, or when asked (the batch counts all or none, so a refused
 * batch is sent again play by play). A play's refusal (a 4xx: the tarefa closed, the score not
 * found) is final: the play is dropped and its message shown.
 */
export function useHomeworkPlays(activity: string) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const user = useSession()?.user.user_id ?? '';
  const client = useQueryClient();
  const [kept, setKept] = useState<KeptPlay[]>(() => keptPlays(user, activity));
  const resending = useRef(false);

  /** The tarefa as counted; a load of it under way, started before the count, would bring it back as it was. */
  const showProgress = useCallback(
    async (progress: HomeworkProgress) => {
      const queryKey = homeworkKeys.show(activity);
      await client.cancelQueries({ queryKey });
      if (client.getQueryData(queryKey)) {
        client.setQueryData<HomeworkShow>(queryKey, (show) => show && withProgress(show, progress));
      } else void client.invalidateQueries({ queryKey });
    },
    [client, activity],
  );

  const settle = useCallback(
    (tokens: readonly string[], progress?: HomeworkProgress) => {
      forgetPlays(user, activity, tokens);
      setKept(keptPlays(user, activity));
      if (progress) void showProgress(progress);
      // The student's lists show the tarefa's state and score.
      void client.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
    },
    [user, activity, client, showProgress],
  );

  const refused = useCallback(
    (tokens: readonly string[], error: unknown) => {
      settle(tokens);
      notify({ status: 'error', message: messageOf(error) });
      void client.invalidateQueries({ queryKey: homeworkKeys.show(activity) });
    },
    [settle, client, activity],
  );

  /** Counts one kept play; false when it stays kept (the network or the server failed). */
  const countOne = useCallback(
    async (play: KeptPlay) => {
      try {
        settle([play.token], await countPlay({ activity_id: activity, ...play }));
        return true;
      } catch (error) {
        if (!isRefusal(error)) return false;
        refused([play.token], error);
        return true;
      }
    },
    [activity, settle, refused],
  );

  const resend = useCallback(async () => {
    const plays = keptPlays(user, activity);
    if (resending.current || plays.length === 0 || !navigator.onLine) return;
    resending.current = true;
    try {
      settle(
        plays.map((play) => play.token),
        await countKeptPlays({ activity_id: activity, results: plays }),
      );
    } catch (error) {
      // The batch counts all or none: one refused play refuses it, so each goes on its own.
      if (isRefusal(error)) {
        for (const play of plays) if (!(await countOne(play))) break;
      }
    } finally {
      resending.current = false;
    }
  }, [user, activity, settle, countOne]);

  const count = useCallback(
    async (play: KeptPlay) => {
      keepPlay(user, activity, play);
      setKept(keptPlays(user, activity));
      if (!(await countOne(play))) notify({ status: 'warning', message: t('homework.keptNow') });
    },
    [user, activity, countOne, t],
  );

  useEffect(() => {
    void resend();
    const online = () => void resend();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [resend]);

  return { kept, count, resend };
}
