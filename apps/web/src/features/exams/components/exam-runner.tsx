import type { ExamQuestion } from '@ava/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { refreshPokzBalance } from '../../../lib/pokz-balance.ts';
import { notify } from '../../../lib/toast.ts';
import type { PendingAnswer } from '../answer-queue.ts';
import { useExamClock } from '../exam-clock.ts';
import { type ExamSource, sourceQuestionsOptions } from '../exam-source.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { useAnswerQueue } from '../use-answer-queue.ts';
import { useOnline } from '../use-online.ts';
import { ExamStatusBar } from './exam-status-bar.tsx';
import { QuestionNav } from './question-nav.tsx';
import { QuestionView } from './question-view.tsx';

interface Props {
  /** The activity's exam or a mock exam (exam-source.ts); stable across renders. */
  source: ExamSource;
  /** Leaving the page finishes the attempt. */
  antiCheat: boolean;
  /** Minutes. */
  duration: number;
}

/** The student answering: the clock, the questions one at a time, the pending answers and 'Finalizar prova'. */
export function ExamRunner({ source, antiCheat, duration }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const client = useQueryClient();
  const clock = useExamClock(source);
  const questions = useQuery(sourceQuestionsOptions(source));
  const online = useOnline();
  const finish = useMutation({
    mutationFn: source.finish,
    onSuccess: () => {
      // A digital exam's score pays pokz when the attempt closes: the balance shows them.
      void refreshPokzBalance(client);
      return client.invalidateQueries({ queryKey: source.doneKey });
    },
  });
  const [current, setCurrent] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const startedAt = clock.clock?.started_at;
  const attempt = startedAt ? { startedAt, durationMinutes: duration } : undefined;
  const { queue, snapshot } = useAnswerQueue(source, attempt, (answer: PendingAnswer, message) => {
    const number = (questions.data?.findIndex((question) => question.id === answer.question_id) ?? -1) + 1;
    const text = t('player.refused', { number, message });
    setRefusal(text);
    notify({ status: 'error', message: text });
    void client.invalidateQueries({ queryKey: source.timeLeftKey });
    void client.invalidateQueries({ queryKey: source.questionsKey });
  });

  // Only the server ends the exam: once it says the time is over, the attempt is closed and the result shown.
  const closing = useRef(false);
  const { over } = clock;
  const finished = clock.clock?.finished ?? false;
  const { mutate: finishAttempt } = finish;
  useEffect(() => {
    if (!over || closing.current) return;
    closing.current = true;
    if (finished) void client.invalidateQueries({ queryKey: source.doneKey });
    else finishAttempt(undefined);
  }, [over, finished, finishAttempt, client, source]);

  useEffect(() => {
    if (!antiCheat) return;
    const leave = () => {
      if (document.visibilityState === 'hidden') finishAttempt(undefined);
    };
    document.addEventListener('visibilitychange', leave);
    return () => document.removeEventListener('visibilitychange', leave);
  }, [antiCheat, finishAttempt]);

  const chosenOf = (question: ExamQuestion): string | undefined =>
    snapshot.chosen[question.id] ?? (question.chosen_alternative_id === 0 ? undefined : question.chosen_alternative_id);
  const locked = clock.paused || clock.over || finish.isPending;

  async function confirmFinish() {
    await queue?.flush();
    if (queue?.hasPending) return;
    finish.mutate(undefined, {
      onSuccess: () => {
        queue?.clear();
        setConfirming(false);
      },
    });
  }

  return (
    <QueryState query={questions}>
      {(list) => {
        const question = list[Math.min(current, list.length - 1)];
        const answered = list.filter((item) => chosenOf(item) !== undefined).length;
        return (
          <div className="flex flex-col gap-4">
            <ExamStatusBar
              clock={clock}
              answered={answered}
              total={list.length}
              pending={snapshot.pending.size}
              canFinish={!locked}
              onFinish={() => setConfirming(true)}
            />
            {!online && (
              <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900">
                {t('player.offline')}
              </p>
            )}
            {clock.paused && (
              <div role="alert" className="rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-900">
                <p className="text-lg font-bold">{t('player.paused')}</p>
                <p>{t('player.pausedDetail')}</p>
              </div>
            )}
            {clock.over && (
              <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
                {t('player.over')}
              </p>
            )}
            {refusal && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
                {refusal}
              </p>
            )}
            <QuestionNav
              questions={list}
              current={current}
              isAnswered={(item) => chosenOf(item) !== undefined}
              isPending={(item) => snapshot.pending.has(item.id)}
              onGo={setCurrent}
            />
            {question && (
              <QuestionView
                key={question.id}
                question={question}
                number={current + 1}
                total={list.length}
                chosen={chosenOf(question)}
                pending={snapshot.pending.has(question.id)}
                disabled={locked || !queue}
                onChoose={(alternative) => queue?.choose(question.id, alternative)}
              />
            )}
            <div className="flex justify-between">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={current === 0}
                onClick={() => setCurrent(current - 1)}
              >
                {t('player.previous')}
              </button>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={current >= list.length - 1}
                onClick={() => setCurrent(current + 1)}
              >
                {t('player.next')}
              </button>
            </div>
            <StatusModal
              open={confirming}
              onOpenChange={setConfirming}
              status="warning"
              title={t('player.confirmFinish.title')}
              message={
                snapshot.pending.size > 0
                  ? t('player.confirmFinish.pending')
                  : t('player.confirmFinish.description', { answered, total: list.length })
              }
              cancelLabel={t('player.confirmFinish.cancel')}
              confirmLabel={t('player.confirmFinish.confirm')}
              onConfirm={() => void confirmFinish()}
              busy={finish.isPending || !online}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
