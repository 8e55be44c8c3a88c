import { formatDateTime, formatElapsed, ROOM_STATUS_LABELS, type RoomTimeLog } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useTimeLogs } from '../api/time-logs.ts';
import { ONLINE_CLASSROOMS_NAMESPACE } from '../online-classrooms-strings.ts';

/** One room: its meeting link while open and each student's time in it (document 3: seconds, shown as a clock). */
export function RoomTimeLogs() {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  const { id = '' } = useParams();
  const logs = useTimeLogs(id);
  const columns: Column<RoomTimeLog>[] = [
    {
      key: 'student',
      header: t('educator.logColumns.student'),
      place: 'title',
      cell: (log) => log.student.name,
      sortValue: (log) => log.student.name,
    },
    {
      key: 'time',
      header: t('educator.logColumns.time'),
      cell: (log) => formatElapsed(log.time),
      sortValue: (log) => log.time,
    },
    {
      key: 'joined',
      header: t('educator.logColumns.joined'),
      cell: (log) => formatDateTime(log.joined_at),
      sortValue: (log) => log.joined_at ?? '',
    },
    {
      key: 'in-room',
      header: t('educator.logColumns.inRoom'),
      cell: (log) => (log.in_room ? t('educator.yes') : t('educator.no')),
      sortValue: (log) => (log.in_room ? 1 : 0),
    },
  ];
  return (
    <section className="flex flex-col gap-4" aria-labelledby="logs-title">
      <BackLink to=".." relative="path">
        {t('educator.back')}
      </BackLink>
      <QueryState query={logs} errorText={t('loadError')}>
        {({ room, time_logs }) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <h1 id="logs-title" className="break-words text-2xl font-bold text-title">
                  {room.title}
                </h1>
                <p className="text-subtitle">
                  {[room.classroom.name, formatDateTime(room.start), ROOM_STATUS_LABELS[room.status]].join(' · ')}
                </p>
              </div>
              {room.status === 'open' && (
                <a href={room.meeting_url} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON}>
                  {t('educator.enter')}
                </a>
              )}
            </div>
            <h2 className="text-lg font-semibold text-title">{t('educator.timeLogs')}</h2>
            <DataTable
              caption={t('educator.logsCaption', { title: room.title })}
              columns={columns}
              rows={time_logs}
              rowKey={(log) => log.student.id}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
