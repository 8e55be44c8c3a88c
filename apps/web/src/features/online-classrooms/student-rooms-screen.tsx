import { formatDateTime, formatElapsed, ROOM_REPORT_INTERVAL_SECONDS, type Room } from '@ava/contracts';
import Video from 'lucide-react/icons/video';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { useCheckRoom } from './api/check-room.ts';
import { computeRoomTime } from './api/compute-time.ts';
import { useRooms } from './api/rooms.ts';
import { ONLINE_CLASSROOMS_NAMESPACE } from './online-classrooms-strings.ts';
import { startRoomTimer } from './room-timer.ts';

/** Reports the student's time in the room while they are in it; the room closing ends it. */
function useRoomTime(joined: Room | null, onTime: (time: number) => void, onEnded: () => void) {
  const roomId = joined?.id;
  useEffect(() => {
    if (!roomId) return;
    const timer = startRoomTimer({
      intervalMs: ROOM_REPORT_INTERVAL_SECONDS * 1000,
      now: Date.now,
      report: (time, leave) => {
        computeRoomTime({ room_id: roomId, time, leave })
          .then((presence) => {
            onTime(presence.time);
            if (!leave && !presence.in_room) onEnded();
          })
          .catch(() => undefined);
      },
    });
    return () => timer.stop();
  }, [roomId, onTime, onEnded]);
}

function RoomCard({ room, onJoin }: { room: Room; onJoin: (room: Room) => void }) {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Video className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-title">{room.title}</h2>
          <p className="text-sm text-subtitle">
            {t('student.by', {
              classroom: room.classroom.name,
              teacher: room.teacher.name,
              start: formatDateTime(room.start),
            })}
          </p>
        </div>
      </div>
      {/* A link, so the browser opens the meeting in a new tab from the click itself. */}
      <a
        href={room.meeting_url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${PRIMARY_BUTTON} self-start`}
        aria-label={t('student.joinLabel', { title: room.title })}
        onClick={() => onJoin(room)}
      >
        {t('student.join')}
      </a>
    </li>
  );
}

/**
 * /:business/painel/aulas-ao-vivo (map area minha-classe): the open rooms of the student's
 * classrooms. 'Entrar' records the join and opens the meeting in a new tab; while this screen
 * stays open the time is reported, and leaving (the button, another screen, closing the page)
 * sends the rest.
 */
export default function StudentRoomsScreen() {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  const rooms = useRooms();
  const check = useCheckRoom();
  const [joined, setJoined] = useState<Room | null>(null);
  const [time, setTime] = useState(0);
  const { refetch } = rooms;
  const ended = useCallback(() => {
    setJoined(null);
    void refetch();
  }, [refetch]);

  useRoomTime(joined, setTime, ended);

  function join(room: Room) {
    check.mutate(room.id, {
      onSuccess: (presence) => {
        setTime(presence.time);
        setJoined(presence.room);
      },
    });
  }

  return (
    <section className="flex flex-col gap-4" aria-labelledby="rooms-title">
      <h1 id="rooms-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <p className="text-subtitle">{t('student.intro')}</p>
      {joined && (
        <div role="status" className="flex flex-col gap-2 rounded-xl border border-primary bg-light p-4">
          <p className="font-semibold text-title">{t('student.inRoom', { title: joined.title })}</p>
          <p>{t('student.time', { time: formatElapsed(time) })}</p>
          <button type="button" className={`${SECONDARY_BUTTON} self-start`} onClick={() => setJoined(null)}>
            {t('student.leave')}
          </button>
        </div>
      )}
      {check.error && (
        <p role="alert" className="text-red-700">
          {serverText(check.error.message)}
        </p>
      )}
      <QueryState query={rooms} errorText={t('loadError')}>
        {(data) =>
          data.rooms.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-subtitle">{t('student.empty')}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {data.rooms.map((room) => (
                <RoomCard key={room.id} room={room} onJoin={join} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
