import {
  type ActivityConfigKey,
  type ActivityDetail,
  activityConfigKeys,
  formatDateTime,
  workloadLabel,
} from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useHomeworkGames } from '../../../lib/homework-games.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useAttachedExams } from './exam-choice-api.ts';
import { useTrailChoices } from './trail-choice-api.ts';

interface Props {
  activity: ActivityDetail;
  busy: boolean;
  onBack: () => void;
  /** What the last button does: publish a draft, or leave an edited activity. */
  finishLabel: string;
  onFinish: () => void;
}

/** The last step: everything chosen, then publish (or, editing, done). */
export function StepReview({ activity, busy, onBack, finishLabel, onFinish }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const yes = (flag: boolean | undefined) => (flag ? t('creation.yes') : t('creation.no'));
  const isExam = activity.kind === 'digital_exam';
  const exam = useAttachedExams(activity.id, isExam).data?.exams[0];
  const examRows: [string, string][] = isExam
    ? [
        [t('creation.exam.label'), exam?.description ?? '-'],
        [t('creation.exam.reviewDuration'), exam ? t('creation.exam.minutes', { count: exam.duration }) : '-'],
      ]
    : [];
  const isHomework = activity.kind === 'homework';
  const games = useHomeworkGames(activity.id, isHomework).data?.games;
  const gameRows: [string, string][] = isHomework
    ? [[t('creation.games.review'), games?.map((game) => `${game.id}. ${game.title}`).join('; ') || '-']]
    : [];
  const isTrail = activity.kind === 'trail';
  const trail = useTrailChoices(activity.id, '', isTrail).data?.linked;
  const trailRows: [string, string][] = isTrail ? [[t('creation.trail.chosen'), trail?.title ?? '-']] : [];
  const config = activity.config;
  const settings: Record<ActivityConfigKey, [string, string]> = {
    fullscreen: [t('creation.flags.fullscreen'), yes(config.fullscreen)],
    randomize_question: [t('creation.flags.randomize_question'), yes(config.randomize_question)],
    randomize: [t('creation.flags.randomize'), yes(config.randomize)],
    anti_cheat: [t('creation.flags.can_cheat'), yes(config.anti_cheat === false)],
    password: [t('creation.password'), yes(Boolean(config.password))],
    forum: [t('creation.flags.forum'), yes(config.forum)],
    hideComments: [t('creation.flags.hideComments'), yes(config.hideComments)],
    deleteComments: [t('creation.flags.deleteComments'), yes(config.deleteComments)],
  };
  // Only the settings of the kind: an essay has no exam settings to show.
  const settingRows = activityConfigKeys(activity.kind).map((key) => settings[key]);
  const rows: [string, string][] = [
    [t('creation.kind'), t(`translation:activityKinds.${activity.kind}`)],
    [t('creation.titleField'), activity.title],
    [t('creation.classroom'), activity.classroom.name],
    [t('creation.start'), formatDateTime(activity.start_time)],
    [t('creation.end'), formatDateTime(activity.end_time)],
    [t('item.workloadHeader'), workloadLabel(activity.workload)],
    [t('creation.bncc'), activity.bncc.join(', ') || '-'],
    [t('creation.keywords'), activity.keywords.join(', ') || '-'],
    ...settingRows,
    ...examRows,
    ...gameRows,
    ...trailRows,
    [t('creation.students'), String(activity.total_students)],
  ];
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-subtitle">{label}</dt>
            <dd className="text-title">{value}</dd>
          </div>
        ))}
      </dl>
      {activity.details && (
        <section className="rounded-xl bg-white p-4">
          <h3 className="mb-2 font-semibold text-subtitle">{t('creation.details')}</h3>
          <RichTextView html={activity.details} />
        </section>
      )}
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('creation.back')}
        </button>
        <button type="button" disabled={busy} onClick={onFinish} className={PRIMARY_BUTTON}>
          {finishLabel}
        </button>
      </div>
    </div>
  );
}
