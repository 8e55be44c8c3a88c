import { EXAM_ATTEMPT_STATE_LABELS, formatScore, type MockExamItem } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { useMockExams } from './api/mock-exams.ts';
import { MOCK_EXAMS_NAMESPACE } from './mock-exams-strings.ts';

const ACTION = { not_started: 'start', in_progress: 'continue', finished: 'result' } as const;

function MockExamCard({ exam }: { exam: MockExamItem }) {
  const { t } = useTranslation(MOCK_EXAMS_NAMESPACE);
  const { t: te } = useTranslation(EXAMS_NAMESPACE);
  const action = t(ACTION[exam.status]);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="font-semibold text-title">{exam.description}</h3>
        <p className="text-sm text-subtitle">
          {t('details', { duration: exam.duration, questions: te('intro.questions', { count: exam.total_questions }) })}
        </p>
      </div>
      <span className="rounded bg-light px-2 py-0.5 text-sm">{EXAM_ATTEMPT_STATE_LABELS[exam.status]}</span>
      {exam.score !== null && (
        <span className="text-sm font-semibold">{t('score', { score: formatScore(exam.score) })}</span>
      )}
      <Link
        to={exam.exam_id}
        className={exam.status === 'finished' ? SECONDARY_BUTTON : PRIMARY_BUTTON}
        aria-label={`${action}: ${exam.description}`}
      >
        {action}
      </Link>
    </li>
  );
}

/** 'Simulados': the platform's mock exams by discipline, with the student's status and score. */
export function MockExamsScreen() {
  const { t } = useTranslation(MOCK_EXAMS_NAMESPACE);
  const query = useMockExams();
  const [discipline, setDiscipline] = useState('');
  return (
    <section className="flex flex-col gap-4 p-4" aria-labelledby="mock-exams-title">
      <h1 id="mock-exams-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <p className="text-subtitle">{t('help')}</p>
      <QueryState query={query}>
        {({ disciplines }) =>
          disciplines.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <label className="flex max-w-xs flex-col gap-1">
                <span className="text-sm font-semibold">{t('discipline')}</span>
                <select className={INPUT} value={discipline} onChange={(event) => setDiscipline(event.target.value)}>
                  <option value="">{t('allDisciplines')}</option>
                  {disciplines.map((group) => (
                    <option key={group.discipline} value={group.discipline}>
                      {group.discipline}
                    </option>
                  ))}
                </select>
              </label>
              {disciplines
                .filter((group) => discipline === '' || group.discipline === discipline)
                .map((group) => (
                  <section key={group.discipline} aria-label={group.discipline} className="flex flex-col gap-2">
                    <h2 className="text-lg font-semibold text-title">{group.discipline}</h2>
                    <ul className="flex flex-col gap-2">
                      {group.exams.map((exam) => (
                        <MockExamCard key={exam.exam_id} exam={exam} />
                      ))}
                    </ul>
                  </section>
                ))}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
