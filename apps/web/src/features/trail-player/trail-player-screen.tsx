import './trail-player-strings.ts';
import { type ActivityDetail, formatScore, type TrailPlayerShow, trailMapThemeOf } from '@ava/contracts';
import PartyPopper from 'lucide-react/icons/party-popper';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { RichTextView } from '../../components/rich-text-editor/rich-text-view.tsx';
import { TrailMap } from '../../components/trail-map/index.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { useAnswerQuiz, useFinishTrail, useSaveStep, useStartTrail, useTrailShow } from './api/trail-player.ts';
import { QuizStep } from './components/quiz-step.tsx';
import { StepContent, StepIntro, type StepSlots } from './components/step-content.tsx';
import { StepList } from './components/step-list.tsx';
import { TRAIL_PLAYER_NAMESPACE } from './trail-player-strings.ts';

type Activity = Pick<ActivityDetail, 'id' | 'expired' | 'concluded' | 'archived'>;

/**
 * The student's trail: the guidance and the start, then the steps one at a time with the list of
 * steps beside them; it resumes at the last step opened, and once every step is done, the finish
 * shows the score and the pokz earned.
 */
export function TrailPlayerScreen({ activity, slots }: { activity: Activity; slots: StepSlots }) {
  const show = useTrailShow(activity.id);
  return (
    <QueryState query={show}>
      {(data) =>
        data.journey === null ? (
          <TrailIntro activity={activity} data={data} />
        ) : data.journey.finished_at !== null ? (
          <TrailFinished score={data.score} pokz={data.pokz} />
        ) : (
          <TrailSteps activity={activity} data={data} slots={slots} />
        )
      }
    </QueryState>
  );
}

function TrailIntro({ activity, data }: { activity: Activity; data: TrailPlayerShow }) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  const start = useStartTrail(activity.id);
  const closed = activity.expired || activity.concluded || activity.archived;
  return (
    <section className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-title">{t('intro.title')}</h2>
      <RichTextView html={data.learning_trail.guidance} />
      <p className="text-sm text-subtitle">{t('intro.steps', { count: data.learning_trail.items.length })}</p>
      {closed ? (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t('intro.expired')}</p>
      ) : (
        <button
          type="button"
          className={`${PRIMARY_BUTTON} self-start`}
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {t('intro.start')}
        </button>
      )}
    </section>
  );
}

function TrailFinished({ score, pokz }: { score: number | null; pokz: number }) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  return (
    <section role="status" className="flex max-w-3xl flex-col items-center gap-2 rounded-xl bg-white p-6 shadow-sm">
      <PartyPopper aria-hidden className="size-10 text-primary" />
      <h2 className="text-lg font-semibold text-title">{t('finish.title')}</h2>
      {score !== null && <p>{t('finish.score', { score: formatScore(score) })}</p>}
      <p>{t('finish.pokz', { pokz })}</p>
    </section>
  );
}

function TrailSteps({ activity, data, slots }: { activity: Activity; data: TrailPlayerShow; slots: StepSlots }) {
  const { t } = useTranslation(TRAIL_PLAYER_NAMESPACE);
  const items = data.learning_trail.items;
  const save = useSaveStep(activity.id);
  const answer = useAnswerQuiz(activity.id);
  const finish = useFinishTrail(activity.id);
  const [currentId, setCurrentId] = useState(() =>
    items.some((item) => item.id === data.journey?.last_item_id) ? data.journey?.last_item_id : items[0]?.id,
  );
  const done = new Set(data.progress.filter((step) => step.done).map((step) => step.item_id));
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === currentId),
  );
  const item = items[index];
  const closed = activity.expired || activity.concluded || activity.archived;
  const stepSection = useRef<HTMLElement>(null);

  /** Opening a step records it as the one to resume at (a save without done changes nothing else). */
  function open(id: string) {
    setCurrentId(id);
    if (!closed) save.mutate({ item_id: id, done: false });
  }

  if (!item) return null;
  const isDone = done.has(item.id);
  const allDone = items.every((step) => done.has(step.id));
  return (
    <div className="flex flex-col gap-4">
      <TrailMap
        theme={trailMapThemeOf(data.learning_trail.layout)}
        stops={items.map((step) => ({
          id: step.id,
          title: step.title,
          done: done.has(step.id),
          current: step.id === item.id,
        }))}
        onOpen={(id) => {
          open(id);
          // On a phone the step is below the map: bring it into view.
          stepSection.current?.scrollIntoView({ block: 'start' });
        }}
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        {/* The map is the phone's way between steps; beside the step, the list also names each step's kind. */}
        <aside className="hidden rounded-xl bg-white p-3 shadow-sm md:block md:w-64 md:shrink-0">
          <StepList items={items} done={done} unread={new Set(data.unread_steps)} current={item.id} onOpen={open} />
        </aside>
        <section
          ref={stepSection}
          aria-labelledby="trail-step-title"
          className="flex min-w-0 flex-1 scroll-mt-4 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
        >
          <header>
            <p className="text-sm text-subtitle">{t('steps.position', { position: index + 1, total: items.length })}</p>
            <h2 id="trail-step-title" className="break-words text-lg font-semibold text-title">
              {item.title}
            </h2>
          </header>
          <StepIntro item={item} />
          {item.type === 'quiz' ? (
            <QuizStep
              key={item.id}
              item={item}
              answers={data.quiz_answers}
              disabled={closed}
              onAnswer={(question_id, alternative_id) =>
                answer.mutateAsync({ item_id: item.id, question_id, alternative_id })
              }
            />
          ) : (
            <StepContent
              key={item.id}
              item={item}
              slots={slots}
              hideComments={data.activity.hide_comments}
              trailId={data.learning_trail.id}
              onChallengeScored={() => save.mutate({ item_id: item.id, done: true })}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {isDone ? (
              <p className="font-semibold text-green-800">{t('step.completed')}</p>
            ) : (
              item.type !== 'quiz' &&
              item.type !== 'challenge' && (
                <button
                  type="button"
                  className={PRIMARY_BUTTON}
                  disabled={closed || save.isPending}
                  onClick={() => save.mutate({ item_id: item.id, done: true })}
                >
                  {t('step.complete')}
                </button>
              )
            )}
            {index > 0 && (
              <button type="button" className={SECONDARY_BUTTON} onClick={() => open(items[index - 1]?.id ?? item.id)}>
                {t('step.previous')}
              </button>
            )}
            {index < items.length - 1 && (
              <button type="button" className={SECONDARY_BUTTON} onClick={() => open(items[index + 1]?.id ?? item.id)}>
                {t('step.next')}
              </button>
            )}
          </div>
          <div className="flex flex-col gap-2 border-t border-light pt-4">
            {allDone ? (
              <button
                type="button"
                className={`${PRIMARY_BUTTON} self-start`}
                disabled={closed || finish.isPending}
                onClick={() => finish.mutate()}
              >
                {t('finish.action')}
              </button>
            ) : (
              <p className="text-sm text-subtitle">{t('finish.missing')}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
