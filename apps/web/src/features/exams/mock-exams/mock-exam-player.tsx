import type { MockExamItem } from '@ava/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useSession } from '../../../lib/session.ts';
import { forgetAnswers } from '../answer-queue.ts';
import { ExamResultView } from '../components/exam-result.tsx';
import { ExamRunner } from '../components/exam-runner.tsx';
import { type ExamSource, sourceQuestionsOptions } from '../exam-source.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { mockExamSource, useMockExamResult, useMockExams, useStartMockExam } from './api/mock-exams.ts';
import { MOCK_EXAMS_NAMESPACE } from './mock-exams-strings.ts';

/** One mock exam: 'Iniciar simulado', then the exam player against the server's clock, then the result. */
export function MockExamPlayer() {
  const { t } = useTranslation(MOCK_EXAMS_NAMESPACE);
  const examId = useParams().examId ?? '';
  const list = useMockExams();
  const source = useMemo(() => mockExamSource(examId), [examId]);
  return (
    <section className="flex flex-col gap-4 p-4">
      <Link to=".." relative="path" className="text-sm text-primary">
        {t('back')}
      </Link>
      <QueryState query={list}>
        {({ disciplines }) => {
          const exam = disciplines.flatMap((group) => group.exams).find((item) => item.exam_id === examId);
          if (!exam) return <p role="alert">{t('notFound')}</p>;
          return (
            <>
              <h1 className="text-2xl font-bold text-title">{exam.description}</h1>
              {exam.status === 'finished' ? (
                <MockResult examId={examId} source={source} />
              ) : exam.status === 'in_progress' ? (
                <ExamRunner source={source} antiCheat={false} duration={exam.duration} />
              ) : (
                <MockIntro exam={exam} />
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function MockIntro({ exam }: { exam: MockExamItem }) {
  const { t } = useTranslation(MOCK_EXAMS_NAMESPACE);
  const { t: te } = useTranslation(EXAMS_NAMESPACE);
  const start = useStartMockExam(exam.exam_id);
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <p className="text-subtitle">
        {[te('intro.duration', { count: exam.duration }), te('intro.questions', { count: exam.total_questions })].join(
          ' · ',
        )}
      </p>
      {start.isError && (
        <p role="alert" className="text-red-700">
          {start.error.message}
        </p>
      )}
      <button type="button" className={PRIMARY_BUTTON} disabled={start.isPending} onClick={() => start.mutate()}>
        {t('startExam')}
      </button>
    </div>
  );
}

function MockResult({ examId, source }: { examId: string; source: ExamSource }) {
  const { t } = useTranslation(MOCK_EXAMS_NAMESPACE);
  const user = useSession()?.user.user_id;
  const result = useMockExamResult(examId);
  const questions = useQuery(sourceQuestionsOptions(source));
  // The attempt is over: nothing kept on this device for it is worth sending any more.
  useEffect(() => {
    if (user) forgetAnswers(user, source.key);
  }, [user, source]);
  return (
    <QueryState query={result}>
      {(data) => (
        <ExamResultView result={data} questions={questions.data ?? []} audience="student" title={t('resultTitle')} />
      )}
    </QueryState>
  );
}
