import { Route, Routes } from 'react-router';
import { GuardianAgenda } from './components/guardian-agenda.tsx';
import { GuardianItem } from './components/guardian-item.tsx';
import './schedules-strings.ts';

/** /:business/responsavel/agenda ('Agenda' of the 'acompanhamento' menu): list, calendar and each item. */
export default function GuardianAgendaScreen() {
  return (
    <Routes>
      <Route path="agenda">
        <Route index element={<GuardianAgenda />} />
        <Route path=":scheduleId/:studentId" element={<GuardianItem />} />
      </Route>
    </Routes>
  );
}
