import {
  formatDateTime,
  formatElapsed,
  formatNumber,
  formatScore,
  type HomeworkGame,
  type HomeworkGameDetail,
  type HomeworkGameQuestions,
} from '@ava/contracts';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/data-table/data-table.tsx';
import { GameTestModal } from '../../../../components/game/game-test-modal.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../../../components/ui/classes.ts';
import { CHALLENGES_NAMESPACE } from '../../challenges-strings.ts';
import { useHomeworkGameDetail, useHomeworkGameQuestions } from '../api/homework-results.ts';

type StudentPlay = HomeworkGameDetail['students'][number];
type Round = HomeworkGameQuestions['rounds'][number];

const percent = (fraction: number | null) => (fraction === null ? '-' : `${formatNumber(fraction * 100, 0)}%`);

/** One challenge of the tarefa: its mean, how each student did in it, each round's right answers, and 'Testar'. */
export function GameResults({ activityId, game }: { activityId: string; game: HomeworkGame }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const detail = useHomeworkGameDetail(activityId, game.oed_content_id);
  const questions = useHomeworkGameQuestions(activityId, game.oed_content_id);
  const [testing, setTesting] = useState(false);

  const students: Column<StudentPlay>[] = [
    {
      key: 'name',
      header: t('homework.results.student'),
      place: 'title',
      cell: (row) => row.name,
      sortValue: (row) => row.name,
    },
    {
      key: 'score',
      header: t('homework.results.score'),
      cell: (row) => (row.done ? formatScore(row.score) : t('homework.notPlayed')),
      sortValue: (row) => row.score ?? -1,
    },
    {
      key: 'rounds',
      header: t('homework.results.rounds'),
      cell: (row) => (row.done ? `${row.right_rounds}/${row.total_rounds}` : '-'),
      sortValue: (row) => row.right_rounds,
    },
    {
      key: 'time',
      header: t('homework.results.time'),
      cell: (row) => (row.done ? formatElapsed(row.elapsed_seconds) : '-'),
    },
    { key: 'pokz', header: t('homework.results.pokz'), cell: (row) => row.pokz, sortValue: (row) => row.pokz },
    { key: 'played', header: t('homework.results.playedAt'), cell: (row) => formatDateTime(row.played_at) },
  ];
  const rounds: Column<Round>[] = [
    {
      key: 'order',
      header: t('homework.results.round'),
      cell: (round) => round.order,
      sortValue: (round) => round.order,
    },
    {
      key: 'statement',
      header: t('homework.results.statement'),
      place: 'title',
      cell: (round) => round.statement || '-',
    },
    {
      key: 'right',
      header: t('homework.results.right'),
      cell: (round) => t('homework.results.rightOf', { right: round.right, count: round.answered }),
      sortValue: (round) => round.right,
    },
    {
      key: 'average',
      header: t('homework.results.average'),
      cell: (round) => percent(round.average),
      sortValue: (round) => round.average ?? -1,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold break-words text-title">{game.title}</h3>
          <p className="text-sm text-subtitle">{game.objective}</p>
          {detail.data && (
            <p className="mt-1 text-sm font-semibold text-title">
              {t('homework.results.gameAverage', { score: formatScore(detail.data.average) })}
            </p>
          )}
        </div>
        <button
          type="button"
          className={`${SECONDARY_BUTTON} inline-flex items-center gap-2`}
          aria-label={t('testTitle', { title: game.title })}
          onClick={() => setTesting(true)}
        >
          <Play className="size-4 shrink-0" aria-hidden="true" />
          {t('test')}
        </button>
      </div>
      <QueryState query={detail} errorText={t('homework.results.loadError')} retryText={t('result.retry')}>
        {(data) => (
          <DataTable
            caption={t('homework.results.gameStudents', { title: game.title })}
            columns={students}
            rows={data.students}
            rowKey={(row) => row.id}
            emptyText={t('homework.results.noStudents')}
          />
        )}
      </QueryState>
      <section aria-labelledby={`rounds-${game.oed_content_id}`} className="flex flex-col gap-2">
        <h3 id={`rounds-${game.oed_content_id}`} className="font-bold text-title">
          {t('homework.results.rounds')}
        </h3>
        <QueryState query={questions} errorText={t('homework.results.loadError')} retryText={t('result.retry')}>
          {(data) => (
            <>
              <p className="text-sm text-subtitle">{t('homework.results.playedBy', { count: data.played })}</p>
              <DataTable
                caption={t('homework.results.roundsOf', { title: game.title })}
                columns={rounds}
                rows={data.rounds}
                rowKey={(round) => String(round.order)}
              />
            </>
          )}
        </QueryState>
      </section>
      <GameTestModal
        game={
          testing
            ? { oed_content_id: game.oed_content_id, title: game.title, game_used: true, user_rating: null }
            : null
        }
        onClose={() => setTesting(false)}
      />
    </div>
  );
}
