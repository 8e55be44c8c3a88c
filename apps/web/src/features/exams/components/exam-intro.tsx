import { type ExternalExamShow, MESSAGES } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { isDependentSession } from '../../../lib/session.ts';
import { useStartExam } from '../api/exam-taking.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';

interface Props {
  show: ExternalExamShow;
  /** The activity's deadline has passed: the exam can no longer be started. */
  expired: boolean;
  /** The activity's details, which the page already shows above: guidance reading the same is not repeated. */
  shownAbove?: string;
}

/** The words a rich text reads, whatever its markup. */
function words(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Before the start: the exam's guidance (unless the page shows the same words already), its
 * duration, the password when the activity has one, 'Iniciar prova'; in a guardian's 'Entrar como'
 * session, why it cannot be started instead.
 */
export function ExamIntro({ show, expired, shownAbove = '' }: Props) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const id = useId();
  const start = useStartExam(show.activity.id);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const { exam, activity } = show;
  const problem = missing ? MESSAGES.requiredField : start.isError ? start.error.message : null;
  const guidance = exam.guidance && words(exam.guidance) !== words(shownAbove) ? exam.guidance : '';

  function begin() {
    const empty = activity.has_password && password.trim() === '';
    setMissing(empty);
    if (empty) return;
    if (activity.fullscreen) void document.documentElement.requestFullscreen?.().catch(() => {});
    start.mutate(password.trim());
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-title">
        {t('intro.title')}
      </h2>
      {guidance && <RichTextView html={guidance} className="text-title" />}
      <p className="text-subtitle">
        {[t('intro.duration', { count: exam.duration }), t('intro.questions', { count: exam.total_questions })].join(
          ' · ',
        )}
      </p>
      {activity.anti_cheat && <p className="font-semibold text-red-800">{t('intro.antiCheat')}</p>}
      {activity.fullscreen && <p className="text-subtitle">{t('intro.fullscreen')}</p>}
      {isDependentSession() ? (
        <p role="alert" className="font-semibold text-red-800">
          {serverText(MESSAGES.examDependentSession)}
        </p>
      ) : expired ? (
        <p role="alert" className="font-semibold text-red-800">
          {t('intro.expired')}
        </p>
      ) : activity.paused ? (
        <p role="status" className="font-semibold text-amber-900">
          {t('intro.paused')}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            begin();
          }}
        >
          {activity.has_password && (
            <div className="flex w-full max-w-xs flex-col gap-1">
              <label htmlFor={`${id}-password`} className="font-semibold text-title">
                {t('intro.password')}
              </label>
              <input
                id={`${id}-password`}
                type="password"
                autoComplete="off"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                className={INPUT}
              />
            </div>
          )}
          {problem && (
            <p id={`${id}-error`} role="alert" className="text-red-700">
              {problem}
            </p>
          )}
          <button type="submit" disabled={start.isPending} className={PRIMARY_BUTTON}>
            {t('intro.start')}
          </button>
        </form>
      )}
    </section>
  );
}
