import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { isDependentSession, useSession } from '../../lib/session.ts';
import { forgetAnswers } from './answer-queue.ts';
import { activityExamSource, useExamQuestions, useExamResult } from './api/exam-taking.ts';
import { useExamShow, useStudentExam } from './api/student-exam.ts';
import { ExamIntro } from './components/exam-intro.tsx';
import { ExamResultView } from './components/exam-result.tsx';
import { ExamRunner } from './components/exam-runner.tsx';
import { EXAMS_NAMESPACE } from './exams-strings.ts';

interface Props {
  activityId: string;
  expired: boolean;
  /** The activity's details as the page shows them above the exam. */
  details?: string;
}

/**
 * The student's digital exam: the guidance and start, the questions against the clock, then the
 * result. A guardian's 'Entrar como' session sees the guidance and why it cannot sit it (the server
 * refuses it too), even while the child's own attempt is running.
 */
export function StudentExamScreen({ activityId, expired, details }: Props) {
  const exam = useStudentExam(activityId);
  return (
    <QueryState query={exam}>
      {({ status }) =>
        status === 'finished' ? (
          <StudentResult activityId={activityId} />
        ) : status === 'in_progress' && !isDependentSession() ? (
          <StartedExam activityId={activityId} />
        ) : (
          <NotStarted activityId={activityId} expired={expired} details={details} />
        )
      }
    </QueryState>
  );
}

function NotStarted({ activityId, expired, details }: Props) {
  const show = useExamShow(activityId);
  return (
    <QueryState query={show}>{(data) => <ExamIntro show={data} expired={expired} shownAbove={details} />}</QueryState>
  );
}

function StartedExam({ activityId }: { activityId: string }) {
  const show = useExamShow(activityId);
  const source = useMemo(() => activityExamSource(activityId), [activityId]);
  return (
    <QueryState query={show}>
      {(data) => <ExamRunner source={source} antiCheat={data.activity.anti_cheat} duration={data.exam.duration} />}
    </QueryState>
  );
}

function StudentResult({ activityId }: { activityId: string }) {
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const user = useSession()?.user.user_id;
  const result = useExamResult(activityId);
  const questions = useExamQuestions(activityId);
  // The attempt is over: nothing kept on this device for it is worth sending any more.
  useEffect(() => {
    if (user) forgetAnswers(user, activityId);
  }, [user, activityId]);
  return (
    <QueryState query={result}>
      {(data) => (
        <ExamResultView result={data} questions={questions.data ?? []} audience="student" title={t('result.title')} />
      )}
    </QueryState>
  );
}
