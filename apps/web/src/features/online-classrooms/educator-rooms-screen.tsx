import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { OpenRoomForm } from './components/open-room-form.tsx';
import { RoomTimeLogs } from './components/room-time-logs.tsx';
import { RoomsTable } from './components/rooms-table.tsx';
import { ONLINE_CLASSROOMS_NAMESPACE } from './online-classrooms-strings.ts';

function EducatorRooms() {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="rooms-title">
      <h1 id="rooms-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <p className="text-subtitle">{t('educator.intro')}</p>
      <OpenRoomForm />
      <RoomsTable />
    </section>
  );
}

/**
 * /:business/professor/aulas-ao-vivo ('Aulas ao vivo' of the 'minha-classe' menu): open a room
 * for a classroom, the rooms with their actions, and each room's time logs (:id).
 */
export default function EducatorRoomsScreen() {
  return (
    <Routes>
      <Route path="aulas-ao-vivo">
        <Route index element={<EducatorRooms />} />
        <Route path=":id" element={<RoomTimeLogs />} />
      </Route>
    </Routes>
  );
}
