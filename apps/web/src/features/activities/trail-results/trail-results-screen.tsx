import {
  formatDateTime,
  formatScore,
  type LearningTrailsResultList,
  type LearningTrailsSummary,
  TRAIL_ITEM_TYPE_LABELS,
  type TrailItemType,
} from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { QueryState } from '../components/query-state.tsx';
import { useTrailStudentResults, useTrailSummary } from './trail-results-api.ts';

/**
 * The teacher's results of a trilha: the class totals, each student's progress (steps done,
 * score, last access, finished) and each step's figures (students who did it, quiz answers right).
 */
export function TrailResultsScreen({ activityId }: { activityId: string }) {
  const summary = useTrailSummary(activityId);
  const students = useTrailStudentResults(activityId);
  return (
    <QueryState query={summary}>
      {(data) => (
        <div className="flex flex-col gap-5">
          <Totals summary={data} />
          {data.trail && <QueryState query={students}>{(list) => <StudentList list={list} />}</QueryState>}
          {data.trail && <Steps summary={data} />}
        </div>
      )}
    </QueryState>
  );
}

function Totals({ summary }: { summary: LearningTrailsSummary }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (!summary.trail) return <p className="text-subtitle">{t('trailResults.noTrail')}</p>;
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm">
      <p className="font-semibold break-words text-title">{t('trailResults.trail', { title: summary.trail.title })}</p>
      <p className="text-subtitle">
        {t('trailResults.totals', {
          started: summary.students_started,
          total: summary.total_students,
          finished: summary.students_finished,
        })}
      </p>
      <p className="text-subtitle">{t('trailResults.average', { progress: summary.average_progress })}</p>
    </div>
  );
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
    </div>
  );
}

function StudentList({ list }: { list: LearningTrailsResultList }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  const total = list.trail?.total_steps ?? 0;
  return (
    <section aria-labelledby={`${id}-students`} className="flex flex-col gap-2">
      <h2 id={`${id}-students`} className="text-lg font-bold text-title">
        {t('trailResults.students')}
      </h2>
      {list.students.length === 0 ? (
        <p className="text-subtitle">{t('trailResults.noStudents')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.students.map((student) => (
            <li key={student.student_id} className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="min-w-0 font-semibold break-words text-title">{student.name}</span>
                <span className="font-bold text-title">{student.progress}%</span>
              </div>
              <ProgressBar value={student.progress} label={`${t('trailResults.progress')}: ${student.name}`} />
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-subtitle">{t('trailResults.stepsDone')}</dt>
                  <dd className="text-title">{t('trailResults.stepsOf', { done: student.steps_done, total })}</dd>
                </div>
                <div>
                  <dt className="text-subtitle">{t('trailResults.score')}</dt>
                  <dd className="text-title">{formatScore(student.score)}</dd>
                </div>
                <div>
                  <dt className="text-subtitle">{t('trailResults.lastAccess')}</dt>
                  <dd className="text-title">{formatDateTime(student.last_access)}</dd>
                </div>
                <div>
                  <dt className="text-subtitle">{t('trailResults.finished')}</dt>
                  <dd className="text-title">
                    {student.finished_at ? formatDateTime(student.finished_at) : t('trailResults.no')}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const typeLabel = (type: string) => TRAIL_ITEM_TYPE_LABELS[type as TrailItemType] ?? type;

function Steps({ summary }: { summary: LearningTrailsSummary }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-steps`} className="flex flex-col gap-2">
      <h2 id={`${id}-steps`} className="text-lg font-bold text-title">
        {t('trailResults.steps')}
      </h2>
      <ol className="flex flex-col gap-2">
        {summary.steps.map((step) => (
          <li key={step.item_id} className="flex items-start gap-3 rounded-xl bg-white p-3 shadow-sm">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-light font-bold text-dark">
              {step.position}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-semibold break-words text-title">{step.title}</span>
              <span className="text-sm text-subtitle">{typeLabel(step.type)}</span>
              <dl className="flex flex-wrap gap-x-4 text-sm">
                <div className="flex gap-1">
                  <dt className="text-subtitle">{t('trailResults.doneBy')}:</dt>
                  <dd className="text-title">
                    {t('trailResults.stepsOf', { done: step.students_done, total: summary.total_students })}
                  </dd>
                </div>
                {step.type === 'quiz' && (
                  <div className="flex gap-1">
                    <dt className="text-subtitle">{t('trailResults.quiz')}:</dt>
                    <dd className="text-title">
                      {t('trailResults.quizFigures', { correct: step.quiz_correct, answers: step.quiz_answers })}
                    </dd>
                  </div>
                )}
              </dl>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
