import { type ActivityDetail, EXTERNAL_ACTIVITY_STATUS, formatDateTime, workloadLabel } from '@ava/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import type { ActivityScreenKind } from '../activity-kinds.ts';
import { useActivityDetail } from '../api/activity-detail.ts';
import { exportActivityStudents } from '../api/exports.ts';
import { ExpiredDialog } from './expired-dialog.tsx';
import { ExportButton } from './export-button.tsx';
import { IntroButton } from './intro-dialog.tsx';
import type { IntroAudience, IntroScreen } from './intro-texts.ts';
import { QueryState } from './query-state.tsx';

interface Props {
  kind: ActivityScreenKind;
  audience: IntroAudience;
  /** The screen of the kind, given the activity. */
  children: (activity: ActivityDetail) => ReactNode;
  /**
   * Starts what the kind's screen needs (its code, its queries) while the activity itself loads,
   * so the screen does not wait for the activity before asking for the rest.
   */
  prepare?: (activityId: string, client: QueryClient) => void;
}

/** The menu slug of the activity lists; every activity screen lives below it. */
const LIST_SEGMENT = 'atividades';

/** The help of a screen; an educator's essay with a student (`.../aluno/:studentId`) is its correction. */
function introScreen(kind: ActivityScreenKind, audience: IntroAudience, studentId: string | undefined): IntroScreen {
  if (kind === 'essay') return audience === 'educator' && studentId ? 'redacao-correcao' : 'redacao';
  if (kind === 'work') return 'trabalho';
  if (kind === 'handmade') return 'feito-a-mao';
  if (kind === 'digital_exam') return 'prova-digital';
  if (kind === 'homework') return 'tarefa';
  if (kind === 'trail') return 'trilha';
  return 'forum';
}

/** setTimeout's longest wait (about 24 days); a later deadline is left to the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Whether the deadline passes while the screen stays open, when `watch` says it has not passed yet. */
function useDeadlinePassing(endTime: string | null, watch: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!watch || endTime === null) return;
    const left = new Date(endTime).getTime() - Date.now();
    if (left > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setPassed(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [endTime, watch]);
  return passed;
}

/**
 * What every activity screen shows above its own content: the way back, title, help, dates,
 * workload and details; a student opening an activity whose deadline passed sees 'Atividade Expirada',
 * as does one who has it open when the deadline passes: the screen is then given the activity as
 * expired, so it stops taking the answer (what they typed stays on the screen).
 */
export function ActivityFrame({ kind, audience, children, prepare }: Props) {
  const { activityId = '' } = useParams();
  const client = useQueryClient();
  const detail = useActivityDetail(activityId);
  useEffect(() => {
    if (activityId) prepare?.(activityId, client);
  }, [prepare, activityId, client]);
  return (
    <QueryState query={detail} loading={<Skeleton shape="card" />}>
      {(activity) => <Frame {...{ kind, audience, activity, children }} />}
    </QueryState>
  );
}

function Frame({ kind, audience, activity: loaded, children }: Props & { activity: ActivityDetail }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  // Also when a refresh finds the deadline passed: a copy cached on an earlier visit may predate it.
  const [dismissed, setDismissed] = useState(false);
  const student = audience === 'student';
  // A redo the teacher asked for has no deadline for that student.
  const redoing = loaded.assignments.some((row) => row.status === EXTERNAL_ACTIVITY_STATUS.redo);
  const deadlinePassed = useDeadlinePassing(loaded.end_time, student && !loaded.expired && !redoing);
  // Past its deadline, an activity is expired and no longer urgent, as the server would now say.
  const activity = deadlinePassed ? { ...loaded, expired: true, urgent: false } : loaded;
  const expiredOpen = student && (activity.expired || deadlinePassed) && !dismissed;
  const { pathname } = useLocation();
  const { studentId } = useParams();
  const list = pathname.slice(0, pathname.indexOf(`/${LIST_SEGMENT}`) + LIST_SEGMENT.length + 1);
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={list}>{t('back')}</BackLink>
      <header className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-start gap-3">
          {/* A width of its own: on a narrow screen the buttons wrap under the title rather than squeeze it. */}
          <h1 className="type-title min-w-0 grow basis-64 break-words text-title">{activity.title}</h1>
          {audience === 'educator' && (
            <ExportButton label={t('teacher.exportStudents')} download={() => exportActivityStudents(activity.id)} />
          )}
          <IntroButton screen={introScreen(kind, audience, studentId)} audience={audience} />
        </div>
        <p className="text-sm text-subtitle">
          {[
            t(`translation:activityKinds.${activity.kind}`),
            activity.classroom.name,
            t('item.teacher', { name: activity.teacher.name }),
            t('item.workload', { label: workloadLabel(activity.workload) }),
          ].join(' · ')}
        </p>
        <p className={`text-sm ${activity.urgent ? 'font-semibold text-red-800' : 'text-subtitle'}`}>
          {activity.end_time ? t('item.deadline', { date: formatDateTime(activity.end_time) }) : t('item.noDeadline')}
          {activity.urgent && ` · ${t('item.urgent')}`}
        </p>
        {activity.details && (
          <details open className="mt-2">
            <summary className="cursor-pointer font-semibold text-title">{t('creation.details')}</summary>
            <RichTextView html={activity.details} className="mt-2 text-title" />
          </details>
        )}
      </header>
      {children(activity)}
      <ExpiredDialog open={expiredOpen} onClose={() => setDismissed(true)} />
    </div>
  );
}
