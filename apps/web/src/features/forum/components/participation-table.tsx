import { type ForumParticipation, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useAssignedStudents } from '../../../lib/assigned-students.ts';
import { useForumParticipation } from '../api/forum-participation.ts';
import { FORUM_NAMESPACE } from '../forum-strings.ts';

type Row = ForumParticipation['students'][number];

interface Props {
  activity: string;
  /**
   * A forum activity, whose answer is the comments: each student's grade and the way to their
   * correction screen (`aluno/:id`). Not the forum of another kind, whose answer is elsewhere.
   */
  graded: boolean;
}

/** Comments, applause received and reached purposes per student (educators); in a forum activity, their grade. */
export function ParticipationTable({ activity, graded }: Props) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const participation = useForumParticipation(activity);
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('participation.title')}</h2>
      {graded ? <GradedTable activity={activity} rows={participation.data} /> : <Table rows={participation.data} />}
    </section>
  );
}

function GradedTable({ activity, rows }: { activity: string; rows: Row[] | undefined }) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const byStudent = new Map(useAssignedStudents(activity).data?.map((row) => [row.student.id, row]));
  const grade = (row: Row) => {
    const delivery = byStudent.get(row.student_id);
    if (delivery?.evaluated_at) return <span className="font-semibold">{formatScore(delivery.score)}</span>;
    return delivery?.delivery_status === 'sent' ? t('participation.waiting') : t('participation.absent');
  };
  return (
    <Table
      rows={rows}
      more={[
        { key: 'grade', header: t('participation.grade'), cell: grade },
        {
          key: 'assess',
          header: t('participation.assess'),
          cell: (row) => (
            <Link
              to={`aluno/${row.student_id}`}
              className={ROW_ACTION}
              aria-label={t('participation.assessLabel', { name: row.name })}
            >
              {t('participation.assess')}
            </Link>
          ),
        },
      ]}
    />
  );
}

function Table({ rows, more = [] }: { rows: Row[] | undefined; more?: Column<Row>[] }) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const columns: Column<Row>[] = [
    { key: 'student', header: t('participation.student'), place: 'title', cell: (row) => row.name },
    { key: 'comments', header: t('participation.comments'), cell: (row) => row.total_comments },
    { key: 'applause', header: t('participation.applause'), cell: (row) => row.total_applause },
    { key: 'reached', header: t('participation.reached'), cell: (row) => row.reached_purpose },
    ...more,
  ];
  return (
    <DataTable
      caption={t('participation.title')}
      columns={columns}
      rows={rows ?? []}
      rowKey={(row) => row.student_id}
      emptyText={t('participation.empty')}
    />
  );
}
