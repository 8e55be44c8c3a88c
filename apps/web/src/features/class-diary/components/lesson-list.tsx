import { CLASS_DIARY_PER_PAGE, type ClassDiaryLesson } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { formatIsoDate as formatDate } from '../../../components/inputs/date-rules.ts';
import { DeleteConfirmation } from '../../../components/overlays/delete-confirmation.tsx';
import { Pager } from '../../../components/pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { LINK_BUTTON, PRIMARY_BUTTON, ROW_ACTION } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useLessons } from '../api/lessons.ts';
import { CLASS_DIARY_NAMESPACE } from '../class-diary-strings.ts';
import { type DiaryFilter, DiaryFilters, filterQuery } from './diary-filters.tsx';

/** The lessons of the educator's classrooms in a period, newest first. */
export function LessonList() {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const [filter, setFilter] = useState<DiaryFilter>({ classroom_id: '', start_date: '', end_date: '' });
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<ClassDiaryLesson | null>(null);
  const lessons = useLessons({ ...filterQuery(filter), page: String(page) });
  const write = useDeleteLesson();

  const remove = (lesson: ClassDiaryLesson) =>
    write.mutate(lesson.id, {
      onSuccess: () => notify({ message: t('removed'), status: 'success' }),
      onError: (error) => notify({ message: serverText(error.message), status: 'error' }),
      onSettled: () => setRemoving(null),
    });

  const columns: Column<ClassDiaryLesson>[] = [
    {
      key: 'subject',
      header: t('columns.subject'),
      cell: (row) => row.subject,
      place: 'title',
      sortValue: (row) => row.subject,
    },
    { key: 'date', header: t('columns.date'), cell: (row) => formatDate(row.date), sortValue: (row) => row.date },
    {
      key: 'classroom',
      header: t('columns.classroom'),
      cell: (row) => row.classroom_name,
      sortValue: (row) => row.classroom_name,
    },
    { key: 'lessons', header: t('columns.lessons'), cell: (row) => row.lessons, sortValue: (row) => row.lessons },
    { key: 'absences', header: t('columns.absences'), cell: (row) => row.absences, sortValue: (row) => row.absences },
    { key: 'author', header: t('columns.author'), cell: (row) => row.author_name },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        row.can_edit ? (
          <span className="flex flex-wrap gap-2">
            <Link
              className={ROW_ACTION}
              to={row.id}
              aria-label={`${t('edit')}: ${row.subject} ${formatDate(row.date)}`}
            >
              {t('edit')}
            </Link>
            <button
              type="button"
              className={LINK_BUTTON}
              onClick={() => setRemoving(row)}
              aria-label={`${t('remove')}: ${row.subject} ${formatDate(row.date)}`}
            >
              {t('remove')}
            </button>
          </span>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DiaryFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Link to="nova" className={PRIMARY_BUTTON}>
          {t('newLesson')}
        </Link>
      </div>
      <QueryState query={lessons} errorText={t('loadError')}>
        {(data) => (
          <>
            <DataTable caption={t('caption')} columns={columns} rows={data.lessons} rowKey={(row) => row.id} />
            <Pager page={data.page} total={data.total} perPage={CLASS_DIARY_PER_PAGE} onPage={setPage} />
          </>
        )}
      </QueryState>
      <DeleteConfirmation
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={removing ? t('confirmRemove', { date: formatDate(removing.date) }) : undefined}
        onConfirm={() => removing && remove(removing)}
        busy={write.isPending}
      />
    </div>
  );
}
