import type { ForumParticipation } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { useForumParticipation } from '../api/forum-participation.ts';
import { FORUM_NAMESPACE } from '../forum-strings.ts';

type Row = ForumParticipation['students'][number];

/** Comments, applause received and reached purposes per student (educators). */
export function ParticipationTable({ activity }: { activity: string }) {
  const { t } = useTranslation(FORUM_NAMESPACE);
  const participation = useForumParticipation(activity);
  const columns: Column<Row>[] = [
    { key: 'student', header: t('participation.student'), place: 'title', cell: (row) => row.name },
    { key: 'comments', header: t('participation.comments'), cell: (row) => row.total_comments },
    { key: 'applause', header: t('participation.applause'), cell: (row) => row.total_applause },
    { key: 'reached', header: t('participation.reached'), cell: (row) => row.reached_purpose },
  ];
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-title">{t('participation.title')}</h2>
      <DataTable
        caption={t('participation.title')}
        columns={columns}
        rows={participation.data ?? []}
        rowKey={(row) => row.student_id}
        emptyText={t('participation.empty')}
      />
    </section>
  );
}
