import { Route, Routes } from 'react-router';
import { EducatorDetails } from './components/educator-details.tsx';
import { EducatorList } from './components/educator-list.tsx';
import { ScheduleWizard } from './components/schedule-wizard.tsx';
import './schedules-strings.ts';

/**
 * /:business/professor/agenda ('Agenda' of the 'minha-classe' menu): the educator's items, the
 * editor (novo, :id/editar?etapa=) and each item with who read and answered it (:id).
 */
export default function EducatorAgendaScreen() {
  return (
    <Routes>
      <Route path="agenda">
        <Route index element={<EducatorList />} />
        <Route path="novo" element={<ScheduleWizard />} />
        <Route path=":id/editar" element={<ScheduleWizard />} />
        <Route path=":id" element={<EducatorDetails />} />
      </Route>
    </Routes>
  );
}
