import {
  formatDateTime,
  formatElapsed,
  formatScore,
  HOMEWORK_STUDENT_STATE_LABELS,
  type HomeworkStudentGames,
} from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../../components/back-link.tsx';
import { type Column, DataTable } from '../../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { StudentSteps } from '../../../../components/student-steps/student-steps.tsx';
import { CHALLENGES_NAMESPACE } from '../../challenges-strings.ts';
import { useHomeworkStudentGames, useHomeworkSummary } from '../api/homework-results.ts';

type Game = HomeworkStudentGames['games'][number];

/** One student's challenges of the tarefa and how each went, with the steps to the other students. */
export function StudentGamesScreen({ activityId, studentId }: { activityId: string; studentId: string }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const games = useHomeworkStudentGames(activityId, studentId);
  const summary = useHomeworkSummary(activityId);
  const columns: Column<Game>[] = [
    { key: 'title', header: t('homework.results.game'), place: 'title', cell: (game) => `${game.id}. ${game.title}` },
    {
      key: 'score',
      header: t('homework.results.score'),
      cell: (game) => (game.done ? formatScore(game.score) : t('homework.notPlayed')),
    },
    {
      key: 'rounds',
      header: t('homework.results.rounds'),
      cell: (game) => (game.done ? `${game.right_rounds}/${game.total_rounds}` : '-'),
    },
    {
      key: 'time',
      header: t('homework.results.time'),
      cell: (game) => (game.done ? formatElapsed(game.elapsed_seconds) : '-'),
    },
    { key: 'pokz', header: t('homework.results.pokz'), cell: (game) => game.pokz },
    { key: 'played', header: t('homework.results.playedAt'), cell: (game) => formatDateTime(game.played_at) },
  ];
  return (
    <section aria-labelledby="homework-student" className="flex flex-col gap-4">
      <BackLink to="../.." relative="path">
        {t('homework.results.back')}
      </BackLink>
      <QueryState query={games} errorText={t('homework.results.loadError')} retryText={t('result.retry')}>
        {(data) => (
          <>
            <div>
              <h2 id="homework-student" className="text-lg font-bold text-title">
                {data.student.name}
              </h2>
              <p className="text-sm text-subtitle">{HOMEWORK_STUDENT_STATE_LABELS[data.state]}</p>
            </div>
            <DataTable
              caption={t('homework.results.studentGames', { name: data.student.name })}
              columns={columns}
              rows={data.games}
              rowKey={(game) => game.oed_content_id}
            />
          </>
        )}
      </QueryState>
      {summary.data && (
        <StudentSteps
          students={summary.data.students.map((student) => ({ student: student.id, name: student.name }))}
          current={studentId}
        />
      )}
    </section>
  );
}
