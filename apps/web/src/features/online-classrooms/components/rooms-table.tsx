import { formatDateTime, ROOM_STATUS_LABELS, ROOM_STATUSES, type Room } from '@ava/contracts';
import Clock from 'lucide-react/icons/clock';
import Pencil from 'lucide-react/icons/pencil';
import SquareX from 'lucide-react/icons/square-x';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ActionsMenu } from '../../../components/ui/actions-menu.tsx';
import { INPUT } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useCloseRoom } from '../api/close-room.ts';
import { useRooms } from '../api/rooms.ts';
import { ONLINE_CLASSROOMS_NAMESPACE } from '../online-classrooms-strings.ts';
import { EditRoomForm } from './edit-room-form.tsx';

/** The educator's rooms, newest first, with their actions: time logs, edit and close (open rooms). */
export function RoomsTable() {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  const [status, setStatus] = useState('');
  const rooms = useRooms({ status });
  const close = useCloseRoom();
  const [editing, setEditing] = useState<Room | null>(null);

  function closeRoom(room: Room) {
    if (!window.confirm(t('educator.confirmClose'))) return;
    close.mutate(room.id, {
      onSuccess: () => notify({ status: 'success', message: t('educator.closed') }),
      onError: (error) => notify({ status: 'error', message: serverText(error.message) }),
    });
  }

  const columns: Column<Room>[] = [
    {
      key: 'title',
      header: t('educator.columns.title'),
      place: 'title',
      cell: (room) => (
        <Link to={room.id} className="break-words font-semibold text-primary hover:underline">
          {room.title}
        </Link>
      ),
      sortValue: (room) => room.title,
    },
    {
      key: 'classroom',
      header: t('educator.columns.classroom'),
      cell: (room) => room.classroom.name,
      sortValue: (room) => room.classroom.name,
    },
    {
      key: 'start',
      header: t('educator.columns.start'),
      cell: (room) => formatDateTime(room.start),
      sortValue: (room) => room.start,
    },
    {
      key: 'status',
      header: t('educator.columns.status'),
      cell: (room) => ROOM_STATUS_LABELS[room.status],
      sortValue: (room) => room.status,
    },
    {
      key: 'actions',
      header: t('educator.columns.actions'),
      place: 'actions',
      cell: (room) => (
        <ActionsMenu
          label={t('educator.actionsOf', { title: room.title })}
          actions={[
            { key: 'logs', label: t('educator.timeLogs'), icon: Clock, to: room.id },
            ...(room.status === 'open'
              ? [
                  { key: 'edit', label: t('educator.edit'), icon: Pencil, onSelect: () => setEditing(room) },
                  {
                    key: 'close',
                    label: t('educator.close'),
                    icon: SquareX,
                    danger: true,
                    onSelect: () => closeRoom(room),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-labelledby="rooms-list-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="rooms-list-title" className="text-lg font-semibold text-title">
          {t('educator.rooms')}
        </h2>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('educator.status')}</span>
          <select className={INPUT} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('educator.allStatuses')}</option>
            {ROOM_STATUSES.map((code) => (
              <option key={code} value={code}>
                {ROOM_STATUS_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {editing && <EditRoomForm key={editing.id} room={editing} onDone={() => setEditing(null)} />}
      <QueryState query={rooms} errorText={t('loadError')}>
        {(data) => (
          <DataTable caption={t('educator.rooms')} columns={columns} rows={data.rooms} rowKey={(room) => room.id} />
        )}
      </QueryState>
    </section>
  );
}
