import { formatDateTime, formatScore, HOMEWORK_STUDENT_STATE_LABELS, type HomeworkSummary } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../../components/data-table/data-table.tsx';
import { CHALLENGES_NAMESPACE } from '../../challenges-strings.ts';

type Student = HomeworkSummary['students'][number];

/** Each student of the tarefa: state, challenges played, score, pokz and when it was handed in; the name opens theirs. */
export function StudentsSummary({ summary }: { summary: HomeworkSummary }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const total = summary.activity.total_games;
  const columns: Column<Student>[] = [
    {
      key: 'name',
      header: t('homework.results.student'),
      place: 'title',
      cell: (student) => (
        <Link
          to={`aluno/${student.id}`}
          className="font-semibold text-primary underline-offset-2 hover:underline"
          aria-label={t('homework.results.openStudent', { name: student.name })}
        >
          {student.name}
        </Link>
      ),
      sortValue: (student) => student.name,
    },
    {
      key: 'state',
      header: t('homework.results.state'),
      cell: (student) => HOMEWORK_STUDENT_STATE_LABELS[student.state],
      sortValue: (student) => student.state,
    },
    {
      key: 'played',
      header: t('homework.results.played'),
      cell: (student) => `${student.games_played}/${total}`,
      sortValue: (student) => student.games_played,
    },
    {
      key: 'score',
      header: t('homework.results.score'),
      cell: (student) => formatScore(student.score),
      sortValue: (student) => student.score ?? -1,
    },
    {
      key: 'pokz',
      header: t('homework.results.pokz'),
      cell: (student) => student.pokz,
      sortValue: (student) => student.pokz,
    },
    {
      key: 'finished',
      header: t('homework.results.finishedAt'),
      cell: (student) => formatDateTime(student.finished_at),
      sortValue: (student) => student.finished_at ?? '',
    },
  ];
  return (
    <DataTable
      caption={t('homework.results.students')}
      columns={columns}
      rows={summary.students}
      rowKey={(student) => student.id}
      emptyText={t('homework.results.noStudents')}
    />
  );
}
